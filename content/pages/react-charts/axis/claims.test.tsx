import { cleanup, render } from '@testing-library/react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, LineChart } from '@mui/x-charts/LineChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

// Drawing area 400 × 200 from (50, 50).
const SIZE = { width: 500, height: 300, margin: { left: 50, right: 50, top: 50, bottom: 50 }, skipAnimation: true };
const LETTERS = ['a', 'b', 'c', 'd', 'e'];
const axis = (root: Element, side: string) => root.querySelector(`.MuiChartsAxis-${side}`);
const labels = (root: Element, side: string) =>
  [...(axis(root, side)?.querySelectorAll('.MuiChartsAxis-tickLabel') ?? [])].map((label) => label.textContent);
/** The offset of each tick along the axis, from the tick containers' `translate(x, y)`. */
const ticks = (root: Element, side: string) =>
  [...(axis(root, side)?.querySelectorAll('.MuiChartsAxis-tickContainer') ?? [])].map((tick) => {
    const [x, y] = /translate\(([-\d.e]+), ([-\d.e]+)\)/.exec(tick.getAttribute('transform')!)!.slice(1).map(Number);
    return Math.round(side === 'bottom' || side === 'top' ? x! : y!);
  });
/** The x of each mark of a line chart. */
const markXs = (root: Element) => [...root.querySelectorAll('.MuiMarkElement-root')].map((mark) => markX(mark));
const markX = (mark: Element) => Math.round(Number(/translate\(([-\d.]+)px/.exec(mark.getAttribute('style')!)![1]));

afterEach(cleanup);

describe('axis definition and scale types', () => {
  claim('Without `xAxis` or `yAxis`, a chart creates a default axis for each direction.', () => {
    const { container } = render(
      <div>
        <BarChart {...SIZE} series={[{ data: [3, 97] }]} />
        <LineChart {...SIZE} series={[{ data: [3, 97] }]} />
      </div>,
    );
    const [bar, line] = container.querySelectorAll('svg');
    // Bars: two bands of 200 px with indexes as labels; ticks at the band borders.
    expect(labels(bar!, 'bottom')).toEqual(['0', '1']);
    expect(ticks(bar!, 'bottom')).toEqual([50, 250, 450]);
    // Lines: two points at the ends of the axis, labelled by index.
    expect(labels(line!, 'bottom')).toEqual(['0', '1']);
    expect(markXs(line!)).toEqual([50, 450]);
    // The value axes are linear: evenly spaced ticks.
    expect(labels(bar!, 'left')).toEqual(['0', '20', '40', '60', '80', '100']);
    expect(ticks(bar!, 'left')).toEqual([250, 210, 170, 130, 90, 50]);
  });

  claim('the default for value axes', () => {
    const { container } = render(<LineChart {...SIZE} series={[{ data: [1, 100] }]} />);
    expect(ticks(container, 'left')).toEqual([250, 210, 170, 130, 90, 50]);
  });

  claim("a power scale; 7.21.0 has no exponent option, so it uses d3's default of 1 and draws like `'linear'`", () => {
    const { container } = render(
      <div>
        <LineChart {...SIZE} yAxis={[{ scaleType: 'pow' }]} series={[{ data: [1, 100] }]} />
        <LineChart {...SIZE} yAxis={[{ scaleType: 'linear' }]} series={[{ data: [1, 100] }]} />
      </div>,
    );
    const [pow, linear] = container.querySelectorAll('svg');
    expect(ticks(pow!, 'left')).toEqual(ticks(linear!, 'left'));
    expect(pow!.querySelector('.MuiLineElement-root')!.getAttribute('d')).toBe(
      linear!.querySelector('.MuiLineElement-root')!.getAttribute('d'),
    );
  });

  const timeZones = () => {
    // Midnight UTC on 1 March is still 28 February in New York.
    const previous = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const dates = [new Date(Date.UTC(2024, 2, 1)), new Date(Date.UTC(2024, 2, 2))];
      const { container } = render(
        <div>
          <LineChart
            {...SIZE}
            xAxis={[{ scaleType: 'time', data: dates, tickInterval: dates }]}
            series={[{ data: [1, 2] }]}
          />
          <LineChart
            {...SIZE}
            xAxis={[{ scaleType: 'utc', data: dates, tickInterval: dates }]}
            series={[{ data: [1, 2] }]}
          />
        </div>,
      );
      const [time, utc] = container.querySelectorAll('svg');
      // Read in New York, the 'time' axis sees 7 PM the evening before, and labels the hour.
      expect(labels(time!, 'bottom')).toEqual(['07 PM', '07 PM']);
      expect(labels(utc!, 'bottom')).toEqual(['March', 'Sat 02']);
    } finally {
      process.env.TZ = previous;
    }
  };
  claim("dates, ticks and default labels in the reader's time zone", timeZones);
  claim('dates, ticks and default labels in UTC', timeZones);
  claim("`'time'` follows the reader's time zone, `'utc'` ignores it", timeZones);

  claim('`categoryGapRatio` (space between categories, default `0.2`) and `barGapRatio`', () => {
    const { container } = render(
      <BarChart
        {...SIZE}
        xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]}
        series={[{ data: [1, 2] }, { data: [2, 1] }]}
      />,
    );
    const bars = [...container.querySelectorAll('.MuiBarElement-root')];
    // A band of 200 px keeps 160 px for its bars (gap 0.2); two bars share it with a gap of 0.1 bar width.
    const widths = bars.map((bar) => Number.parseFloat((bar as HTMLElement).style.width));
    widths.forEach((width) => expect(width).toBeCloseTo(160 / 2.1, 3));
  });

  /** The y of each mark of a line chart with this value axis, rounded; NaN where the scale cannot place the value. */
  const markYs = (scaleType: 'log' | 'sqrt', data: number[]) => {
    const { container, unmount } = render(<LineChart {...SIZE} yAxis={[{ scaleType }]} series={[{ data }]} />);
    const path = container.querySelector('.MuiLineElement-root')!.getAttribute('d')!;
    const ys = [...container.querySelectorAll('.MuiMarkElement-root')].map((mark) =>
      Math.round(Number(/translate\([-\d.]+px, ([-\d.]+)px/.exec(mark.getAttribute('style')!)![1])),
    );
    unmount();
    return { ys, placed: !path.includes('NaN') };
  };
  const logSigns = () => {
    // All negative: placed, a decade per third of the 200 px height (−1000 at the bottom, −10 two thirds up).
    expect(markYs('log', [-1000, -10, -1])).toEqual({ ys: [250, 117, 50], placed: true });
    // Zero, or both signs on one axis: the scale has no position for them and the line is not drawn.
    expect(markYs('log', [0, 10, 1000]).placed).toBe(false);
    expect(markYs('log', [-10, 10, 1000]).placed).toBe(false);
  };
  claim('numbers of one sign, never zero: all positive or all negative', logSigns);
  claim("A log scale can't show zero, nor values of both signs on one axis", logSigns);

  claim('numbers, zero and negatives included (the root keeps the sign)', () => {
    // Domain −100…100 over 200 px: 0 in the middle, 25 half way up to 100 (√25 is half of √100), −100 at the bottom.
    expect(markYs('sqrt', [-100, 0, 25, 100])).toEqual({ ys: [250, 150, 100, 50], placed: true });
  });

  claim("use `'log'` with lines and scatter points, not with bars", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <BarChart
        {...SIZE}
        xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]}
        yAxis={[{ scaleType: 'log' }]}
        series={[{ data: [10, 1000] }]}
      />,
    );
    // A bar starts at 0, which a log scale cannot place: the bars get no position.
    const bars = [...container.querySelectorAll('.MuiBarElement-root')].map(
      (bar) => (bar as HTMLElement).style.transform,
    );
    expect(bars).toEqual(['translate3d(70px,NaNpx,0)', 'translate3d(270px,NaNpx,0)']);
    vi.restoreAllMocks();
  });
});

