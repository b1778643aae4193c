import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { blueberryTwilightPalette } from '@mui/x-charts/colorPalettes';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

// Drawing area 400 × 200 from (50, 50); two categories of 200 px each.
const SIZE = { width: 500, height: 300, margin: { left: 50, right: 50, top: 50, bottom: 50 }, skipAnimation: true };
const BAND = [{ scaleType: 'band' as const, data: ['a', 'b'] }];
const tooltip = () => document.querySelector('.MuiChartsTooltip-root');
const bars = (root: Element) => [...root.querySelectorAll<SVGRectElement>('.MuiBarElement-root')];
/** Each bar as [x, y, width, height], once the (skipped) animation has applied its first frame. */
const boxes = (root: Element) =>
  bars(root).map((bar) => {
    const [, x, y] = /translate3d\(([-\d.]+)px,([-\d.]+)px/.exec(bar.style.transform)!;
    return [x, y, bar.style.width, bar.style.height].map((value) => Math.round(Number.parseFloat(value!)));
  });
/** Renders, then lets the bars take their size: even with `skipAnimation`, it is applied on the next frame. */
const renderBars = async (element: React.ReactElement) => {
  const { container } = render(element);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
};

beforeAll(installSvgPointer);
afterEach(cleanup);

describe('basics', () => {
  claim('Any other scale type on that axis throws an error naming the axis and the series.', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <BarChart
          {...SIZE}
          xAxis={[{ id: 'months', scaleType: 'point', data: ['a', 'b'] }]}
          series={[{ id: 'sales', data: [1, 2] }]}
        />,
      ),
    ).toThrow(/months.*sales|sales.*months/);
    vi.restoreAllMocks();
  });

  claim('The value axis is generated for you (a linear scale fitted to the data)', async () => {
    const root = await renderBars(<BarChart {...SIZE} xAxis={BAND} series={[{ data: [50, 100] }]} />);
    expect(boxes(root)).toEqual([
      [70, 150, 160, 100],
      [270, 50, 160, 200],
    ]);
  });

  claim(
    'On a band axis the ticks sit at the borders of the bands by default, so vertical lines separate the categories.',
    () => {
      const root = render(
        <BarChart {...SIZE} xAxis={BAND} grid={{ vertical: true }} series={[{ data: [1, 2] }]} />,
      ).container;
      expect([...root.querySelectorAll('.MuiChartsGrid-verticalLine')].map((line) => line.getAttribute('x1'))).toEqual([
        '50',
        '250',
        '450',
      ]);
    },
  );

  claim('widen the left `margin` (50 px by default)', async () => {
    const root = await renderBars(
      <BarChart width={500} height={300} skipAnimation layout="horizontal" yAxis={BAND} series={[{ data: [1, 2] }]} />,
    );
    expect(root.querySelector('.MuiChartsAxis-left')!.getAttribute('transform')).toBe('translate(50, 0)');
    // Horizontal: the bars grow from the left edge of the plot.
    expect(boxes(root).map(([x]) => x)).toEqual([50, 50]);
  });
});

