import { fireEvent, render } from '@testing-library/react';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

// Drawing area 400 × 200 from (50, 50): five points 100 apart on a point axis, at x = 50, 150, … 450.
const SIZE = { width: 500, height: 300, margin: { left: 50, right: 50, top: 50, bottom: 50 }, skipAnimation: true };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May'];
const highlightPaths = (root: Element) =>
  [...root.querySelectorAll('.MuiChartsAxisHighlight-root')].map((path) => path.getAttribute('d'));

describe('axis highlight', () => {
  let line: Element;
  let bar: Element;
  let scatter: Element;
  beforeAll(() => {
    installSvgPointer();
    line = render(
      <LineChart
        {...SIZE}
        xAxis={[{ scaleType: 'point', data: MONTHS }]}
        series={[{ data: [1, 4, 2, 5, 3] }]}
        axisHighlight={{ x: 'band', y: 'band' }}
      />,
    ).container;
    bar = render(
      <BarChart {...SIZE} xAxis={[{ scaleType: 'band', data: MONTHS }]} series={[{ data: [1, 4, 2, 5, 3] }]} />,
    ).container;
    scatter = render(
      <ScatterChart
        {...SIZE}
        series={[
          {
            data: [
              { x: 1, y: 1, id: 1 },
              { x: 5, y: 5, id: 2 },
            ],
          },
        ]}
      />,
    ).container;
  });

  claim("on `'band'` axes and also on `'point'` axes (centred on the point); nothing on numeric or date axes", () => {
    pointAt(line.querySelector('svg')!, 160, 150);
    // One path only: the x band from 100 to 200 around Feb (150); the numeric y-axis gets no band.
    expect(highlightPaths(line)).toEqual(['M 100 250 l 100 0 l 0 -200 l -100 0 Z']);
  });

  claim(
    'Defaults: bar charts show a band along their category axis, line charts a line on the x-axis, scatter charts nothing.',
    () => {
      pointAt(bar.querySelector('svg')!, 160, 150);
      expect(highlightPaths(bar)).toEqual(['M 130 250 l 80 0 l 0 -200 l -80 0 Z']);
      const defaultLine = render(
        <LineChart {...SIZE} xAxis={[{ scaleType: 'point', data: MONTHS }]} series={[{ data: [1, 4, 2, 5, 3] }]} />,
      ).container;
      pointAt(defaultLine.querySelector('svg')!, 160, 150);
      expect(highlightPaths(defaultLine)).toEqual(['M 150 250 L 150 50']);
      pointAt(scatter.querySelector('svg')!, 160, 150);
      expect(highlightPaths(scatter)).toEqual([]);
    },
  );
});

describe('highlight and fade classes', () => {
  const item = { seriesId: 'a', dataIndex: 1 };
  const scope = { highlight: 'item', fade: 'global' } as const;
  const seriesScope = { highlight: 'series', fade: 'global' } as const;
  let view: Element;
  beforeAll(() => {
    view = render(
      <div>
        <LineChart
          {...SIZE}
          highlightedItem={item}
          xAxis={[{ scaleType: 'point', data: MONTHS }]}
          series={[
            { id: 'a', data: [1, 4, 2, 5, 3], area: true, highlightScope: seriesScope },
            { id: 'b', data: [2, 2, 2, 2, 2], highlightScope: seriesScope },
          ]}
        />
        <PieChart
          {...SIZE}
          highlightedItem={item}
          series={[{ id: 'a', data: [{ value: 1 }, { value: 2 }, { value: 3 }], highlightScope: scope }]}
        />
        <BarChart
          {...SIZE}
          highlightedItem={item}
          xAxis={[{ scaleType: 'band', data: MONTHS }]}
          series={[{ id: 'a', data: [1, 4, 2, 5, 3], highlightScope: scope }]}
        />
        <ScatterChart
          {...SIZE}
          highlightedItem={item}
          series={[
            {
              id: 'a',
              data: [
                { x: 1, y: 1, id: 1 },
                { x: 5, y: 5, id: 2 },
              ],
              highlightScope: scope,
            },
          ]}
        />
      </div>,
    ).container;
  });

  claim('Line, area and mark elements and pie arcs get the `highlighted` and `faded` classes', () => {
    expect(view.querySelectorAll('.MuiLineElement-highlighted.MuiLineElement-series-a')).toHaveLength(1);
    expect(view.querySelectorAll('.MuiAreaElement-highlighted.MuiAreaElement-series-a')).toHaveLength(1);
    expect(view.querySelectorAll('.MuiLineElement-faded.MuiLineElement-series-b')).toHaveLength(1);
    expect(view.querySelectorAll('.MuiMarkElement-faded.MuiMarkElement-series-b')).toHaveLength(5);
    expect(view.querySelectorAll('.MuiPieArc-highlighted')).toHaveLength(1);
    expect(view.querySelectorAll('.MuiPieArc-faded')).toHaveLength(2);
  });

  claim('bars and scatter points get no such class (the chart changes their fill, size or opacity itself)', () => {
    const bars = [...view.querySelectorAll('.MuiBarElement-root')];
    expect(bars).toHaveLength(5);
    expect(bars.every((bar) => !/highlighted|faded/.test(bar.getAttribute('class')!))).toBe(true);
    const points = [...view.querySelectorAll('circle')].filter((circle) =>
      circle.closest('.MuiScatterChart-root, svg'),
    );
    expect(points.length).toBeGreaterThan(0);
    expect(points.every((point) => !/highlighted|faded/.test(point.getAttribute('class') ?? ''))).toBe(true);
    // The scatter series draws the highlighted point 1.2 times larger and the faded one at 0.3 opacity.
    expect(points.map((point) => [point.getAttribute('r'), point.getAttribute('opacity')])).toEqual([
      ['4', '0.3'],
      ['4.8', '1'],
    ]);
  });
});

