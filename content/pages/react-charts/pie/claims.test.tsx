import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import PieArcLabels from './demos/PieArcLabels';

const SIZE = { width: 500, height: 300, skipAnimation: true };
const SLICES = [
  { id: 'a', value: 1, label: 'A' },
  { id: 'b', value: 3, label: 'B' },
];
const arcs = (root: Element) => [...root.querySelectorAll<SVGPathElement>('.MuiPieArc-root')];
const tooltip = () => document.querySelector('.MuiChartsTooltip-root');
/** Renders, then waits a frame: the arcs take their final shape on the first frame even with `skipAnimation`. */
const renderPie = async (element: React.ReactElement) => {
  const { container } = render(element);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
};
/** The outer radius of an arc, from the first arc command of its path. */
const radius = (arc: Element) => Math.round(Number(/A([\d.]+),/.exec(arc.getAttribute('d')!)![1]));

beforeAll(installSvgPointer);
afterEach(cleanup);

describe('basics and shape', () => {
  claim('There are no axes: the chart hides them by default.', async () => {
    const root = await renderPie(<PieChart {...SIZE} series={[{ data: SLICES }]} />);
    expect(arcs(root)).toHaveLength(2);
    expect(root.querySelectorAll('.MuiChartsAxis-root')).toHaveLength(0);
  });

  claim('Unlike the cartesian charts, `PieChart` does not read `dataset`', () => {
    // A series that names a field of the dataset has no slices: the chart fails on its missing `data`.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(<PieChart {...SIZE} dataset={[{ value: 1 }, { value: 2 }]} series={[{ dataKey: 'value' } as never]} />),
    ).toThrow(TypeError);
    vi.restoreAllMocks();
  });

  claim(
    'By default the legend sits on the right, in a column, and the chart keeps a 100 px right `margin` for it.',
    async () => {
      const root = await renderPie(<PieChart {...SIZE} series={[{ data: SLICES }]} />);
      expect(root.querySelector('.MuiChartsLegend-root')!.getAttribute('class')).toContain('MuiChartsLegend-column');
      // Drawing area from x 5 to 400 (margins 5 and 100): the centre is at 202.5, the radius half of the 290 px height.
      expect(root.querySelector('g[transform^="translate"]')!.getAttribute('transform')).toBe('translate(202.5, 150)');
      expect(radius(arcs(root)[0]!)).toBe(145);
      const legendX = Number(
        /translate\(([\d.]+)/.exec(root.querySelector('.MuiChartsLegend-series')!.getAttribute('transform')!)![1],
      );
      expect(legendX).toBeGreaterThan(400);
    },
  );

  claim('Default', async () => {
    // Radii as percentages of the largest radius (145 px), centre as percentages of the drawing area, angles clockwise
    // from 12 o'clock: the first slice of a full pie starts straight up.
    const root = await renderPie(
      <div>
        <PieChart {...SIZE} series={[{ data: SLICES }]} />
        <PieChart
          {...SIZE}
          series={[{ data: SLICES, innerRadius: '50%', outerRadius: '80%', startAngle: -90, endAngle: 90, cx: 100 }]}
        />
        <PieChart {...SIZE} series={[{ data: SLICES, sortingValues: 'desc' }]} />
      </div>,
    );
    const [full, half, sorted] = root.querySelectorAll('svg');
    expect(arcs(full!).map((arc) => arc.getAttribute('d'))).toEqual([
      'M0,-145A145,145,0,0,1,145,0L0,0Z',
      'M145,0A145,145,0,1,1,0,-145L0,0Z',
    ]);
    // A half donut from 9 o'clock to 3 o'clock, 72.5 to 116 px, centred 100 px from the left of the drawing area.
    const [first] = arcs(half!);
    expect(first!.getAttribute('d')).toMatch(/^M-116,0A116,116,0,0,1/);
    expect(first!.getAttribute('d')).toContain('72.5');
    expect(half!.querySelector('g[transform^="translate"]')!.getAttribute('transform')).toBe('translate(105, 150)');
    // Sorted descending: B (3) takes the first three quarters from 12 o'clock, A (1) the last.
    expect(arcs(sorted!).map((arc) => arc.getAttribute('d'))).toEqual([
      'M-145,0A145,145,0,0,1,0,-145L0,0Z',
      'M0,-145A145,145,0,1,1,-145,0L0,0Z',
    ]);
  });
});