describe('stacking, size and corners', () => {
  claim(
    "For bars, `stackOffset` defaults to `'diverging'`: positive values go up from zero and negative values go down.",
    async () => {
      const root = await renderBars(
        <BarChart
          {...SIZE}
          xAxis={BAND}
          yAxis={[{ min: -10, max: 10 }]}
          series={[
            { data: [3, -5], stack: 's' },
            { data: [4, 2], stack: 's' },
          ]}
        />,
      );
      // Zero is at y 150, 10 px per unit: a: 3 then 4 above zero; b: -5 below zero, 2 above it.
      expect(boxes(root)).toEqual([
        [70, 120, 160, 30],
        [270, 150, 160, 50],
        [70, 80, 160, 40],
        [270, 130, 160, 20],
      ]);
    },
  );

  claim('series with another value, or none, are drawn side by side', async () => {
    const root = await renderBars(
      <BarChart {...SIZE} xAxis={BAND} series={[{ data: [1, 2], stack: 's' }, { data: [1, 2] }]} />,
    );
    const xs = boxes(root).map(([x]) => x);
    expect(xs[0]).not.toBe(xs[2]);
  });

  const ratios = async () => {
    const bandWidth = async (xAxis: object) =>
      boxes(
        await renderBars(
          <BarChart {...SIZE} xAxis={[{ ...BAND[0], ...xAxis }]} series={[{ data: [1, 2] }, { data: [2, 1] }]} />,
        ),
      );
    // Slot 200 px: 80 % for bars by default; the two bars share it with a gap of 0.1 bar width.
    const byDefault = await bandWidth({});
    expect(byDefault[0]![2]).toBe(Math.round(160 / 2.1));
    expect(byDefault[2]![0]! - byDefault[0]![0]!).toBe(Math.round((160 / 2.1) * 1.1));
    const touching = await bandWidth({ categoryGapRatio: 0, barGapRatio: 0 });
    expect(touching.map(([x, , width]) => [x, width])).toEqual([
      [50, 100],
      [250, 100],
      [150, 100],
      [350, 100],
    ]);
  };
  claim(
    "`categoryGapRatio` (default `0.2`): the share of each category's slot left empty between two categories.",
    ratios,
  );
  claim("`barGapRatio` (default `0.1`): the gap between the bars of one category, relative to a bar's width.", ratios);

  untestable(
    'In TypeScript, these two options only exist on band axes, and the 7.21.0 types reject them when the axis is written inline',
    'a type error, not behaviour: compiling a snippet with the TypeScript API takes 20 s; checked once (TS2353 on the inline axis)',
  );
  untestable(
    "Declare the axis object first, typed `AxisConfig<'band', string, ChartsXAxisProps>`",
    'a typing rule: `npm run typecheck` compiles the BarGapRatios demo, which declares its axis this way',
  );

  claim('When bars are stacked, only the ends of each stack are rounded, not the joints between series.', async () => {
    const root = await renderBars(
      <BarChart
        {...SIZE}
        borderRadius={5}
        xAxis={BAND}
        series={[
          { data: [3, 3], stack: 's' },
          { data: [4, 4], stack: 's' },
        ]}
      />,
    );
    // One clip path per stack, the stack's full height, rounded at its top; the bars inside are plain rectangles.
    const clips = [...root.querySelectorAll<SVGRectElement>('clipPath rect[style*="inset"]')];
    expect(clips.map((rect) => rect.style.clipPath)).toEqual([
      'inset(0px round 5px 5px 0px 0px)',
      'inset(0px round 5px 5px 0px 0px)',
    ]);
    expect(clips[0]!.style.height).toBe(`${boxes(root)[0]![3]! + boxes(root)[2]![3]!}px`);
    expect(bars(root).every((bar) => !bar.style.clipPath)).toBe(true);
  });
});

describe('labels and colours', () => {
  claim('`barLabel="value"` prints the raw value (and skips zeros).', async () => {
    const root = await renderBars(
      <BarChart
        {...SIZE}
        xAxis={[{ scaleType: 'band', data: ['a', 'b', 'c'] }]}
        barLabel="value"
        series={[{ data: [4, 0, 7] }]}
      />,
    );
    expect([...root.querySelectorAll('.MuiBarLabel-root')].map((label) => label.textContent)).toEqual(['4', '7']);
  });

  claim('plus `context.bar.width` and `context.bar.height` in pixels. Return `null` to skip a label', async () => {
    const barLabel = vi.fn((item: { value: number | null }, context: { bar: { height: number } }) =>
      context.bar.height < 50 ? null : `${item.value}`,
    );
    const root = await renderBars(
      <BarChart
        {...SIZE}
        xAxis={BAND}
        yAxis={[{ min: 0, max: 10 }]}
        barLabel={barLabel}
        series={[{ id: 's', data: [1, 8] }]}
      />,
    );
    expect([...root.querySelectorAll('.MuiBarLabel-root')].map((label) => label.textContent)).toEqual(['8']);
    expect(barLabel).toHaveBeenCalledWith(
      { seriesId: 's', dataIndex: 1, value: 8 },
      { bar: { width: 160, height: 160 } },
    );
  });

  claim("The label text uses the theme's primary text colour", async () => {
    const root = await renderBars(
      <ThemeProvider theme={createTheme({ palette: { text: { primary: 'rgb(1, 2, 3)' } } })}>
        <BarChart {...SIZE} xAxis={BAND} barLabel="value" series={[{ data: [4, 7] }]} />
      </ThemeProvider>,
    );
    expect(getComputedStyle(root.querySelector('.MuiBarLabel-root')!).fill).toBe('rgb(1, 2, 3)');
  });

  claim(
    'Series take their colours, in order, from the `colors` palette of the chart (`blueberryTwilightPalette` by default',
    async () => {
      const root = await renderBars(
        <BarChart
          {...SIZE}
          xAxis={BAND}
          series={[
            { id: 'p', data: [1, 2] },
            { id: 'q', data: [1, 2], color: 'rgb(9, 9, 9)' },
          ]}
        />,
      );
      const fill = (id: string) => getComputedStyle(root.querySelector(`.MuiBarElement-series-${id}`)!).fill;
      expect(fill('p')).toBe(blueberryTwilightPalette('light')[0]);
      expect(fill('q')).toBe('rgb(9, 9, 9)');
    },
  );

  claim('A colour map on the value axis wins over one on the band axis.', async () => {
    const root = await renderBars(
      <BarChart
        {...SIZE}
        xAxis={[
          {
            ...BAND[0],
            colorMap: { type: 'ordinal', values: ['a', 'b'], colors: ['rgb(255, 0, 0)', 'rgb(0, 255, 0)'] },
          },
        ]}
        yAxis={[{ colorMap: { type: 'piecewise', thresholds: [5], colors: ['rgb(0, 0, 255)', 'rgb(0, 0, 0)'] } }]}
        series={[{ data: [1, 9] }]}
      />,
    );
    expect(bars(root).map((bar) => getComputedStyle(bar).fill)).toEqual(['rgb(0, 0, 255)', 'rgb(0, 0, 0)']);
    const bandOnly = await renderBars(
      <BarChart
        {...SIZE}
        xAxis={[
          {
            ...BAND[0],
            colorMap: { type: 'ordinal', values: ['a', 'b'], colors: ['rgb(255, 0, 0)', 'rgb(0, 255, 0)'] },
          },
        ]}
        series={[{ data: [1, 9] }]}
      />,
    );
    expect(bars(bandOnly).map((bar) => getComputedStyle(bar).fill)).toEqual(['rgb(255, 0, 0)', 'rgb(0, 255, 0)']);
  });
});

