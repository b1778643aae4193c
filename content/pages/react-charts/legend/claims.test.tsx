import { cleanup, fireEvent, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ContinuousColorLegend,
  legendClasses,
  PiecewiseColorLegend,
  type PiecewiseColorLegendProps,
} from '@mui/x-charts/ChartsLegend';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

const SIZE = { width: 500, height: 300, skipAnimation: true };
const BAND = [{ scaleType: 'band' as const, data: ['a', 'b'] }];
const labelled = [
  { id: 'p', data: [1, 2], label: 'P' },
  { id: 'q', data: [3, 4], label: 'Q' },
  { id: 'r', data: [5, 6] },
];
const items = (root: Element) => [...root.querySelectorAll('.MuiChartsLegend-series')];
const itemLabels = (root: Element) => items(root).map((item) => item.querySelector('text')!.textContent);
/** An item's `translate(x y)`. */
const place = (item: Element) =>
  item
    .getAttribute('transform')!
    .match(/[-\d.]+/g)!
    .map(Number);
const legendRoot = (root: Element) => root.querySelector('.MuiChartsLegend-root')!;
const rtl = createTheme({ direction: 'rtl' });

afterEach(cleanup);

describe('items and placement', () => {
  claim('draws a legend with one item per labelled series, or per slice for a pie', () => {
    const { container } = render(
      <div>
        <BarChart {...SIZE} xAxis={BAND} series={labelled} />
        <LineChart {...SIZE} xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]} series={labelled} />
        <ScatterChart
          {...SIZE}
          series={[{ data: [{ id: 1, x: 1, y: 1 }], label: 'S' }, { data: [{ id: 2, x: 2, y: 2 }] }]}
        />
        <PieChart {...SIZE} series={[{ data: [{ value: 1, label: 'A' }, { value: 2, label: 'B' }, { value: 3 }] }]} />
      </div>,
    );
    const [bar, line, scatter, pie] = container.querySelectorAll('svg');
    expect(itemLabels(bar!)).toEqual(['P', 'Q']);
    expect(itemLabels(line!)).toEqual(['P', 'Q']);
    expect(itemLabels(scatter!)).toEqual(['S']);
    expect(itemLabels(pie!)).toEqual(['A', 'B']);
  });

  claim(
    "A label can be a string or a function that receives the location where it is shown (`'legend'` or `'tooltip'`",
    () => {
      const label = vi.fn((location: string) => `P (${location})`);
      const { container } = render(<BarChart {...SIZE} xAxis={BAND} series={[{ data: [1, 2], label }]} />);
      expect(itemLabels(container)).toEqual(['P (legend)']);
    },
  );

  claim('The older `legend` prop still works in 7.21.0 but is deprecated.', () => {
    const { container } = render(<BarChart {...SIZE} xAxis={BAND} series={labelled} legend={{ hidden: true }} />);
    expect(items(container)).toHaveLength(0);
  });

  claim('The defaults differ per chart: cartesian charts put a row at the top centre', () => {
    const { container } = render(
      <div>
        <BarChart {...SIZE} xAxis={BAND} series={labelled} />
        <PieChart
          {...SIZE}
          series={[
            {
              data: [
                { value: 1, label: 'A' },
                { value: 2, label: 'B' },
              ],
            },
          ]}
        />
        <ThemeProvider theme={rtl}>
          <div dir="rtl">
            <PieChart
              {...SIZE}
              series={[
                {
                  data: [
                    { value: 1, label: 'A' },
                    { value: 2, label: 'B' },
                  ],
                },
              ]}
            />
          </div>
        </ThemeProvider>
      </div>,
    );
    const [bar, pie, rtlPie] = container.querySelectorAll('svg');
    // A row: same y, growing x, centred around 250, near the top.
    const [[x1, y1], [x2, y2]] = items(bar!).map(place) as [number[], number[]];
    expect(y1).toBe(y2);
    expect(x1).toBeLessThan(x2!);
    expect(x1! + x2!).toBeLessThan(520);
    expect(x1! + x2!).toBeGreaterThan(400);
    expect(y1).toBeLessThan(50);
    // A column on the right for a pie, on the left in RTL.
    const [[px1, py1], [px2, py2]] = items(pie!).map(place) as [number[], number[]];
    expect(px1).toBe(px2);
    expect(py1).toBeLessThan(py2!);
    expect(px1).toBeGreaterThan(400);
    expect(
      items(rtlPie!)
        .map(place)
        .map(([x]) => x)
        .every((x) => x! < 100),
    ).toBe(true);
  });

  claim(
    'in right-to-left layouts its items are mirrored (mark on the right, items laid out from right to left)',
    () => {
      const { container } = render(
        <ThemeProvider theme={rtl}>
          <div dir="rtl">
            <BarChart {...SIZE} xAxis={BAND} series={labelled} />
          </div>
        </ThemeProvider>,
      );
      const [first, second] = items(container);
      expect(place(first!)[0]).toBeGreaterThan(place(second!)[0]!);
      const markX = Number(first!.querySelector('.MuiChartsLegend-mark')!.getAttribute('x'));
      const textX = Number(first!.querySelector('text')!.getAttribute('x'));
      expect(markX).toBeGreaterThan(textX);
    },
  );

  claim("`direction` lays items out in a `'row'` or a `'column'`", () => {
    const legend = { direction: 'column', position: { vertical: 'bottom', horizontal: 'left' } } as const;
    const { container } = render(<BarChart {...SIZE} xAxis={BAND} series={labelled} slotProps={{ legend }} />);
    const [[x1, y1], [x2, y2]] = items(container).map(place) as [number[], number[]];
    expect(x1).toBe(x2);
    expect(y1).toBeLessThan(y2!);
    expect(x1).toBeLessThan(50);
    expect(y2).toBeGreaterThan(250);
  });

  claim('The legend does not reserve room for itself: it is drawn over whatever is at that place.', () => {
    const { container } = render(
      <div>
        <BarChart {...SIZE} xAxis={BAND} series={labelled} />
        <BarChart {...SIZE} xAxis={BAND} series={labelled} slotProps={{ legend: { hidden: true } }} />
      </div>,
    );
    const [shown, hidden] = container.querySelectorAll('svg');
    const plot = (svg: Element) => svg.querySelector('clipPath rect')!.outerHTML;
    expect(plot(shown!)).toBe(plot(hidden!));
  });

  claim('Set `hidden: true` in the legend slot props.', () => {
    const { container } = render(
      <BarChart {...SIZE} xAxis={BAND} series={labelled} slotProps={{ legend: { hidden: true } }} />,
    );
    expect(container.querySelectorAll('.MuiChartsLegend-root')).toHaveLength(0);
  });
});