describe('ticks', () => {
  const line = (xAxis: object, width = SIZE.width) =>
    render(<LineChart {...SIZE} width={width} xAxis={[xAxis]} series={[{ data: [1, 2, 3, 4, 5] }]} />).container;

  claim('By default it requests one tick per 50 px of axis length', () => {
    // 400 px: 8 ticks asked for, which d3 rounds to steps of 0.5 on 0–4; 100 px: 2 ticks asked, steps of 2.
    const numbers = { data: [0, 1, 2, 3, 4] };
    expect(labels(line(numbers), 'bottom')).toEqual(labels(line({ ...numbers, tickNumber: 8 }), 'bottom'));
    expect(labels(line(numbers), 'bottom')).toHaveLength(9);
    expect(labels(line(numbers, 200), 'bottom')).toEqual(['0', '2', '4']);
  });

  claim("These three props are ignored on `'band'` and `'point'` axes, which have one tick per category.", () => {
    const options = { tickNumber: 2, tickMinStep: 3, tickMaxStep: 3 };
    expect(labels(line({ scaleType: 'point', data: LETTERS, ...options }), 'bottom')).toEqual(LETTERS);
    const bar = render(
      <BarChart
        {...SIZE}
        xAxis={[{ scaleType: 'band', data: LETTERS, ...options }]}
        series={[{ data: [1, 2, 3, 4, 5] }]}
      />,
    ).container;
    expect(labels(bar, 'bottom')).toEqual(LETTERS);
  });

  claim('Unless you set `min` or `max`, the axis domain is also extended to the nearest nice values', () => {
    const data = { data: [3, 5, 7, 9, 97] };
    expect(labels(line({ ...data, tickNumber: 5 }), 'bottom')).toEqual(['0', '20', '40', '60', '80', '100']);
    // With `min`, the low end stays at 3 (no tick there) while the high end is still extended to 100.
    const fixed = line({ ...data, tickNumber: 5, min: 3 });
    expect(labels(fixed, 'bottom')).toEqual(['20', '40', '60', '80', '100']);
    expect(ticks(fixed, 'bottom').at(-1)).toBe(450);
  });

  claim('a function `(value, index) => boolean`: keeps only the values for which it returns `true`.', () => {
    const kept = line({
      scaleType: 'point',
      data: LETTERS,
      tickInterval: (_value: string, index: number) => index % 2 === 0,
    });
    expect(labels(kept, 'bottom')).toEqual(['a', 'c', 'e']);
    const bands = render(
      <BarChart
        {...SIZE}
        xAxis={[{ scaleType: 'band', data: LETTERS, tickInterval: (value: string) => value !== 'b' }]}
        series={[{ data: [1, 2, 3, 4, 5] }]}
      />,
    ).container;
    expect(labels(bands, 'bottom')).toEqual(['a', 'c', 'd', 'e']);
  });

  claim('an array of values: ticks go exactly there, on any kind of axis', () => {
    expect(labels(line({ data: [0, 1, 2, 3, 4], tickInterval: [0.5, 3] }), 'bottom')).toEqual(['0.5', '3.0']);
    expect(labels(line({ scaleType: 'point', data: LETTERS, tickInterval: ['b', 'd'] }), 'bottom')).toEqual(['b', 'd']);
  });

  claim('the ticks are all drawn, and only the labels are filtered', () => {
    const filtered = line({ scaleType: 'point', data: LETTERS, tickLabelInterval: (value: string) => value === 'c' });
    expect(ticks(filtered, 'bottom')).toHaveLength(5);
    expect(labels(filtered, 'bottom')).toEqual(['c']);
  });

  claim(
    "`tickPlacement` moves the ticks relative to each band (`'start'`, `'middle'`, `'end'`, or the default `'extremities'`",
    () => {
      const bars = (xAxis: object) =>
        render(
          <BarChart
            {...SIZE}
            xAxis={[{ scaleType: 'band', data: ['a', 'b'], ...xAxis }]}
            series={[{ data: [1, 2] }]}
          />,
        ).container;
      expect(ticks(bars({}), 'bottom')).toEqual([50, 250, 450]);
      expect(ticks(bars({ tickPlacement: 'start' }), 'bottom')).toEqual([50, 250]);
      expect(ticks(bars({ tickPlacement: 'middle' }), 'bottom')).toEqual([150, 350]);
      expect(ticks(bars({ tickPlacement: 'end' }), 'bottom')).toEqual([250, 450]);
      // Labels: in the middle of the band by default (x offset 100 from a border tick), on the tick on request.
      const labelX = (root: Element) =>
        [...root.querySelectorAll('.MuiChartsAxis-bottom .MuiChartsAxis-tickLabel')].map((label) =>
          label.getAttribute('x'),
        );
      expect(labelX(bars({}))).toEqual(['100', '100']);
      expect(labelX(bars({ tickLabelPlacement: 'tick' }))).toEqual(['0', '0']);
    },
  );

  const overlapping = () => {
    // jsdom measures text at 0 px: give the charts' measuring span 8 px per character, 14 px of height.
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.tagName !== 'SPAN' || this.getAttribute('aria-hidden') !== 'true') return measure.call(this);
      return {
        width: this.textContent!.length * 8,
        height: 14,
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        right: 0,
        bottom: 0,
        toJSON() {},
      };
    });
    // Twenty labels of 72 px on 400 px (20 px apart) on x; the same on a 200 px y-axis (10 px apart, labels 14 px high).
    const names = Array.from({ length: 20 }, (_, index) => `Category ${String(index).padStart(2, '0')}`);
    const { container } = render(
      <div>
        <BarChart {...SIZE} xAxis={[{ scaleType: 'band', data: names }]} series={[{ data: names.map(() => 1) }]} />
        <BarChart
          {...SIZE}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: names }]}
          series={[{ data: names.map(() => 1) }]}
        />
      </div>,
    );
    const [vertical, horizontal] = container.querySelectorAll('svg');
    const shown = labels(vertical!, 'bottom');
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(names.length);
    // The y-axis has no such check: every label is drawn, overlapping.
    expect(labels(horizontal!, 'left')).toEqual(names);
    vi.restoreAllMocks();
  };
  claim("Its default, `'auto'`, hides an x-axis label when it would overlap the previous one.", overlapping);
  claim('The y-axis has no such check in 7.21.0', overlapping);
});

