import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { BarChart } from '@mui/x-charts/BarChart';
import { blueberryTwilightPalette } from '@mui/x-charts/colorPalettes';
import { LineChart } from '@mui/x-charts/LineChart';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

// Drawing area 400 × 200 from (50, 50); y-axis fixed to -10…10, so zero is at y 150 and one unit is 10 px.
const SIZE = { width: 500, height: 300, margin: { left: 50, right: 50, top: 50, bottom: 50 }, skipAnimation: true };
const BAND = [{ scaleType: 'band' as const, data: ['a', 'b'] }];
const Y = [{ min: -10, max: 10 }];
/** Each bar's series id and its [top, bottom] in values, read back from its pixels. */
const spans = (root: Element) =>
  Object.fromEntries(
    [...root.querySelectorAll<SVGRectElement>('.MuiBarElement-root')].map((bar, index) => {
      const id = /MuiBarElement-series-(\S+)/.exec(bar.getAttribute('class')!)![1];
      const y = Number(/translate3d\([-\d.]+px,([-\d.]+)px/.exec(bar.style.transform)![1]);
      const height = Number.parseFloat(bar.style.height);
      return [`${id}${index % 2}`, [(150 - y) / 10, (150 - y - height) / 10]];
    }),
  );
const renderBars = async (series: object[], yAxis: object[] = Y) => {
  const { container } = render(<BarChart {...SIZE} xAxis={BAND} yAxis={yAxis} series={series as never} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
};

beforeAll(installSvgPointer);
afterEach(cleanup);

describe('groups', () => {
  claim('Series with the same `stack` string are stacked together.', async () => {
    const root = await renderBars([
      { id: 'p', data: [1, 1], stack: 'one' },
      { id: 'q', data: [2, 2], stack: 'one' },
      { id: 'r', data: [3, 3], stack: 'two' },
    ]);
    const s = spans(root);
    expect([s.p0, s.q0, s.r0]).toEqual([
      [1, 0],
      [3, 1],
      [3, 0],
    ]);
    // Two columns per category: the second group stands beside the first.
    const xs = [...root.querySelectorAll<SVGRectElement>('.MuiBarElement-root')].map(
      (bar) => bar.style.transform.split(',')[0],
    );
    expect(new Set(xs).size).toBe(4);
  });

  claim(
    "The tooltip still shows each series' own value, not the cumulated one, and the legend still lists every series.",
    async () => {
      const { container } = render(
        <BarChart
          {...SIZE}
          xAxis={BAND}
          series={[
            { data: [1, 1], stack: 's', label: 'P' },
            { data: [2, 5], stack: 's', label: 'Q' },
          ]}
        />,
      );
      pointAt(container.querySelector('svg')!, 300, 150);
      expect([...document.querySelectorAll('.MuiChartsTooltip-root tr')].map((row) => row.textContent)).toEqual([
        'b',
        'P1',
        'Q5',
      ]);
      expect([...container.querySelectorAll('.MuiChartsLegend-series')].map((item) => item.textContent)).toEqual([
        'P',
        'Q',
      ]);
    },
  );

  claim(
    'With lines, set `area: true` on stacked series, otherwise the reader sees lines whose height is a running total',
    () => {
      const { container } = render(
        <LineChart
          {...SIZE}
          yAxis={[{ min: 0, max: 10 }]}
          xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
          series={[
            { data: [2, 2], stack: 's', curve: 'linear' },
            { id: 'top', data: [3, 3], stack: 's', curve: 'linear' },
          ]}
        />,
      );
      // The second line is drawn at 5, the running total, with no layer under it.
      expect(container.querySelector('.MuiLineElement-series-top')!.getAttribute('d')).toBe('M50,150L450,150');
      expect(container.querySelectorAll('.MuiAreaElement-root')).toHaveLength(0);
    },
  );
});

describe('order', () => {
  const ordered = (stackOrder?: string, lastOrder?: string) =>
    renderBars([
      { id: 'small', data: [1, 1], stack: 's', stackOrder },
      { id: 'big', data: [3, 3], stack: 's', stackOrder: lastOrder ?? stackOrder },
    ]);
  const bottom = (s: Record<string, number[]>) =>
    Object.keys(s)
      .find((key) => key.endsWith('0') && s[key]![1] === 0)!
      .slice(0, -1);

  claim("`'none'` (default)", async () => {
    expect(bottom(spans(await ordered()))).toBe('small');
    cleanup();
    expect(bottom(spans(await ordered('none')))).toBe('small');
    cleanup();
    expect(bottom(spans(await ordered('reverse')))).toBe('big');
    cleanup();
    expect(bottom(spans(await ordered('descending')))).toBe('big');
    cleanup();
    expect(bottom(spans(await ordered('ascending')))).toBe('small');
  });

  claim('if several series set it, the last one in the `series` array wins', async () => {
    expect(bottom(spans(await ordered('none', 'reverse')))).toBe('big');
    cleanup();
    expect(bottom(spans(await ordered('reverse', 'none')))).toBe('small');
  });

  claim(
    'Ordering changes only the drawing: the `series` array, the legend and the default colours keep their order.',
    async () => {
      const { container } = render(
        <BarChart
          {...SIZE}
          xAxis={BAND}
          series={[
            { id: 'small', data: [1, 1], stack: 's', label: 'Small', stackOrder: 'reverse' },
            { id: 'big', data: [3, 3], stack: 's', label: 'Big' },
          ]}
        />,
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect([...container.querySelectorAll('.MuiChartsLegend-series')].map((item) => item.textContent)).toEqual([
        'Small',
        'Big',
      ]);
      const palette = blueberryTwilightPalette('light');
      expect(getComputedStyle(container.querySelector('.MuiBarElement-series-small')!).fill).toBe(palette[0]);
      expect(getComputedStyle(container.querySelector('.MuiBarElement-series-big')!).fill).toBe(palette[1]);
      fireEvent.pointerLeave(container.querySelector('svg')!);
    },
  );
});

describe('offset', () => {
  const cash = [
    { id: 'in', data: [4, 4], stack: 's' },
    { id: 'out', data: [-3, -3], stack: 's' },
    { id: 'more', data: [2, 2], stack: 's' },
  ];

  claim('Default for bars', async () => {
    // Diverging: positives stack up from zero (in 0–4, more 4–6), negatives down from zero (out 0 to -3).
    const s = spans(await renderBars(cash));
    expect([s.in0, s.out0, s.more0]).toEqual([
      [4, 0],
      [0, -3],
      [6, 4],
    ]);
  });

  claim('Default for lines', () => {
    const { container } = render(
      <LineChart
        {...SIZE}
        yAxis={Y}
        xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
        series={cash.map((series) => ({ ...series, curve: 'linear' as const }))}
      />,
    );
    // 'none': values added as they come: 4, then 4 - 3 = 1, then 1 + 2 = 3.
    const levels = ['in', 'out', 'more'].map((id) =>
      container.querySelector(`.MuiLineElement-series-${id}`)!.getAttribute('d'),
    );
    expect(levels).toEqual(['M50,110L450,110', 'M50,140L450,140', 'M50,120L450,120']);
  });

  claim('each stack is normalised to a total of 1', async () => {
    const s = spans(
      await renderBars(
        [
          { id: 'p', data: [1, 3], stack: 's', stackOffset: 'expand' },
          { id: 'q', data: [3, 1], stack: 's' },
        ],
        [{ min: -1, max: 1 }],
      ),
    );
    // On a -1…1 axis one unit is 100 px: the spans read back in tenths.
    expect([s.p0!, s.q0!].map((span) => span.map((v) => v / 10))).toEqual([
      [0.25, 0],
      [1, 0.25],
    ]);
  });
});

describe('orders and offsets read from d3', () => {
  /** The [top, bottom] of each series' bar in the first category, in values (same -10…10 axis as above). */
  const firstSpans = (root: Element, ids: string[]) =>
    ids.map((id) => {
      const bar = root.querySelector<SVGRectElement>(`.MuiBarElement-series-${id}`)!;
      const y = Number(/translate3d\([-\d.]+px,([-\d.]+)px/.exec(bar.style.transform)![1]);
      return [(150 - y) / 10, (150 - y - Number.parseFloat(bar.style.height)) / 10];
    });
  const threeCategories = async (series: object[]) => {
    const { container } = render(
      <BarChart {...SIZE} xAxis={[{ scaleType: 'band', data: ['a', 'b', 'c'] }]} yAxis={Y} series={series as never} />,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    return container;
  };

  claim('the series whose maximum comes earliest', async () => {
    // 'late' peaks in the second category, 'early' in the first: listed late first, 'early' still goes to the bottom.
    const root = await renderBars([
      { id: 'late', data: [1, 3], stack: 's', stackOrder: 'appearance' },
      { id: 'early', data: [3, 1], stack: 's' },
    ]);
    expect(firstSpans(root, ['early', 'late'])).toEqual([
      [3, 0],
      [4, 3],
    ]);
  });

  claim('earliest peaks in the middle, later ones outside (for streamgraphs)', async () => {
    // Peaks in the first, second and third category, equal sums: the first peak sits between the two later ones.
    const root = await threeCategories([
      { id: 'first', data: [5, 1, 1], stack: 's', stackOrder: 'insideOut' },
      { id: 'second', data: [1, 5, 1], stack: 's' },
      { id: 'third', data: [1, 1, 5], stack: 's' },
    ]);
    expect(firstSpans(root, ['third', 'first', 'second'])).toEqual([
      [1, 0],
      [6, 1],
      [7, 6],
    ]);
  });

  claim('the stack is centred on zero', async () => {
    const root = await renderBars([
      { id: 'p', data: [2, 2], stack: 's', stackOffset: 'silhouette' },
      { id: 'q', data: [4, 4], stack: 's' },
    ]);
    expect(firstSpans(root, ['p', 'q'])).toEqual([
      [-1, -3],
      [3, -1],
    ]);
  });

  claim('the baseline moves to minimise the slope of layers', async () => {
    // d3's wiggle keeps the first baseline at 0, then shifts the next one by the weighted change of the layers:
    // here p grows by 2 and q shrinks by 2, so the second baseline drops to -1 (with 'none' it would stay at 0).
    const root = await renderBars([
      { id: 'p', data: [1, 3], stack: 's', stackOffset: 'wiggle' },
      { id: 'q', data: [3, 1], stack: 's' },
    ]);
    const s = spans(root);
    expect([s.p0, s.q0, s.p1, s.q1]).toEqual([
      [1, 0],
      [4, 1],
      [2, -1],
      [3, 2],
    ]);
  });
});