describe('labels', () => {
  claim(
    "Thin slices can't hold a label: `arcLabelMinAngle` (in degrees) skips the label of any slice narrower than that.",
    async () => {
      const root = await renderPie(
        <PieChart
          {...SIZE}
          series={[{ data: [{ value: 1 }, { value: 8 }, { value: 27 }], arcLabel: 'value', arcLabelMinAngle: 30 }]}
        />,
      );
      // 1/36 of the circle is 10°: its label element stays, empty.
      expect([...root.querySelectorAll('.MuiPieArcLabel-root')].map((label) => label.textContent)).toEqual([
        '',
        '8',
        '27',
      ]);
    },
  );

  claim(
    "`valueFormatter` receives the slice object (`item.value`, not a number) and its result is used by the tooltip and by `arcLabel: 'formattedValue'`",
    async () => {
      const valueFormatter = vi.fn((item: { value: number }) => `${item.value} %`);
      const root = await renderPie(
        <PieChart {...SIZE} series={[{ data: SLICES, valueFormatter, arcLabel: 'formattedValue' }]} />,
      );
      expect(valueFormatter.mock.calls[0]![0]).toMatchObject({ value: 1 });
      expect([...root.querySelectorAll('.MuiPieArcLabel-root')].map((label) => label.textContent)).toEqual([
        '1 %',
        '3 %',
      ]);
      pointAt(root.querySelector('svg')!, 150, 150);
      fireEvent.pointerEnter(arcs(root)[1]!);
      expect(tooltip()!.textContent).toContain('3 %');
    },
  );

  claim("Arc labels use the theme's primary text colour by default.", async () => {
    const root = await renderPie(
      <ThemeProvider theme={createTheme({ palette: { text: { primary: 'rgb(1, 2, 3)' } } })}>
        <PieChart {...SIZE} series={[{ data: SLICES, arcLabel: 'value' }]} />
      </ThemeProvider>,
    );
    expect(getComputedStyle(root.querySelector('.MuiPieArcLabel-root')!).fill).toBe('rgb(1, 2, 3)');
  });

  claim(
    'the demo draws white labels through the `MuiPieArcLabel-root` class and gives the slices dark colours',
    async () => {
      setResponsiveChartWidth(500);
      const root = await renderPie(<PieArcLabels />);
      const labels = [...root.querySelectorAll('.MuiPieArcLabel-root')];
      expect(labels.length).toBeGreaterThan(0);
      labels.forEach((label) => expect(getComputedStyle(label).fill).toBe('#fff'));
      vi.restoreAllMocks();
    },
  );
});

