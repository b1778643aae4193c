import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import ScatterClick from './demos/ScatterClick';
import ScatterMarkerSize from './demos/ScatterMarkerSize';

// Drawing area 400 × 200 from (50, 50). Points at (0, 0) and (10, 10) sit in the corners (x 50 / 450, y 250 / 50).
const SIZE = { width: 500, height: 300, margin: { left: 50, right: 50, top: 50, bottom: 50 }, skipAnimation: true };
const AXES = { xAxis: [{ min: 0, max: 10 }], yAxis: [{ min: 0, max: 10 }] };
const CORNERS = [
  { id: 'low', x: 0, y: 0 },
  { id: 'high', x: 10, y: 10 },
];
const tooltip = () => document.querySelector('.MuiChartsTooltip-root');
const radii = (root: Element) => [...root.querySelectorAll('circle')].map((circle) => circle.getAttribute('r'));

beforeAll(installSvgPointer);
afterEach(cleanup);

describe('points and dataset', () => {
  claim('The axes are fitted to the points automatically.', () => {
    const { container } = render(
      <ScatterChart
        {...SIZE}
        series={[
          {
            data: [
              { id: 1, x: 3, y: 40 },
              { id: 2, x: 97, y: 60 },
            ],
          },
        ]}
      />,
    );
    const labels = (side: string) =>
      [...container.querySelectorAll(`.MuiChartsAxis-${side} .MuiChartsAxis-tickLabel`)].map((t) => t.textContent);
    expect([labels('bottom')[0], labels('bottom').at(-1)]).toEqual(['0', '100']);
    expect([labels('left')[0], labels('left').at(-1)]).toEqual(['40', '60']);
  });

  claim('name the fields with the series `datasetKeys`: `x`, `y` and `id` are required', () => {
    const valueFormatter = vi.fn((point: { x: number; y: number }) => `${point.x} m², ${point.y} k€`);
    const { container } = render(
      <ScatterChart
        {...SIZE}
        {...AXES}
        dataset={[{ area: 2, price: 3, key: 'a' }]}
        series={[{ datasetKeys: { x: 'area', y: 'price', id: 'key' }, label: 'Flats', valueFormatter }]}
      />,
    );
    expect(container.querySelector('circle')!.getAttribute('transform')).toBe('translate(130, 190)');
    pointAt(container.querySelector('svg')!, 130, 190);
    expect(tooltip()!.textContent).toContain('2 m², 3 k€');
    expect(valueFormatter.mock.calls[0]![0]).toMatchObject({ x: 2, y: 3, id: 'a' });
    // Without `id`, the installed formatter throws while rendering.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ScatterChart
          {...SIZE}
          {...AXES}
          dataset={[{ area: 2, price: 3 }]}
          series={[{ id: 'flats', datasetKeys: { x: 'area', y: 'price' } as never }]}
        />,
      ),
    ).toThrow(/id='flats' has incomplete datasetKeys/);
    error.mockRestore();
  });
});

describe('marker size', () => {
  claim('`markerSize` sets the radius of the points of a series, in pixels (4 by default).', () => {
    const { container } = render(
      <ScatterChart {...SIZE} {...AXES} series={[{ data: [CORNERS[0]!] }, { data: [CORNERS[1]!], markerSize: 9 }]} />,
    );
    expect(radii(container)).toEqual(['4', '9']);
  });

  claim('A highlighted point is drawn 20 % larger.', () => {
    const { container } = render(
      <ScatterChart
        {...SIZE}
        {...AXES}
        series={[{ data: CORNERS, markerSize: 10, highlightScope: { highlight: 'item' } }]}
      />,
    );
    pointAt(container.querySelector('svg')!, 440, 60);
    expect(radii(container)).toEqual(['10', '12']);
  });

  claim(
    'In the demo, the slider sets `markerSize` on the centre listings while the suburbs keep the default, 4 px.',
    () => {
      setResponsiveChartWidth(600);
      const { container } = render(<ScatterMarkerSize />);
      const slider = screen.getByRole('slider');
      fireEvent.change(slider, { target: { value: 8 } });
      const groups = [...container.querySelectorAll('svg g:has(> circle)')];
      expect(groups.map((group) => group.querySelector('circle')!.getAttribute('r'))).toEqual(['8', '4']);
      vi.restoreAllMocks();
    },
  );
});

