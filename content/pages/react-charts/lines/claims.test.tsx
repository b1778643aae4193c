import { cleanup, fireEvent, render } from '@testing-library/react';
import { LineChart } from '@mui/x-charts/LineChart';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

// Drawing area 400 × 200 from (50, 50).
const SIZE = { width: 500, height: 300, margin: { left: 50, right: 50, top: 50, bottom: 50 }, skipAnimation: true };
const POINTS = ['a', 'b', 'c', 'd', 'e'];
const pointAxis = [{ scaleType: 'point' as const, data: POINTS }];
/** The position of each mark, from its `translate(xpx, ypx)` style. */
const marks = (root: Element, selector = '.MuiMarkElement-root') =>
  [...root.querySelectorAll(selector)].map((mark) => {
    const [, x, y] = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(mark.getAttribute('style')!)!;
    return [Math.round(Number(x)), Math.round(Number(y))];
  });
const lineD = (root: Element) => root.querySelector('.MuiLineElement-root')?.getAttribute('d');
const tooltip = () => document.querySelector('.MuiChartsTooltip-root');

beforeAll(installSvgPointer);
afterEach(cleanup);

describe('basics and scales', () => {
  claim('in development, `LineChart` throws an error saying that the x-axis has fewer items than the series', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LineChart {...SIZE} xAxis={[{ data: [1, 2] }]} series={[{ data: [1, 2, 3] }]} />)).toThrow(
      'The data length of the x axis (2 items) is lower than the length of series (3 items)',
    );
    vi.restoreAllMocks();
  });

  claim(
    "An x-axis you declare uses a linear scale unless you set `scaleType`; with no `xAxis` at all, `LineChart` makes a `'point'` axis of the indices",
    () => {
      const { container } = render(
        <div>
          <LineChart {...SIZE} xAxis={[{ data: [0, 1, 4] }]} series={[{ data: [1, 1, 1] }]} />
          <LineChart {...SIZE} series={[{ data: [1, 1, 1] }]} />
        </div>,
      );
      const [declared, none] = container.querySelectorAll('svg');
      // 0, 1 and 4 on 0–4: spaced by value.
      expect(marks(declared!).map(([x]) => x)).toEqual([50, 150, 450]);
      expect(marks(none!).map(([x]) => x)).toEqual([50, 250, 450]);
      expect(
        [...none!.querySelectorAll('.MuiChartsAxis-bottom .MuiChartsAxis-tickLabel')].map((t) => t.textContent),
      ).toEqual(['0', '1', '2']);
    },
  );

  claim("`'linear'` (default): numeric x-values, spaced according to their value.", () => {
    const { container } = render(<LineChart {...SIZE} xAxis={[{ data: [0, 3, 4] }]} series={[{ data: [1, 1, 1] }]} />);
    expect(marks(container).map(([x]) => x)).toEqual([50, 350, 450]);
  });

  claim('the axis has its own `valueFormatter` for the ticks and the tooltip title', () => {
    const { container } = render(
      <LineChart
        {...SIZE}
        xAxis={[{ scaleType: 'point', data: POINTS, valueFormatter: (v: string) => `<${v}>` }]}
        series={[{ data: [1, 2, 3, 4, 5], label: 'S', valueFormatter: (v) => `${v} units` }]}
      />,
    );
    expect(container.querySelector('.MuiChartsAxis-bottom .MuiChartsAxis-tickLabel')!.textContent).toBe('<a>');
    pointAt(container.querySelector('svg')!, 150, 150);
    expect(tooltip()!.textContent).toContain('<b>');
    expect(tooltip()!.textContent).toContain('2 units');
  });
});