describe('highlight', () => {
  const hovered = async (options: object) => {
    const root = await renderPie(
      <PieChart
        {...SIZE}
        series={[
          { data: [{ value: 1 }, { value: 1 }], highlightScope: { highlight: 'item', fade: 'global' }, ...options },
        ]}
      />,
    );
    fireEvent.pointerEnter(arcs(root)[0]!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    return arcs(root);
  };

  claim('Without a `faded` option, faded slices shrink by 5 px (`{ additionalRadius: -5 }`)', async () => {
    const [highlighted, faded] = await hovered({});
    expect([radius(highlighted!), radius(faded!)]).toEqual([145, 140]);
    expect([highlighted!.style.opacity, faded!.style.opacity]).toEqual(['1', '0.3']);
    const [, kept] = await hovered({ faded: { additionalRadius: 0 } });
    expect(radius(kept!)).toBe(145);
    expect(kept!.style.opacity).toBe('0.3');
  });

  claim('`additionalRadius` (added to the outer radius, ignored when `outerRadius` is set)', async () => {
    const [grown, shrunk] = await hovered({
      highlighted: { additionalRadius: 8 },
      faded: { additionalRadius: -8, color: 'gray' },
    });
    expect([radius(grown!), radius(shrunk!)]).toEqual([153, 137]);
    expect(shrunk!.style.fill).toBe('gray');
    const [fixed] = await hovered({ highlighted: { additionalRadius: 8, outerRadius: 100 } });
    expect(radius(fixed!)).toBe(100);
  });

  claim('A highlighted arc gets the `pieArcClasses.highlighted` class', async () => {
    const root = await renderPie(
      <PieChart
        {...SIZE}
        series={[{ data: SLICES, arcLabel: 'value', highlightScope: { highlight: 'item', fade: 'global' } }]}
      />,
    );
    fireEvent.pointerEnter(arcs(root)[1]!);
    expect(root.querySelectorAll('.MuiPieArc-highlighted, .MuiPieArcLabel-highlighted')).toHaveLength(2);
    expect(root.querySelectorAll('.MuiPieArc-faded, .MuiPieArcLabel-faded')).toHaveLength(2);
  });

  claim("It can't change an arc's `fill` or `opacity`, nor a label's `opacity`", async () => {
    const root = await renderPie(
      <PieChart
        {...SIZE}
        series={[{ data: SLICES, arcLabel: 'value', highlightScope: { highlight: 'item', fade: 'global' } }]}
        sx={{
          '& .MuiPieArc-faded': { fill: 'rgb(0, 0, 0)', opacity: 0.1 },
          '& .MuiPieArcLabel-faded': { opacity: 0.1 },
        }}
      />,
    );
    fireEvent.pointerEnter(arcs(root)[1]!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const faded = root.querySelector<SVGElement>('.MuiPieArc-faded')!;
    expect(getComputedStyle(faded).fill).not.toBe('rgb(0, 0, 0)');
    expect(getComputedStyle(faded).opacity).toBe('0.3');
    expect(getComputedStyle(root.querySelector('.MuiPieArcLabel-faded')!).opacity).not.toBe('0.1');
  });
});

describe('clicks and tooltip', () => {
  claim('`onItemClick(event, identifier)` fires when a slice is clicked.', async () => {
    const onItemClick = vi.fn();
    const root = await renderPie(<PieChart {...SIZE} onItemClick={onItemClick} series={[{ id: 'p', data: SLICES }]} />);
    fireEvent.click(arcs(root)[1]!);
    const [, identifier, slice] = onItemClick.mock.calls[0]!;
    expect(identifier).toEqual({ type: 'pie', seriesId: 'p', dataIndex: 1 });
    expect(slice).toMatchObject({
      value: 3,
      label: 'B',
      formattedValue: '3',
      startAngle: Math.PI / 2,
      endAngle: 2 * Math.PI,
    });
    expect(typeof slice.color).toBe('string');
  });

  claim('The tooltip of a pie is triggered by items, so it shows the hovered slice only.', async () => {
    const root = await renderPie(<PieChart {...SIZE} series={[{ data: SLICES }]} />);
    pointAt(root.querySelector('svg')!, 150, 150);
    expect(tooltip()).toBeNull();
    fireEvent.pointerEnter(arcs(root)[1]!);
    expect(tooltip()!.textContent).toContain('B');
    expect(tooltip()!.textContent).not.toContain('A');
  });
});

describe('animation', () => {
  claim('A new slice (including every slice on the first render) opens from the middle of its final angle', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    const { container } = render(<PieChart width={500} height={300} series={[{ data: SLICES }]} />);
    // Before the first frame, slice A (0° to 90°) is a zero-width wedge pointing at 45°, slice B (90° to 360°) at 225°
    // (both at half their final radius).
    const [a, b] = arcs(container).map((arc) => arc.getAttribute('d'));
    expect([a, b]).toEqual(['M51.265,-51.265L0,0Z', 'M-51.265,51.265L0,0Z']);
    vi.restoreAllMocks();
  });

  claim(
    'The [accessibility notes on the Styling page](/x/react-charts/styling/#accessibility) cover motion for every chart.',
    () => {
      const styling = fs.readFileSync(path.join(__dirname, '../styling/index.md'), 'utf8');
      const accessibility = styling.slice(styling.indexOf('## Accessibility'));
      expect(accessibility).toMatch(/\*\*Motion\*\*: animations respect the reader's `prefers-reduced-motion` setting/);
    },
  );
});

describe('options read in pixels and degrees', () => {
  const paddingAndCorners = async () => {
    const root = await renderPie(
      <div>
        <PieChart {...SIZE} series={[{ data: SLICES }]} />
        <PieChart {...SIZE} series={[{ data: SLICES, paddingAngle: 10, cornerRadius: 6 }]} />
      </div>,
    );
    const [plain, shaped] = [...root.querySelectorAll('svg')].map((svg) => arcs(svg).map((a) => a.getAttribute('d')));
    // Without them, sharp wedges that meet at 12 o'clock (x 0).
    expect(plain![0]).toBe('M0,-145A145,145,0,0,1,145,0L0,0Z');
    // With them, each arc starts 5° (half the gap) later: sin 5° × 145 ≈ 12.6 px, less the rounding; and its corners
    // are arcs of radius 6.
    expect(shaped![0]).toMatch(/^M12\.\d+,-138\.\d+A6,6,0,0,1,/);
    expect(shaped![1]).toContain('A6,6,0,0,1');
  };
  claim('Gap between two slices, in degrees', paddingAndCorners);
  claim('Rounds the corners of each arc, in pixels', paddingAndCorners);

  claim("a percentage string such as `'50%'` makes the arc disappear", async () => {
    // The prop types reject the string; React reports it through console.error.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await renderPie(
      <PieChart
        {...SIZE}
        series={[
          {
            data: SLICES,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { outerRadius: 100 },
            faded: { outerRadius: '50%' as never },
          },
        ]}
      />,
    );
    fireEvent.pointerEnter(arcs(root)[0]!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    consoleError.mockRestore();
    const [highlighted, faded] = arcs(root);
    expect(radius(highlighted!)).toBe(100);
    expect(faded!.getAttribute('d')).toBe('M0,0Z');
  });

  claim('An `arcLabelRadius` there is ignored: arc labels stay where the series places them.', async () => {
    // PiePlot hands `highlighted` and `faded` to the arcs only, not to the labels (PiePlot.js, 7.21.0).
    const root = await renderPie(
      <PieChart
        {...SIZE}
        series={[
          {
            data: SLICES,
            arcLabel: 'value',
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { arcLabelRadius: 20 },
            faded: { arcLabelRadius: 30 },
          },
        ]}
      />,
    );
    const positions = () =>
      [...root.querySelectorAll<SVGTextElement>('.MuiPieArcLabel-root')].map((label) => label.style.transform);
    const before = positions();
    fireEvent.pointerEnter(arcs(root)[0]!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(root.querySelectorAll('.MuiPieArcLabel-highlighted, .MuiPieArcLabel-faded')).toHaveLength(2);
    // Both labels stay halfway along the 145 px radius: 72.5 px from the centre, at ±51.27 px on each axis.
    expect(positions()).toEqual(before);
    expect(before[0]).toMatch(/^translate3d\(51\.26\d+px,-51\.26\d+px/);
  });

  claim("a function of the location (`'legend'`, `'tooltip'` or `'arc'`) that returns it", async () => {
    const root = await renderPie(
      <PieChart
        {...SIZE}
        series={[{ data: [{ id: 'x', value: 1, label: (location) => `L-${location}` }], arcLabel: 'label' }]}
      />,
    );
    expect(root.querySelector('.MuiPieArcLabel-root')!.textContent).toBe('L-arc');
    expect(root.querySelector('.MuiChartsLegend-series')!.textContent).toBe('L-legend');
    pointAt(root.querySelector('svg')!, 150, 150);
    fireEvent.pointerEnter(arcs(root)[0]!);
    expect(tooltip()!.textContent).toContain('L-tooltip');
  });
});