describe('dimensions and labels', () => {
  claim('Default', () => {
    const { container } = render(
      <BarChart
        {...SIZE}
        xAxis={BAND}
        series={labelled}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'left' } } }}
      />,
    );
    const [first, second] = items(container);
    const mark = first!.querySelector('.MuiChartsLegend-mark')!;
    expect([mark.getAttribute('width'), mark.getAttribute('height')]).toEqual(['20', '20']);
    // Label 5 px after the mark.
    expect(first!.querySelector('text')!.getAttribute('x')).toBe('25');
    // jsdom measures text at 0 px: the next item starts after mark, gap and the 10 px item gap; 10 px padding from the edge.
    expect(place(second!)[0]! - place(first!)[0]!).toBe(35);
    expect(place(first!)[0]).toBe(10);
  });

  const labelStyleChecks = () => {
    const { container } = render(
      <ThemeProvider theme={createTheme({ palette: { text: { primary: 'rgb(1, 2, 3)' } } })}>
        <BarChart
          {...SIZE}
          xAxis={BAND}
          series={[...labelled.slice(0, 1), { data: [1, 2], label: 'two\nlines' }]}
          slotProps={{ legend: { labelStyle: { fontWeight: 700 } } }}
        />
      </ThemeProvider>,
    );
    const texts = items(container).map((item) => item.querySelector('text')!);
    for (const text of texts) {
      // subtitle1 (1rem, 0.00938em), the primary text colour, and the override.
      expect(text.style.fontSize).toBe('1rem');
      expect(text.style.letterSpacing).toBe('0.00938em');
      expect(text.style.fill).toBe('rgb(1, 2, 3)');
      expect(text.style.fontWeight).toBe('700');
    }
    expect([...texts[1]!.querySelectorAll('tspan')].map((line) => line.textContent)).toEqual(['two', 'lines']);
  };
  claim('`labelStyle` applies to every legend label.', labelStyleChecks);
  claim("It starts from the theme's `subtitle1` typography and the primary text colour", labelStyleChecks);

  claim('A `\\n` in a label starts a new line.', () => {
    const { container } = render(<BarChart {...SIZE} xAxis={BAND} series={[{ data: [1, 2], label: 'two\nlines' }]} />);
    expect([...container.querySelectorAll('.MuiChartsLegend-series tspan')].map((line) => line.textContent)).toEqual([
      'two',
      'lines',
    ]);
  });

  claim('writes that style inline on the text (font, size, weight and `fill`)', () => {
    const { container } = render(
      <BarChart
        {...SIZE}
        xAxis={BAND}
        series={labelled}
        sx={{ '& .MuiChartsLegend-series text': { fill: 'rgb(255, 0, 0)' } }}
      />,
    );
    const text = container.querySelector<SVGTextElement>('.MuiChartsLegend-series text')!;
    expect(text.getAttribute('style')).toMatch(/font-family.*font-weight.*font-size.*fill/);
    expect(getComputedStyle(text).fill).not.toBe('rgb(255, 0, 0)');
  });

  claim('`root` on the legend, `series` on each item (plus `MuiChartsLegend-series-<id>` for one series)', () => {
    const { container } = render(<BarChart {...SIZE} xAxis={BAND} series={labelled} />);
    expect(container.querySelectorAll(`.${legendClasses.root}`)).toHaveLength(1);
    expect(container.querySelectorAll(`.${legendClasses.series}`)).toHaveLength(2);
    expect(container.querySelectorAll('.MuiChartsLegend-series-q')).toHaveLength(1);
    expect(container.querySelectorAll(`.${legendClasses.mark}`)).toHaveLength(2);
    const background = container.querySelector(`.${legendClasses.itemBackground}`)!;
    expect(background.getAttribute('fill')).toBe('transparent');
  });

  claim('Two declared keys are not reliable in 7.21.0', () => {
    const column = { direction: 'column' } as const;
    const { container } = render(
      <div>
        <BarChart {...SIZE} xAxis={BAND} series={labelled} slotProps={{ legend: column }} />
        <BarChart {...SIZE} xAxis={BAND} series={labelled} legend={column} />
      </div>,
    );
    const [slot, prop] = container.querySelectorAll('svg');
    expect(container.querySelectorAll(`.${legendClasses.label}`)).toHaveLength(0);
    // Laid out as a column either way, but only the deprecated prop changes the class.
    expect(place(items(slot!)[0]!)[0]).toBe(place(items(slot!)[1]!)[0]);
    expect(legendRoot(slot!).getAttribute('class')).toContain(legendClasses.row);
    expect(legendRoot(prop!).getAttribute('class')).toContain(legendClasses.column);
  });
});