describe('formatting and appearance', () => {
  claim("`'tick'`: a label on the axis,", () => {
    installSvgPointer();
    const valueFormatter = vi.fn((month: string, context: { location: string }) =>
      context.location === 'tick' ? month.charAt(0) : `${month} (${context.location})`,
    );
    const { container } = render(
      <BarChart
        {...SIZE}
        xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb'], valueFormatter }]}
        series={[{ data: [1, 2] }]}
      />,
    );
    expect(labels(container, 'bottom')).toEqual(['J', 'F']);
    pointAt(container.querySelector('svg')!, 300, 150);
    expect(document.querySelector('.MuiChartsTooltip-root')!.textContent).toContain('Feb (tooltip)');
  });

  claim(
    'Series have their own `valueFormatter` for the values they show in the tooltip; its context carries the `dataIndex`',
    () => {
      installSvgPointer();
      const valueFormatter = vi.fn(
        (value: number | null, context: { dataIndex: number }) => `${value} #${context.dataIndex}`,
      );
      const { container } = render(
        <BarChart
          {...SIZE}
          xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb'] }]}
          series={[{ data: [1, 2], valueFormatter }]}
        />,
      );
      pointAt(container.querySelector('svg')!, 300, 150);
      expect(document.querySelector('.MuiChartsTooltip-root')!.textContent).toContain('2 #1');
    },
  );

  const styled = () =>
    render(
      <LineChart
        {...SIZE}
        xAxis={[
          {
            data: [1, 2],
            label: 'X title',
            stroke: 'rgb(255, 0, 0)',
            fill: 'rgb(255, 0, 0)',
            sx: { '& .MuiChartsAxis-line': { stroke: 'rgb(0, 0, 255)' } },
          } as object,
        ]}
        series={[{ data: [1, 2] }]}
      />,
    ).container;

  claim('Removes the tick marks (labels stay)', () => {
    const root = render(
      <LineChart {...SIZE} yAxis={[{ disableLine: true, disableTicks: true }]} series={[{ data: [1, 2] }]} />,
    ).container;
    expect(axis(root, 'left')!.querySelectorAll('.MuiChartsAxis-line, .MuiChartsAxis-tick')).toHaveLength(0);
    expect(labels(root, 'left').length).toBeGreaterThan(0);
    expect(axis(root, 'bottom')!.querySelectorAll('.MuiChartsAxis-line')).toHaveLength(1);
  });

  claim('Length of the tick marks, `6` by default', () => {
    const root = render(<LineChart {...SIZE} yAxis={[{ tickSize: 10 }]} series={[{ data: [1, 2] }]} />).container;
    expect(axis(root, 'bottom')!.querySelector('.MuiChartsAxis-tick')!.getAttribute('y2')).toBe('6');
    expect(axis(root, 'left')!.querySelector('.MuiChartsAxis-tick')!.getAttribute('x2')).toBe('-10');
  });

  claim('Leaves this axis value out of the tooltip', () => {
    installSvgPointer();
    const root = render(
      <div>
        <BarChart
          {...SIZE}
          xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb'], hideTooltip: true }]}
          series={[{ data: [1, 2], label: 'S' }]}
        />
      </div>,
    ).container;
    pointAt(root.querySelector('svg')!, 300, 150);
    const tooltip = document.querySelector('.MuiChartsTooltip-root')!;
    expect(tooltip.textContent).toContain('S');
    expect(tooltip.textContent).not.toContain('Feb');
  });

  claim('The same props, except `hideTooltip`, can be passed to `ChartsXAxis` and `ChartsYAxis`', () => {
    const table = ['disableLine', 'disableTicks', 'tickSize', 'sx'];
    for (const component of [ChartsXAxis, ChartsYAxis]) {
      const props = Object.keys((component as unknown as { propTypes: object }).propTypes);
      expect(table.filter((prop) => !props.includes(prop))).toEqual([]);
      expect(props).not.toContain('hideTooltip');
    }
    const root = render(
      <ChartContainer
        {...SIZE}
        xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]}
        series={[{ type: 'bar', data: [1, 2] }]}
      >
        <ChartsXAxis disableLine tickSize={10} />
      </ChartContainer>,
    ).container;
    expect(axis(root, 'bottom')!.querySelector('.MuiChartsAxis-line')).toBeNull();
    expect(axis(root, 'bottom')!.querySelector('.MuiChartsAxis-tick')!.getAttribute('y2')).toBe('10');
  });

  const oneAxisOnly = () => {
    const root = styled();
    expect(getComputedStyle(axis(root, 'bottom')!.querySelector('.MuiChartsAxis-line')!).stroke).toBe('rgb(0, 0, 255)');
    expect(getComputedStyle(axis(root, 'left')!.querySelector('.MuiChartsAxis-line')!).stroke).not.toBe(
      'rgb(0, 0, 255)',
    );
  };
  claim('Styles for this axis only', oneAxisOnly);
  claim('Put the rules in the `sx` of one axis configuration to style only that axis', oneAxisOnly);

  claim(
    'The axis types also declare `stroke` and `fill` props, but 7.21.0 never reads them: they change nothing.',
    () => {
      const root = styled();
      const label = axis(root, 'bottom')!.querySelector('.MuiChartsAxis-tickLabel')!;
      expect(root.innerHTML).not.toContain('255, 0, 0');
      expect(getComputedStyle(label).fill).not.toBe('rgb(255, 0, 0)');
    },
  );

  claim("Tick labels, ticks and the line use the theme's primary text colour", () => {
    const root = styled();
    const label = axis(root, 'left')!.querySelector('.MuiChartsAxis-tickLabel')!;
    expect(getComputedStyle(label).fill).toBe('rgba(0, 0, 0, 0.87)');
  });
});