describe('highlightScope', () => {
  const item = { seriesId: 'a', dataIndex: 1 };
  const points = (root: Element) =>
    [...root.querySelectorAll('circle')].map((c) => `${c.getAttribute('r')}/${c.getAttribute('opacity')}`);
  /** Two scatter series of two points each, with item a/1 highlighted from outside. */
  const scatter = (highlightScope?: { highlight?: 'none' | 'item' | 'series'; fade?: 'none' | 'series' | 'global' }) =>
    render(
      <ScatterChart
        {...SIZE}
        highlightedItem={item}
        series={[
          {
            id: 'a',
            data: [
              { x: 1, y: 1, id: 1 },
              { x: 2, y: 2, id: 2 },
            ],
            highlightScope,
          },
          {
            id: 'b',
            data: [
              { x: 3, y: 3, id: 3 },
              { x: 4, y: 4, id: 4 },
            ],
            highlightScope,
          },
        ]}
      />,
    ).container;

  claim(
    "`'none'` (default), `'item'` (just that bar, point or slice) or `'series'` (every element of the series)",
    () => {
      // Highlighted points are drawn 1.2 times larger (r 4.8 instead of 4).
      expect(points(scatter())).toEqual(['4/1', '4/1', '4/1', '4/1']);
      expect(points(scatter({ highlight: 'item' }))).toEqual(['4/1', '4.8/1', '4/1', '4/1']);
      expect(points(scatter({ highlight: 'series' }))).toEqual(['4.8/1', '4.8/1', '4/1', '4/1']);
    },
  );

  claim(
    "`'none'` (default), `'series'` (the other items of the same series) or `'global'` (everything that isn't highlighted)",
    () => {
      expect(points(scatter({ highlight: 'item' }))).toEqual(['4/1', '4.8/1', '4/1', '4/1']);
      expect(points(scatter({ highlight: 'item', fade: 'series' }))).toEqual(['4/0.3', '4.8/1', '4/1', '4/1']);
      expect(points(scatter({ highlight: 'item', fade: 'global' }))).toEqual(['4/0.3', '4.8/1', '4/0.3', '4/0.3']);
    },
  );

  claim('both are off or on by default depending on the chart', () => {
    // Item highlight is off by default: hovering a slice changes no class. The axis highlight defaults are above.
    const pie = render(<PieChart {...SIZE} series={[{ data: [{ value: 1 }, { value: 2 }] }]} />).container;
    installSvgPointer();
    fireEvent.pointerEnter(pie.querySelector('.MuiPieArc-root')!);
    expect(pie.querySelectorAll('.MuiPieArc-highlighted, .MuiPieArc-faded')).toHaveLength(0);
  });

  claim('The older keys `highlighted` and `faded` still work in 7.21.0 but are deprecated', () => {
    const old = { highlighted: 'item', faded: 'global' } as unknown as { highlight: 'item'; fade: 'global' };
    expect(points(scatter(old))).toEqual(['4/0.3', '4.8/1', '4/0.3', '4/0.3']);
  });
});

describe('controlled highlight', () => {
  claim('listen to `onHighlightChange`, which the chart calls when the pointer enters or leaves an item', () => {
    installSvgPointer();
    const onHighlightChange = vi.fn();
    const pie = render(
      <PieChart
        {...SIZE}
        onHighlightChange={onHighlightChange}
        series={[{ id: 'p', data: [{ value: 1 }, { value: 2 }], highlightScope: { highlight: 'item' } }]}
      />,
    ).container;
    const arc = pie.querySelectorAll('.MuiPieArc-root')[1]!;
    fireEvent.pointerEnter(arc);
    fireEvent.pointerLeave(arc);
    expect(onHighlightChange.mock.calls).toEqual([[{ seriesId: 'p', dataIndex: 1 }], [null]]);
  });
});