describe('colour legends', () => {
  const scatter = (children: React.ReactNode, zAxis: object[], width = 500) =>
    render(
      <ScatterChart {...SIZE} width={width} series={[{ data: [{ id: 1, x: 1, y: 1, z: 1 }] }]} zAxis={zAxis}>
        {children}
      </ScatterChart>,
    ).container;
  const position = { vertical: 'top', horizontal: 'middle' } as const;

  claim(
    "Useful props: `direction`, `position`, `length` (px or a percentage of the SVG, default `'50%'`), `thickness` (default `5`)",
    () => {
      const valueFormatter = vi.fn((value: number, context: { location: string }) => `${value}° ${context.location}`);
      const root = scatter(<ContinuousColorLegend axisDirection="z" direction="row" position={position} />, [
        { colorMap: { type: 'continuous', min: 0, max: 10, color: ['#000', '#fff'] }, valueFormatter },
      ]);
      const bar = root.querySelector('rect[fill^="url("]')!;
      expect([bar.getAttribute('width'), bar.getAttribute('height')]).toEqual(['250', '5']);
      expect([...root.querySelectorAll('text tspan')].map((t) => t.textContent).slice(-2)).toEqual([
        '0° legend',
        '10° legend',
      ]);
    },
  );

  claim('By default each label shows the bounds of the piece', () => {
    const labelFormatter = vi.fn((piece: Parameters<NonNullable<PiecewiseColorLegendProps['labelFormatter']>>[0]) =>
      piece.min === null ? null : `${piece.min}–${piece.max ?? '∞'}`,
    );
    const piecewise = [{ colorMap: { type: 'piecewise', thresholds: [0, 10], colors: ['red', 'green', 'blue'] } }];
    // The piecewise legend's items carry no legend classes in 7.21.0 (their class reads `undefined-<label>`).
    const labels = (root: Element) =>
      [...root.querySelectorAll('rect[fill="transparent"] ~ text')].map((text) => text.textContent);
    expect(
      labels(scatter(<PiecewiseColorLegend axisDirection="z" direction="row" position={position} />, piecewise)),
    ).toEqual(['<0', '0-10', '>10']);
    cleanup();
    expect(
      labels(
        scatter(
          <PiecewiseColorLegend
            axisDirection="z"
            direction="row"
            position={position}
            labelFormatter={labelFormatter}
          />,
          piecewise,
        ),
      ),
    ).toEqual(['0–10', '10–∞']);
    expect(labelFormatter.mock.calls[0]![0]).toEqual({ min: null, max: 0, formattedMin: null, formattedMax: '0' });
    cleanup();
    expect(
      labels(
        scatter(
          <PiecewiseColorLegend axisDirection="z" direction="row" position={position} hideFirst hideLast />,
          piecewise,
        ),
      ),
    ).toEqual(['0-10']);
  });
});