describe('colours', () => {
  claim('When several axes have a map, the z-axis wins, then the y-axis, then the x-axis', () => {
    const map = (color: string, thresholds = [100]) => ({
      colorMap: { type: 'piecewise' as const, thresholds, colors: [color, color] },
    });
    const { container } = render(
      <div>
        <ScatterChart
          {...SIZE}
          xAxis={[{ min: 0, max: 10, ...map('red') }]}
          yAxis={[{ min: 0, max: 10, ...map('green') }]}
          zAxis={[map('blue')]}
          series={[{ data: [{ id: 1, x: 1, y: 1, z: 1 }] }]}
        />
        <ScatterChart
          {...SIZE}
          xAxis={[{ min: 0, max: 10, ...map('red') }]}
          yAxis={[{ min: 0, max: 10, ...map('green') }]}
          series={[{ data: [{ id: 1, x: 1, y: 1 }] }]}
        />
        <ScatterChart
          {...SIZE}
          xAxis={[{ min: 0, max: 10, ...map('red') }]}
          series={[{ data: [{ id: 1, x: 1, y: 1 }] }]}
        />
        <ScatterChart
          {...SIZE}
          zAxis={[{ colorMap: { type: 'ordinal', values: ['one'], colors: ['purple'] } }]}
          series={[
            {
              color: 'gray',
              data: [
                { id: 1, x: 1, y: 1, z: 'one' },
                { id: 2, x: 2, y: 2, z: 'other' },
              ] as never,
            },
          ]}
        />
      </div>,
    );
    const fills = [...container.querySelectorAll('svg')].map((svg) =>
      [...svg.querySelectorAll('circle')].map((c) => c.getAttribute('fill')),
    );
    // The ordinal map has no colour for 'other' (and no `unknownColor`): that point keeps the series colour.
    expect(fills).toEqual([['blue'], ['green'], ['red'], ['purple', 'gray']]);
  });

  claim('on the `zAxis`: colours points by their `z` value (or by the z-axis `data`, matched by index)', () => {
    const { container } = render(
      <ScatterChart
        {...SIZE}
        zAxis={[{ data: [5, 50], colorMap: { type: 'piecewise', thresholds: [10], colors: ['red', 'blue'] } }]}
        series={[{ data: CORNERS }]}
      />,
    );
    expect([...container.querySelectorAll('circle')].map((c) => c.getAttribute('fill'))).toEqual(['red', 'blue']);
  });
});