describe('position, multiple axes and composition', () => {
  claim(
    'By default the first x-axis is drawn at the bottom and the first y-axis on the left; top and right are empty.',
    () => {
      const root = render(
        <LineChart
          {...SIZE}
          xAxis={[
            { data: [1, 2], id: 'x1' },
            { data: [10, 20], id: 'x2' },
          ]}
          yAxis={[{ id: 'y1' }, { id: 'y2', min: 500, max: 600 }]}
          series={[{ data: [1, 2] }]}
        />,
      ).container;
      expect(root.querySelectorAll('.MuiChartsAxis-root')).toHaveLength(2);
      expect(labels(root, 'bottom')[0]).toBe('1.0');
      expect(labels(root, 'left')).not.toContain('500');
      expect(axis(root, 'top')).toBeNull();
      expect(axis(root, 'right')).toBeNull();
    },
  );

  claim(
    'Hiding an axis only removes its drawing: the scale still positions the data, and the chart margin stays',
    () => {
      const root = render(
        <LineChart {...SIZE} leftAxis={null} bottomAxis={null} series={[{ data: [1, 2] }]} />,
      ).container;
      expect(root.querySelectorAll('.MuiChartsAxis-root')).toHaveLength(0);
      expect(markXs(root)).toEqual([50, 450]);
    },
  );

  claim('Series without an id use the first axis of each direction.', () => {
    const root = render(
      <LineChart
        {...SIZE}
        xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
        yAxis={[
          { id: 'small', min: 0, max: 10 },
          { id: 'big', min: 0, max: 1000 },
        ]}
        series={[{ data: [5, 5] }, { data: [5, 5], yAxisId: 'big' }]}
        rightAxis="big"
      />,
    ).container;
    const ys = [...root.querySelectorAll('.MuiLineElement-root')].map(
      (path) => path.getAttribute('d')!.split(',')[1]!.split('L')[0],
    );
    // 5 of 10 is mid-height (150); 5 of 1000 is at the floor (249).
    expect(ys.map((y) => Math.round(Number(y)))).toEqual([150, 249]);
    expect(labels(root, 'right')).toContain('1,000');
  });

  claim('since `BarChart` only draws bars and `LineChart` only lines', () => {
    const root = render(
      <BarChart
        {...SIZE}
        xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]}
        series={[{ data: [1, 2], type: 'line' } as object as { data: number[] }]}
      />,
    ).container;
    // A series of another type is not drawn at all.
    expect(root.querySelectorAll('.MuiBarElement-root, .MuiLineElement-root')).toHaveLength(0);
  });

  claim('In a composed chart, the container holds the axis configurations and draws no axis by itself', () => {
    const root = render(
      <ChartContainer
        {...SIZE}
        xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
        series={[{ type: 'line', data: [1, 2] }]}
      >
        <LinePlot />
      </ChartContainer>,
    ).container;
    expect(root.querySelectorAll('.MuiLineElement-root')).toHaveLength(1);
    expect(root.querySelectorAll('.MuiChartsAxis-root')).toHaveLength(0);
  });
});