describe('clicks, highlight and tooltip', () => {
  const onItemClick = vi.fn();
  const onAxisClick = vi.fn();
  const clickable = () =>
    renderBars(
      <BarChart
        {...SIZE}
        xAxis={[...BAND, { id: 'second', scaleType: 'band', data: ['a', 'b'] }]}
        yAxis={[{ id: 'left' }, { id: 'right' }]}
        series={[
          { id: 'p', data: [1, 2] },
          { id: 'q', data: [3, 4] },
          { id: 'other', data: [5, 6], yAxisId: 'right' },
          { id: 'far', data: [7, 8], xAxisId: 'second' },
        ]}
        onItemClick={onItemClick}
        onAxisClick={onAxisClick}
      />,
    );

  claim('`onItemClick(event, identifier)` fires on a bar.', async () => {
    const root = await clickable();
    fireEvent.click(root.querySelectorAll('.MuiBarElement-series-q')[1]!);
    expect(onItemClick.mock.calls[0]![1]).toEqual({ type: 'bar', seriesId: 'q', dataIndex: 1 });
  });

  claim(
    '`onAxisClick(event, data)` fires on a click anywhere in the plot area and reports the category under the pointer',
    async () => {
      onAxisClick.mockClear();
      const svg = (await clickable()).querySelector('svg')!;
      pointAt(svg, 300, 100);
      fireEvent.click(svg);
      // 'other' has its own y-axis but the first x-axis; 'far', on the second x-axis, is left out.
      expect(onAxisClick.mock.calls[0]![1]).toEqual({
        dataIndex: 1,
        axisValue: 'b',
        seriesValues: { p: 2, q: 4, other: 6 },
      });
      pointAt(svg, 20, 280);
      fireEvent.click(svg);
      expect(onAxisClick).toHaveBeenCalledTimes(1);
    },
  );

  const scoped = (highlightScope?: object) =>
    renderBars(
      <BarChart
        {...SIZE}
        xAxis={BAND}
        series={[
          { id: 'p', data: [1, 2], highlightScope },
          { id: 'q', data: [3, 4], highlightScope },
        ]}
      />,
    );
  const opacities = (root: Element) => bars(root).map((bar) => getComputedStyle(bar).opacity || '1');
  const fills = (root: Element) => bars(root).map((bar) => getComputedStyle(bar).fill);
  claim("`highlight`: `'none'` (default), `'item'` (the hovered bar) or `'series'`", async () => {
    for (const [scope, changed] of [
      [undefined, [false, false, false, false]],
      [{ highlight: 'item' }, [true, false, false, false]],
      [{ highlight: 'series' }, [true, true, false, false]],
    ] as const) {
      const root = await scoped(scope);
      const before = fills(root);
      fireEvent.pointerEnter(bars(root)[0]!);
      expect(fills(root).map((fill, index) => fill !== before[index])).toEqual(changed);
      cleanup();
    }
  });

  claim("`fade`: `'none'` (default), `'series'` (fade the other bars of the same series) or `'global'`", async () => {
    for (const [fade, expected] of [
      [undefined, ['1', '1', '1', '1']],
      ['series', ['1', '0.3', '1', '1']],
      ['global', ['1', '0.3', '0.3', '0.3']],
    ] as const) {
      const root = await scoped({ highlight: 'item', fade });
      fireEvent.pointerEnter(bars(root)[0]!);
      expect(opacities(root)).toEqual(expected);
      cleanup();
    }
  });

  claim(
    "Bar charts show an axis tooltip by default: hovering a category shows every series' value for it",
    async () => {
      const root = await renderBars(
        <div>
          <BarChart
            {...SIZE}
            xAxis={BAND}
            series={[
              { data: [1, 2], label: 'P' },
              { data: [3, 4], label: 'Q' },
            ]}
          />
          <BarChart {...SIZE} layout="horizontal" yAxis={BAND} series={[{ data: [1, 2], label: 'P' }]} />
        </div>,
      );
      const [vertical, horizontal] = root.querySelectorAll('svg');
      pointAt(vertical!, 300, 100);
      expect(tooltip()!.textContent).toContain('P2');
      expect(tooltip()!.textContent).toContain('Q4');
      expect(vertical!.querySelector('.MuiChartsAxisHighlight-root')!.getAttribute('d')).toBe(
        'M 250 250 l 200 0 l 0 -200 l -200 0 Z',
      );
      fireEvent(vertical!, new MouseEvent('pointerleave'));
      pointAt(horizontal!, 300, 200);
      // Horizontal: the band of the hovered category along the y-axis.
      expect(horizontal!.querySelector('.MuiChartsAxisHighlight-root')!.getAttribute('d')).toMatch(/^M 50 /);
    },
  );

  claim(
    "Set `tooltip={{ trigger: 'item' }}` to show only the hovered bar, or `'none'` to remove the tooltip.",
    async () => {
      const root = await renderBars(
        <div>
          <BarChart
            {...SIZE}
            xAxis={BAND}
            tooltip={{ trigger: 'item' }}
            series={[
              { data: [1, 2], label: 'P' },
              { data: [3, 4], label: 'Q' },
            ]}
          />
          <BarChart {...SIZE} xAxis={BAND} tooltip={{ trigger: 'none' }} series={[{ data: [1, 2], label: 'P' }]} />
        </div>,
      );
      const [item, none] = root.querySelectorAll('svg');
      pointAt(item!, 300, 100);
      fireEvent.pointerEnter(item!.querySelectorAll('.MuiBarElement-root')[3]!);
      expect(tooltip()!.textContent).toContain('Q');
      expect(tooltip()!.textContent).not.toContain('P');
      fireEvent.pointerLeave(item!.querySelectorAll('.MuiBarElement-root')[3]!);
      pointAt(none!, 300, 100);
      fireEvent.pointerEnter(none!.querySelectorAll('.MuiBarElement-root')[1]!);
      expect(document.querySelectorAll('.MuiChartsTooltip-root')).toHaveLength(0);
    },
  );
});