describe('areas', () => {
  /** The bottom edge y of a single-series area (its last point). */
  const areaFloor = (root: Element) =>
    Number(/,([-\d.]+)Z$/.exec(root.querySelector('.MuiAreaElement-root')!.getAttribute('d')!)![1]);
  const area = (series: object) =>
    render(
      <LineChart
        {...SIZE}
        xAxis={pointAxis}
        yAxis={[{ min: -10, max: 10 }]}
        series={[{ data: [2, 4, 6, 4, 2], area: true, ...series }]}
      />,
    ).container;

  claim('By default, an area fills down to `0`.', () => {
    expect(areaFloor(area({}))).toBe(150);
    expect(areaFloor(area({ baseline: 'min' }))).toBe(250);
    expect(areaFloor(area({ baseline: 'max' }))).toBe(50);
    expect(areaFloor(area({ baseline: 5 }))).toBe(100);
  });

  claim('on a stacked series it replaces the series below as the floor of that layer', () => {
    const { container } = render(
      <LineChart
        {...SIZE}
        xAxis={pointAxis}
        yAxis={[{ min: 0, max: 10 }]}
        series={[
          { data: [2, 2, 2, 2, 2], area: true, stack: 's' },
          { id: 'upper', data: [3, 3, 3, 3, 3], area: true, stack: 's', baseline: 'min' },
        ]}
      />,
    );
    const upper = container.querySelector('.MuiAreaElement-series-upper')!.getAttribute('d')!;
    // The upper layer's top is at 5 (y 150) as stacked, but it fills down to the floor of the plot, over the first layer.
    expect(upper).toMatch(/^M50,150/);
    expect(upper).toMatch(/,250Z$/);
  });

  claim("For lines, `stackOffset` defaults to `'none'`", () => {
    const stacked = (stackOffset?: 'none' | 'diverging') =>
      render(
        <LineChart
          {...SIZE}
          xAxis={pointAxis}
          series={[
            { data: [2, 2, 2, 2, 2], stack: 's', stackOffset },
            { id: 'negative', data: [-1, -1, -1, -1, -1], stack: 's', stackOffset },
          ]}
        />,
      ).container.querySelector('.MuiChartsAxis-left .MuiChartsAxis-tickLabel')!.textContent;
    // 'none' adds -1 on top of 2 (the line sits at 1, the lowest tick); 'diverging' would take it below zero.
    expect(stacked()).toBe('1.0');
    expect(stacked('none')).toBe('1.0');
    expect(stacked('diverging')).not.toBe('1.0');
  });
});

describe('curves and marks', () => {
  const path = (curve?: string) =>
    lineD(
      render(
        <LineChart {...SIZE} xAxis={pointAxis} series={[{ data: [0, 10, 0, 5, 5], curve } as { data: number[] }]} />,
      ).container,
    )!;

  claim("`'monotoneX'` (default)", () => {
    expect(path()).toBe(path('monotoneX'));
    expect(path()).toContain('C');
    expect(path('linear')).toBe('M50,250L150,50L250,250L350,150L450,150');
  });

  const maxY = (d: string) => Math.min(...[...d.matchAll(/[\d.]+,([-\d.]+)/g)].map((m) => Number(m[1])));
  claim('Smooth, never overshoots between two points along x', () => {
    // The top point is at y 50; a monotone curve's control points stay within it.
    expect(maxY(path('monotoneX'))).toBeGreaterThanOrEqual(50);
  });

  claim('Smooth curves passing through every point (they can overshoot)', () => {
    expect(maxY(path('natural'))).toBeLessThan(50);
    expect(path('catmullRom')).toContain('C');
  });

  // The x-charts curve names map one to one onto d3-shape's curves (node_modules/@mui/x-charts/internals/getCurve.js).
  // Points at x 50, 150, 250…; y 250 (value 0) then 50 (value 10).
  claim('Steps, changing value at the middle, at the start or at the end of each interval', () => {
    expect(path('step')).toMatch(/^M50,250L100,250L100,50L200,50/);
    expect(path('stepBefore')).toMatch(/^M50,250L50,50L150,50L150,250/);
    expect(path('stepAfter')).toMatch(/^M50,250L150,250L150,50L250,50/);
  });

  claim('Straight segments', () => {
    expect(path('linear')).not.toContain('C');
  });

  claim('Smooth, monotone along y', () => {
    expect(path('monotoneY')).toContain('C');
    expect(path('monotoneY')).not.toBe(path('monotoneX'));
  });

  const defaultAndHiddenMarks = () => {
    const { container } = render(
      <div>
        <LineChart {...SIZE} xAxis={pointAxis} series={[{ data: [1, 2, 3, 4, 5] }]} />
        <LineChart {...SIZE} xAxis={pointAxis} series={[{ data: [1, 2, 3, 4, 5], showMark: false }]} />
      </div>,
    );
    const [marked, bare] = container.querySelectorAll('svg');
    expect(marks(marked!)).toHaveLength(5);
    expect(marks(bare!)).toHaveLength(0);
    expect(bare!.querySelectorAll('.MuiLineElement-root')).toHaveLength(1);
  };
  claim('Every data point gets a mark by default.', defaultAndHiddenMarks);
  claim('`false`, to draw only the line', defaultAndHiddenMarks);

  claim("On a stacked series, `value` is the top of the series' layer (the running total), not its own value", () => {
    const showMark = vi.fn(() => true);
    render(
      <LineChart
        {...SIZE}
        xAxis={pointAxis}
        series={[
          { data: [1, 1, 1, 1, 1], stack: 's' },
          { data: [2, 2, 2, 2, 2], stack: 's', showMark },
        ]}
      />,
    );
    const [params] = showMark.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(params).toMatchObject({ index: 0, value: 3, position: 'a', x: 50 });
    expect(typeof params.y).toBe('number');
  });

  claim('the chart draws a highlight mark on each series at the hovered x-value, even if `showMark` is `false`', () => {
    const { container } = render(
      <div>
        <LineChart
          {...SIZE}
          xAxis={pointAxis}
          series={[
            { data: [1, 2, 3, 4, 5], showMark: false },
            { data: [5, 4, 3, 2, 1], showMark: false, disableHighlight: true },
          ]}
        />
        <LineChart
          {...SIZE}
          xAxis={pointAxis}
          disableLineItemHighlight
          series={[{ data: [1, 2, 3, 4, 5], showMark: false }]}
        />
      </div>,
    );
    const [chart, disabled] = container.querySelectorAll('svg');
    pointAt(chart!, 160, 150);
    const highlights = [...chart!.querySelectorAll('.MuiHighlightElement-root')];
    expect(highlights.map((mark) => getComputedStyle(mark).transform)).toEqual(['translate(150px, 200px)']);
    pointAt(disabled!, 160, 150);
    expect(disabled!.querySelectorAll('.MuiHighlightElement-root')).toHaveLength(0);
  });

  claim('`experimentalMarkRendering` draws them as plain circles', () => {
    const { container } = render(
      <LineChart {...SIZE} xAxis={pointAxis} experimentalMarkRendering series={[{ data: [1, 2, 3, 4, 5] }]} />,
    );
    expect(container.querySelectorAll('circle.MuiMarkElement-root')).toHaveLength(5);
    expect(container.querySelectorAll('path.MuiMarkElement-root')).toHaveLength(0);
  });

  claim('Marks are hollow by default: a paper-coloured fill with the series colour as outline.', () => {
    const { container } = render(
      <LineChart {...SIZE} xAxis={pointAxis} series={[{ data: [1, 2, 3, 4, 5], color: 'rgb(1, 2, 3)' }]} />,
    );
    const style = getComputedStyle(container.querySelector('.MuiMarkElement-root')!);
    expect(style.fill).toBe('#fff');
    expect(style.stroke).toBe('rgb(1, 2, 3)');
  });
});