describe('clicks', () => {
  claim('7.21.0 reports clicks on legend items through `onItemClick` in the legend slot props', () => {
    const onItemClick = vi.fn();
    const { container } = render(
      <div>
        <BarChart
          {...SIZE}
          xAxis={BAND}
          colors={['rgb(1, 1, 1)', 'rgb(2, 2, 2)']}
          series={labelled}
          slotProps={{ legend: { onItemClick } }}
        />
        <PieChart
          {...SIZE}
          series={[{ id: 'pie', data: [{ id: 's', value: 1, label: 'A' }] }]}
          slotProps={{ legend: { onItemClick } }}
        />
      </div>,
    );
    const [bar, pie] = container.querySelectorAll('svg');
    fireEvent.click(bar!.querySelectorAll(`.${legendClasses.itemBackground}`)[1]!);
    expect(onItemClick.mock.calls[0]!.slice(1)).toEqual([
      { type: 'series', seriesId: 'q', color: 'rgb(2, 2, 2)', label: 'Q' },
      1,
    ]);
    fireEvent.click(pie!.querySelector(`.${legendClasses.itemBackground}`)!);
    expect(onItemClick.mock.calls[1]![1]).toMatchObject({ type: 'series', seriesId: 'pie', itemId: 's', label: 'A' });
  });

  claim(
    '`PiecewiseColorLegend` has its own `onItemClick`, whose item carries the `minValue` and `maxValue` of the piece.',
    () => {
      const onItemClick = vi.fn();
      const { container } = render(
        <ScatterChart
          {...SIZE}
          series={[{ data: [{ id: 1, x: 1, y: 1, z: 1 }] }]}
          zAxis={[{ colorMap: { type: 'piecewise', thresholds: [0, 10], colors: ['red', 'green', 'blue'] } }]}
        >
          <PiecewiseColorLegend
            axisDirection="z"
            direction="row"
            position={{ vertical: 'top', horizontal: 'middle' }}
            onItemClick={onItemClick}
          />
        </ScatterChart>,
      );
      fireEvent.click(container.querySelectorAll('rect[fill="transparent"]')[1]!);
      expect(onItemClick.mock.calls[0]![1]).toMatchObject({ minValue: 0, maxValue: 10 });
    },
  );

  claim('clicking does nothing by itself', () => {
    const { container } = render(<BarChart {...SIZE} xAxis={BAND} series={labelled} />);
    fireEvent.click(container.querySelectorAll(`.${legendClasses.itemBackground}`)[0]!);
    expect(container.querySelectorAll('.MuiBarElement-series-p')).toHaveLength(2);
    expect(container.querySelector(`.${legendClasses.itemBackground}`)!.tagName).toBe('rect');
    expect(container.querySelector(`.${legendClasses.itemBackground}`)!.getAttribute('tabindex')).toBeNull();
  });
});