describe('onAxisClick on horizontal bars, and its event', () => {
  // Settled by rendering and reading node_modules/@mui/x-charts/ChartsOnAxisClickHandler/ChartsOnAxisClickHandler.js:
  // the handler is attached with `svg.addEventListener('click', …)` and passes that DOM event on.
  claim('Its `event` is the DOM `MouseEvent` of the SVG element, not a React event.', async () => {
    const onAxisClick = vi.fn();
    const root = await renderBars(
      <BarChart
        {...SIZE}
        layout="horizontal"
        yAxis={BAND}
        series={[
          { id: 'p', data: [1, 2] },
          { id: 'q', data: [3, 4] },
        ]}
        onAxisClick={onAxisClick}
      />,
    );
    const svg = root.querySelector('svg')!;
    pointAt(svg, 300, 200);
    fireEvent.click(svg);
    const [event, data] = onAxisClick.mock.calls[0]!;
    expect(event).toBeInstanceOf(MouseEvent);
    expect('nativeEvent' in event).toBe(false);
    // Read after dispatch, a DOM event no longer has a current target.
    expect(event.currentTarget).toBe(null);
    // The first y-axis for horizontal bars: the category under the pointer along y.
    expect(data).toEqual({ dataIndex: 1, axisValue: 'b', seriesValues: { p: 2, q: 4 } });
  });
});