describe('missing values', () => {
  claim('A line can cover only part of the x-axis.', () => {
    const { container } = render(<LineChart {...SIZE} xAxis={pointAxis} series={[{ data: [null, 2, 3] }]} />);
    // Starts at b, stops at c: marks only there.
    expect(marks(container).map(([x]) => x)).toEqual([150, 250]);
    expect(lineD(container)).toMatch(/^M150,/);
  });

  claim(
    'for a missing value the default formatter prints an empty string, so the row shows the series name and no number',
    () => {
      const { container } = render(
        <LineChart
          {...SIZE}
          xAxis={pointAxis}
          series={[
            { data: [1, 2, 3, 4, 5], label: 'Full' },
            { data: [7, null], label: 'Short' },
          ]}
        />,
      );
      pointAt(container.querySelector('svg')!, 250, 150);
      const rows = [...tooltip()!.querySelectorAll('tr')].map((row) => row.textContent);
      expect(rows).toContain('Full3');
      expect(rows).toContain('Short');
    },
  );

  claim('A `null` in the middle of a series breaks the line', () => {
    const { container } = render(
      <div>
        <LineChart {...SIZE} xAxis={pointAxis} series={[{ data: [null, 1, null, 3, null], curve: 'linear' }]} />
        <LineChart
          {...SIZE}
          xAxis={pointAxis}
          series={[{ data: [null, 1, null, 3, null], curve: 'linear', connectNulls: true }]}
        />
      </div>,
    );
    const [broken, joined] = container.querySelectorAll('svg');
    expect(lineD(broken!)).toBe('M150,183.333ZM350,50Z');
    expect(lineD(joined!)).toBe('M150,183.333L350,50');
  });

  claim('It only joins existing points: it never extends a line before its first value or after its last.', () => {
    const { container } = render(
      <LineChart
        {...SIZE}
        xAxis={pointAxis}
        series={[{ data: [null, 1, null, 3, null], curve: 'linear', connectNulls: true, area: true }]}
      />,
    );
    expect(lineD(container)).toBe('M150,183.333L350,50');
    expect(container.querySelector('.MuiAreaElement-root')!.getAttribute('d')).toMatch(/^M150,/);
  });
});