describe('Voronoi, clicks and highlight', () => {
  const chart = (props: object = {}, series: object = {}) =>
    render(<ScatterChart {...SIZE} {...AXES} series={[{ id: 's', data: CORNERS, label: 'S', ...series }]} {...props} />)
      .container;

  claim('By default, the scatter chart splits the plot into Voronoi cells', () => {
    const root = chart();
    // Closer to the top-right point, though far from it.
    pointAt(root.querySelector('svg')!, 300, 100);
    expect(tooltip()!.textContent).toContain('(10, 10)');
    pointAt(root.querySelector('svg')!, 150, 200);
    expect(tooltip()!.textContent).toContain('(0, 0)');
  });

  claim("a click in the cell fires `onItemClick` with the point's `seriesId` and `dataIndex`", () => {
    const onItemClick = vi.fn();
    const root = chart({ onItemClick });
    const svg = root.querySelector('svg')!;
    pointAt(svg, 300, 100);
    fireEvent.click(svg, { clientX: 300, clientY: 100 });
    expect(onItemClick.mock.calls[0]![1]).toEqual({ type: 'scatter', seriesId: 's', dataIndex: 1 });
    // With Voronoi cells the event is the SVG's native one.
    expect(onItemClick.mock.calls[0]![0]).toBeInstanceOf(MouseEvent);
  });

  claim('By default the reach is unlimited.', () => {
    const onItemClick = vi.fn();
    const root = chart({ onItemClick });
    const svg = root.querySelector('svg')!;
    pointAt(svg, 250, 150);
    fireEvent.click(svg, { clientX: 250, clientY: 160 });
    expect(onItemClick).toHaveBeenCalledTimes(1);
  });

  claim('`voronoiMaxRadius` limits the reach', () => {
    const onItemClick = vi.fn();
    const root = chart({ onItemClick, voronoiMaxRadius: 30 });
    const svg = root.querySelector('svg')!;
    pointAt(svg, 300, 100);
    fireEvent.click(svg, { clientX: 300, clientY: 100 });
    expect(tooltip()).toBeNull();
    expect(onItemClick).not.toHaveBeenCalled();
    pointAt(svg, 430, 70);
    fireEvent.click(svg, { clientX: 430, clientY: 70 });
    expect(onItemClick).toHaveBeenCalledTimes(1);
  });

  claim('`disableVoronoi` switches back to plain hover events on the point elements', () => {
    const onItemClick = vi.fn();
    const root = chart({ onItemClick, disableVoronoi: true });
    const svg = root.querySelector('svg')!;
    pointAt(svg, 440, 60);
    fireEvent.click(svg, { clientX: 440, clientY: 60 });
    expect(tooltip()).toBeNull();
    expect(onItemClick).not.toHaveBeenCalled();
    const circle = root.querySelectorAll('circle')[1]!;
    fireEvent.pointerEnter(circle);
    expect(tooltip()!.textContent).toContain('(10, 10)');
    fireEvent.click(circle);
    expect(onItemClick.mock.calls[0]![1]).toEqual({ type: 'scatter', seriesId: 's', dataIndex: 1 });
    // React's synthetic event from the circle.
    expect(onItemClick.mock.calls[0]![0].nativeEvent).toBeInstanceOf(MouseEvent);
  });

  claim('A series with `disableHover` gets no hover handlers on its point elements', () => {
    const voronoi = chart({}, { disableHover: true });
    pointAt(voronoi.querySelector('svg')!, 440, 60);
    expect(tooltip()!.textContent).toContain('(10, 10)');
    cleanup();
    const plain = chart({ disableVoronoi: true }, { disableHover: true });
    pointAt(plain.querySelector('svg')!, 440, 60);
    fireEvent.pointerEnter(plain.querySelectorAll('circle')[1]!);
    expect(tooltip()).toBeNull();
  });

  claim('Toggle `disableVoronoi` in the demo and compare how close to a point you need to click.', () => {
    setResponsiveChartWidth(600);
    const { container } = render(<ScatterClick />);
    const svg = container.querySelector('svg')!;
    const [circle] = container.querySelectorAll('circle');
    const [x, y] = circle!
      .getAttribute('transform')!
      .match(/[\d.]+/g)!
      .map(Number);
    // 20 px from a point: a miss without Voronoi cells, a hit inside the demo's 30 px reach with them.
    const clickNear = () => {
      pointAt(svg, x! + 20, y!);
      fireEvent.click(svg, { clientX: x! + 20, clientY: y! });
    };
    fireEvent.click(screen.getByRole('checkbox', { name: 'disableVoronoi' }));
    clickNear();
    expect(screen.getByText('Click a point, or close to one.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'disableVoronoi' }));
    clickNear();
    expect(screen.getByText(/^Listing #/)).toBeTruthy();
    vi.restoreAllMocks();
  });

  claim(
    "`{ highlight: 'series', fade: 'global' }` enlarges the points of the hovered series by 20 % and fades the other series to 30 % opacity",
    () => {
      const highlightScope = { highlight: 'series', fade: 'global' } as const;
      const { container } = render(
        <ScatterChart
          {...SIZE}
          {...AXES}
          series={[
            { data: CORNERS, highlightScope },
            { data: [{ id: 'mid', x: 5, y: 5 }], highlightScope },
          ]}
        />,
      );
      pointAt(container.querySelector('svg')!, 440, 60);
      expect(
        [...container.querySelectorAll('circle')].map((c) => `${c.getAttribute('r')}/${c.getAttribute('opacity')}`),
      ).toEqual(['4.8/1', '4.8/1', '4/0.3']);
    },
  );
});