describe('reverse, range, grid and reference lines', () => {
  claim('It works on every scale type.', () => {
    for (const scaleType of ['band', 'point', 'linear', 'log', 'sqrt', 'utc'] as const) {
      const data =
        scaleType === 'utc'
          ? [new Date(0), new Date(86_400_000)]
          : scaleType === 'band' || scaleType === 'point'
            ? ['a', 'b']
            : [1, 10];
      const root = render(
        <ScatterChart
          {...SIZE}
          xAxis={[{ scaleType, data, reverse: true, tickInterval: data }]}
          series={[{ data: [{ id: 1, x: 1, y: 1 }] }]}
        />,
      ).container;
      const positions = ticks(root, 'bottom');
      expect(positions[0]!, scaleType).toBeGreaterThan(positions.at(-1)!);
      cleanup();
    }
  });

  claim('Charts do not flip the x-axis in right-to-left layouts by themselves.', () => {
    const root = render(
      <div dir="rtl">
        <LineChart {...SIZE} series={[{ data: [1, 2] }]} />
      </div>,
    ).container;
    expect(markXs(root)).toEqual([50, 450]);
  });

  claim('In bar and line charts, anything outside the range is clipped at the edge of the drawing area.', () => {
    const root = render(<LineChart {...SIZE} yAxis={[{ min: 0, max: 5 }]} series={[{ data: [1, 10] }]} />).container;
    // The plot's clip path (the line also has one of its own, for its entry animation).
    const clipped = root.querySelector('.MuiLineElement-root')!.closest('[clip-path$="-clip-path)"]')!;
    const clipId = /url\(#(.+)\)/.exec(clipped.getAttribute('clip-path')!)![1]!;
    const rect = root.querySelector(`clipPath[id="${clipId}"] rect`)!;
    expect([
      rect.getAttribute('x'),
      rect.getAttribute('y'),
      rect.getAttribute('width'),
      rect.getAttribute('height'),
    ]).toEqual(['50', '50', '400', '200']);
    expect(labels(root, 'left').at(-1)).toBe('5');
  });

  claim('The grid follows the first axis of each direction.', () => {
    const root = render(
      <LineChart
        {...SIZE}
        grid={{ vertical: true, horizontal: true }}
        xAxis={[
          { data: [0, 4], tickNumber: 3 },
          { id: 'other', data: [0, 1000] },
        ]}
        yAxis={[{ min: 0, max: 10, tickNumber: 3 }]}
        series={[{ data: [1, 2] }]}
      />,
    ).container;
    expect(root.querySelectorAll('.MuiChartsGrid-verticalLine')).toHaveLength(ticks(root, 'bottom').length);
    expect(root.querySelectorAll('.MuiChartsGrid-horizontalLine')).toHaveLength(ticks(root, 'left').length);
  });

  claim("On a `'band'` axis the line sits where the category's bars start", () => {
    // The band of 'b' runs from its tick at 250 to 450; its bars (gap 0.2) start 20 px in.
    const root = render(
      <BarChart {...SIZE} xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]} series={[{ data: [1, 2] }]}>
        <ChartsReferenceLine x="b" />
      </BarChart>,
    ).container;
    expect(root.querySelector('.MuiChartsReferenceLine-line')!.getAttribute('d')).toMatch(/^M 270 /);
  });

  claim('Set exactly one of the two: the component throws if both or neither are set.', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chart = (line: React.ReactNode) =>
      render(
        <LineChart {...SIZE} series={[{ data: [1, 2] }]}>
          {line}
        </LineChart>,
      );
    // The types reject both cases too; the claim is what happens at run time.
    // @ts-expect-error both x and y
    expect(() => chart(<ChartsReferenceLine x={1} y={1} />)).toThrow();
    // @ts-expect-error neither x nor y
    expect(() => chart(<ChartsReferenceLine />)).toThrow();
    vi.restoreAllMocks();
  });

  claim(
    'A value that the axis cannot place, such as a category that is not in its `data`, draws nothing and logs an error',
    () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const root = render(
        <BarChart {...SIZE} xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]} series={[{ data: [1, 2] }]}>
          <ChartsReferenceLine x="z" />
        </BarChart>,
      ).container;
      expect(root.querySelectorAll('.MuiChartsReferenceLine-line')).toHaveLength(0);
      expect(consoleError).toHaveBeenCalled();
      vi.restoreAllMocks();
    },
  );
});