describe('clicks', () => {
  claim('`onAxisClick`: a click anywhere in the plot, reported with the `dataIndex` and `axisValue`', () => {
    const onAxisClick = vi.fn();
    const onMarkClick = vi.fn();
    const onLineClick = vi.fn();
    const onAreaClick = vi.fn();
    const { container } = render(
      <LineChart
        {...SIZE}
        xAxis={pointAxis}
        series={[
          { id: 's', data: [1, 2, 3, 4, 5], area: true },
          { id: 't', data: [5, 4, 3, 2, 1] },
        ]}
        onAxisClick={onAxisClick}
        onMarkClick={onMarkClick}
        onLineClick={onLineClick}
        onAreaClick={onAreaClick}
      />,
    );
    const svg = container.querySelector('svg')!;
    pointAt(svg, 160, 150);
    fireEvent.click(svg, { clientX: 160, clientY: 150 });
    expect(onAxisClick).toHaveBeenCalledTimes(1);
    expect(onAxisClick.mock.calls[0]![0]).toBeInstanceOf(MouseEvent);
    expect(onAxisClick.mock.calls[0]![1]).toEqual({ dataIndex: 1, axisValue: 'b', seriesValues: { s: 2, t: 4 } });

    fireEvent.click(container.querySelectorAll('.MuiMarkElement-series-t')[3]!);
    expect(onMarkClick.mock.calls[0]![1]).toEqual({ type: 'line', seriesId: 't', dataIndex: 3 });
    expect(onMarkClick.mock.calls[0]![0].nativeEvent).toBeInstanceOf(MouseEvent);
    const line = container.querySelector('.MuiLineElement-series-t')!;
    fireEvent.click(line);
    expect(onLineClick.mock.calls[0]![1]).toEqual({ type: 'line', seriesId: 't' });
    const area = container.querySelector('.MuiAreaElement-series-s')!;
    fireEvent.click(area);
    expect(onAreaClick.mock.calls[0]![1]).toEqual({ type: 'line', seriesId: 's' });
    expect(onAreaClick.mock.calls[0]![1].dataIndex).toBeUndefined();
    expect([line.getAttribute('cursor'), area.getAttribute('cursor')]).toEqual(['pointer', 'pointer']);
  });
});