describe('padding given as an object', () => {
  // Settled by rendering and reading `getStandardizedPadding` in
  // node_modules/@mui/x-charts/ChartsLegend/LegendPerItem.js: a number fills the four sides, an object is spread over
  // `{ left: 0, right: 0, top: 0, bottom: 0 }`.
  claim('sides left out of the object are `0`, not `10`', () => {
    const { container } = render(
      <div>
        <BarChart
          {...SIZE}
          xAxis={BAND}
          series={labelled}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'left' }, padding: { top: 20 } } }}
        />
        <BarChart
          {...SIZE}
          xAxis={BAND}
          series={labelled}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'left' }, padding: 20 } }}
        />
      </div>,
    );
    const [partial, whole] = [...container.querySelectorAll('.MuiChartsLegend-root')].map(
      (root) => place(root.querySelector('.MuiChartsLegend-series')!)[0],
    );
    // The left side: 0 with `{ top: 20 }`, 20 with `20`.
    expect([partial, whole]).toEqual([0, 20]);
  });
});

describe('what PiecewiseColorLegend needs', () => {
  claim('and needs `direction` and `position`', () => {
    const piecewise = [{ colorMap: { type: 'piecewise', thresholds: [0, 10], colors: ['red', 'green', 'blue'] } }];
    const chart = (legend: React.ReactNode) => (
      <ScatterChart {...SIZE} series={[{ data: [{ id: 1, x: 1, y: 1, z: 1 }] }]} zAxis={piecewise as never}>
        {legend}
      </ScatterChart>
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Without `position`, rendering throws.
    // @ts-expect-error `position` is required by the types too.
    expect(() => render(chart(<PiecewiseColorLegend axisDirection="z" direction="row" />))).toThrow(/horizontal/);
    cleanup();
    // Without `direction`, every item is drawn at the same place.
    const { container } = render(
      // @ts-expect-error `direction` is required by the types too.
      chart(<PiecewiseColorLegend axisDirection="z" position={{ vertical: 'top', horizontal: 'left' }} />),
    );
    const places = [...container.querySelectorAll('rect[fill="transparent"]')].map((rect) =>
      rect.parentElement!.getAttribute('transform'),
    );
    expect(places).toHaveLength(3);
    expect(new Set(places).size).toBe(1);
    vi.restoreAllMocks();
  });
});