describe('highlighting and tooltip', () => {
  const scope = (highlight: 'series' | 'item') =>
    render(
      <LineChart
        {...SIZE}
        xAxis={pointAxis}
        tooltip={{ trigger: 'item' }}
        series={[
          { id: 'a', data: [1, 2, 3, 4, 5], label: 'A', highlightScope: { highlight, fade: 'global' } },
          { id: 'b', data: [5, 4, 3, 2, 1], label: 'B', highlightScope: { highlight, fade: 'global' } },
        ]}
      />,
    ).container;

  claim(
    'hovering a line or its marks draws that series in a lighter shade of its colour and fades the others to 30 % opacity',
    () => {
      const root = scope('series');
      const lineA = root.querySelector('.MuiLineElement-series-a')!;
      const before = getComputedStyle(lineA).stroke;
      fireEvent.pointerEnter(lineA);
      expect(lineA.getAttribute('class')).toContain('MuiLineElement-highlighted');
      expect(getComputedStyle(lineA).stroke).not.toBe(before);
      const lineB = root.querySelector('.MuiLineElement-series-b')!;
      expect(lineB.getAttribute('class')).toContain('MuiLineElement-faded');
      expect(getComputedStyle(lineB).opacity).toBe('0.3');
    },
  );

  claim("`highlight: 'item'` highlights nothing in a line chart in 7.21.0", () => {
    const root = scope('item');
    fireEvent.pointerEnter(root.querySelectorAll('.MuiMarkElement-series-a')[2]!);
    // No element is highlighted and every series fades.
    expect(root.querySelectorAll('[class*="-highlighted"]')).toHaveLength(0);
    expect(root.querySelectorAll('.MuiLineElement-faded')).toHaveLength(2);
    expect(root.querySelectorAll('.MuiMarkElement-faded')).toHaveLength(10);
  });

  claim('only a mark opens an item tooltip', () => {
    const root = scope('series');
    pointAt(root.querySelector('svg')!, 160, 150);
    fireEvent.pointerEnter(root.querySelector('.MuiLineElement-series-a')!);
    // The popper is there, with nothing in it.
    expect(tooltip()!.childElementCount).toBe(0);
    expect(root.querySelector('.MuiLineElement-series-a')!.getAttribute('class')).toContain('highlighted');
    fireEvent.pointerEnter(root.querySelectorAll('.MuiMarkElement-series-a')[1]!);
    expect(tooltip()!.textContent).toContain('A');
  });

  claim(
    "By default the tooltip follows the x-axis (`trigger: 'axis'`) and a vertical line marks the hovered x-value",
    () => {
      const { container } = render(
        <LineChart
          {...SIZE}
          xAxis={pointAxis}
          series={[
            { data: [1, 2, 3, 4, 5], label: 'A' },
            { data: [1, 1, 1, 1, 1], label: 'B' },
          ]}
        />,
      );
      pointAt(container.querySelector('svg')!, 160, 150);
      // Both series at the hovered x, without touching any element.
      expect(tooltip()!.textContent).toContain('A');
      expect(tooltip()!.textContent).toContain('B');
      expect(container.querySelector('.MuiChartsAxisHighlight-root')!.getAttribute('d')).toBe('M 150 250 L 150 50');
    },
  );

  claim(
    "`axisHighlight={{ x: 'none', y: 'none' }}` alone turns the listener off, and the default axis tooltip then never opens",
    () => {
      const { container } = render(
        <div>
          <LineChart
            {...SIZE}
            xAxis={pointAxis}
            axisHighlight={{ x: 'none', y: 'none' }}
            series={[{ data: [1, 2, 3, 4, 5] }]}
          />
          <LineChart
            {...SIZE}
            xAxis={pointAxis}
            tooltip={{ trigger: 'axis' }}
            axisHighlight={{ x: 'none', y: 'none' }}
            series={[{ data: [1, 2, 3, 4, 5] }]}
          />
        </div>,
      );
      const [alone, withAxisTooltip] = container.querySelectorAll('svg');
      pointAt(alone!, 160, 150);
      expect(tooltip()).toBeNull();
      pointAt(withAxisTooltip!, 160, 150);
      expect(tooltip()).not.toBeNull();
    },
  );
});

describe('colours', () => {
  claim('the y-axis `colorMap` wins, then the x-axis one, then the series `color`', () => {
    const piecewise = (color: string) => ({
      colorMap: { type: 'piecewise' as const, thresholds: [100], colors: [color, color] },
    });
    const { container } = render(
      <div>
        <LineChart
          {...SIZE}
          xAxis={[{ data: [1, 2], ...piecewise('red') }]}
          yAxis={[piecewise('blue')]}
          series={[{ data: [1, 2], color: 'green' }]}
        />
        <LineChart
          {...SIZE}
          xAxis={[{ data: [1, 2], ...piecewise('red') }]}
          series={[{ data: [1, 2], color: 'green' }]}
        />
      </div>,
    );
    const [both, xOnly] = container.querySelectorAll('svg');
    const gradientColours = (svg: Element) => {
      const id = /url\(#(.+)\)/.exec(getComputedStyle(svg.querySelector('.MuiLineElement-root')!).stroke)![1]!;
      return [...svg.querySelectorAll(`[id="${id}"] stop`)].map((stop) => stop.getAttribute('stop-color'));
    };
    expect(new Set(gradientColours(both!))).toEqual(new Set(['blue']));
    expect(new Set(gradientColours(xOnly!))).toEqual(new Set(['red']));
  });

  claim("Lines don't support the `ordinal` colour map in 7.21.0", () => {
    const { container } = render(
      <LineChart
        {...SIZE}
        xAxis={pointAxis}
        yAxis={[{ colorMap: { type: 'ordinal', values: [1, 2], colors: ['red', 'blue'] } }]}
        series={[{ data: [1, 2, 1, 2, 1], area: true }]}
      />,
    );
    expect(container.querySelectorAll('linearGradient')).toHaveLength(0);
    const line = container.querySelector('.MuiLineElement-root')!;
    const gradientId = /url\(#(.+)\)/.exec(getComputedStyle(line).stroke)![1]!;
    expect(document.getElementById(gradientId)).toBeNull();
    expect(getComputedStyle(container.querySelector('.MuiAreaElement-root')!).fill).toBe(`url(#${gradientId})`);
  });
});
