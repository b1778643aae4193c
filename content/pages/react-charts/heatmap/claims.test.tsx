import { cleanup, fireEvent, render } from '@testing-library/react';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import PiecewiseHeatmap from './demos/PiecewiseHeatmap';
import TicketHeatmap from './demos/TicketHeatmap';

// Drawing area 200 × 100 from (50, 50): two columns of 100 px, two rows of 50 px.
const SIZE = { width: 300, height: 200, margin: { left: 50, right: 50, top: 50, bottom: 50 } };
const AXES = { xAxis: [{ data: ['Mon', 'Tue'] }], yAxis: [{ data: ['9h', '10h'] }] };
const cells = (root: Element) => [...root.querySelectorAll<SVGRectElement>(`.${heatmapClasses.cell}`)];
const box = (cell: Element) => ['x', 'y', 'width', 'height'].map((name) => cell.getAttribute(name));
const tooltip = () => document.querySelector('.MuiChartsTooltip-root');

beforeAll(installSvgPointer);
afterEach(cleanup);

describe('licence and basics', () => {
  claim(
    'Without a licence key, Pro charts render a "MUI X Missing license key" watermark and log a notice in the console',
    () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { container } = render(<Heatmap {...SIZE} {...AXES} series={[{ data: [[0, 0, 1]] }]} />);
      expect(container.textContent).toContain('MUI X Missing license key');
      expect(consoleError.mock.calls.map(([message]) => String(message)).join()).toContain(
        'MUI X: Missing license key.',
      );
      vi.restoreAllMocks();
    },
  );

  claim('Both are band scales, and the gap between categories defaults to zero so the cells touch.', () => {
    const { container } = render(
      <Heatmap
        {...SIZE}
        {...AXES}
        series={[
          {
            data: [
              [0, 0, 1],
              [1, 1, 2],
            ],
          },
        ]}
      />,
    );
    expect(cells(container).map(box)).toEqual([
      ['50', '50', '100', '50'],
      ['150', '100', '100', '50'],
    ]);
  });

  claim('Cells you leave out stay empty.', () => {
    const { container } = render(<Heatmap {...SIZE} {...AXES} series={[{ data: [[1, 0, 5]] }]} />);
    // `[1, 0, …]`: the second column, the first row; the three other cells are not drawn.
    expect(cells(container).map(box)).toEqual([['150', '50', '100', '50']]);
  });

  claim('Only the first series is drawn.', () => {
    const { container } = render(
      <Heatmap {...SIZE} {...AXES} series={[{ data: [[0, 0, 1]] }, { data: [[1, 1, 2]] }]} />,
    );
    expect(cells(container)).toHaveLength(1);
  });
});

describe('colours', () => {
  const fills = (root: Element) => cells(root).map((cell) => getComputedStyle(cell).fill);

  claim('as a grid of cells whose colour encodes the value', () => {
    const { container } = render(
      <Heatmap
        {...SIZE}
        {...AXES}
        series={[
          {
            data: [
              [0, 0, 10],
              [0, 1, 80],
              [1, 0, 10],
            ],
          },
        ]}
      />,
    );
    const [low, high, lowAgain] = fills(container);
    expect(low).toBe(lowAgain);
    expect(low).not.toBe(high);
  });

  claim(
    'Without a `zAxis`, the heatmap uses a continuous scale from 0 to 100, from a very light green to a dark blue.',
    () => {
      const { container } = render(
        <Heatmap
          {...SIZE}
          {...AXES}
          series={[
            {
              data: [
                [0, 0, -50],
                [0, 1, 0],
                [1, 0, 100],
                [1, 1, 300],
              ],
            },
          ]}
        />,
      );
      const [below, zero, hundred, above] = fills(container);
      // Values beyond 0–100 take the colour of the end they pass.
      expect(below).toBe(zero);
      expect(above).toBe(hundred);
      const [r0, g0, b0] = zero!.match(/\d+/g)!.map(Number);
      const [r1, g1, b1] = hundred!.match(/\d+/g)!.map(Number);
      expect(g0).toBeGreaterThan(230);
      expect(g0).toBeGreaterThan(b0!);
      expect(r0! + g0! + b0!).toBeGreaterThan(650);
      expect(b1).toBeGreaterThan(r1!);
      expect(b1).toBeGreaterThan(g1!);
      expect(r1! + g1! + b1!).toBeLessThan(250);
    },
  );

  claim('With thresholds at 20 and 40, every cell falls into one of three staffing levels', () => {
    const { container } = render(
      <Heatmap
        {...SIZE}
        xAxis={[{ data: [1, 2, 3, 4] }]}
        yAxis={[{ data: ['a'] }]}
        zAxis={[{ colorMap: { type: 'piecewise', thresholds: [20, 40], colors: ['green', 'orange', 'red'] } }]}
        series={[
          {
            data: [
              [0, 0, 19],
              [1, 0, 20],
              [2, 0, 39],
              [3, 0, 40],
            ],
          },
        ]}
      />,
    );
    // As the demo's comment says: fewer than 20, 20 to 39, 40 or more.
    expect(fills(container)).toEqual(['green', 'orange', 'orange', 'red']);
    setResponsiveChartWidth(600);
    const demo = render(<PiecewiseHeatmap />).container;
    expect(new Set(fills(demo))).toEqual(new Set(['#4caf50', '#ffb300', '#e53935']));
    vi.restoreAllMocks();
  });

  claim('its `tickLabelInterval` function keeps one label out of three', () => {
    setResponsiveChartWidth(800);
    const { container } = render(<TicketHeatmap />);
    const labels = [...container.querySelectorAll('.MuiChartsAxis-bottom .MuiChartsAxis-tickLabel')].map(
      (label) => label.textContent,
    );
    expect(labels).toHaveLength(8);
    expect(container.querySelectorAll('.MuiChartsAxis-bottom .MuiChartsAxis-tick').length).toBeGreaterThanOrEqual(24);
    vi.restoreAllMocks();
  });
});

describe('tooltip, highlight and clicks', () => {
  claim("The heatmap's tooltip is triggered by items: hovering a cell shows its column, row and value.", () => {
    const valueFormatter = vi.fn((cell: [number, number, number]) => `${cell[2]} tickets`);
    const { container } = render(
      <Heatmap
        {...SIZE}
        xAxis={[{ data: ['Mon', 'Tue'], valueFormatter: (day: string) => `${day}day` }]}
        yAxis={[{ data: ['9h', '10h'] }]}
        series={[
          {
            data: [
              [0, 0, 1],
              [1, 1, 7],
            ],
            valueFormatter,
          },
        ]}
      />,
    );
    pointAt(container.querySelector('svg')!, 200, 125);
    expect(tooltip()).toBeNull();
    fireEvent.pointerEnter(cells(container)[1]!);
    const text = tooltip()!.textContent!;
    expect(text).toContain('Tueday');
    expect(text).toContain('10h');
    expect(text).toContain('7 tickets');
    expect(valueFormatter).toHaveBeenCalledWith([1, 1, 7], expect.anything());
  });

  claim('each cell gets the `highlighted` or `faded` class of `heatmapClasses` for your own styles', () => {
    const onHighlightChange = vi.fn();
    const { container } = render(
      <Heatmap
        {...SIZE}
        {...AXES}
        onHighlightChange={onHighlightChange}
        series={[
          {
            id: 'h',
            data: [
              [0, 0, 50],
              [1, 1, 50],
            ],
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
      />,
    );
    const [first, second] = cells(container);
    fireEvent.pointerEnter(first!);
    expect(first!.getAttribute('class')).toContain(heatmapClasses.highlighted);
    expect(second!.getAttribute('class')).toContain(heatmapClasses.faded);
    // The same fill, saturated up or down by a CSS filter.
    expect(getComputedStyle(first!).filter).toBe('saturate(120%)');
    expect(getComputedStyle(second!).filter).toBe('saturate(80%)');
    expect(onHighlightChange).toHaveBeenLastCalledWith({ seriesId: 'h', dataIndex: 0 });
  });

  claim('The heatmap has no `onItemClick` in this version, and its `onAxisClick` never fires', () => {
    const onAxisClick = vi.fn();
    const { container } = render(
      <Heatmap {...SIZE} {...AXES} onAxisClick={onAxisClick} series={[{ data: [[0, 0, 1]] }]} />,
    );
    const svg = container.querySelector('svg')!;
    pointAt(svg, 100, 75);
    fireEvent.click(svg);
    fireEvent.click(cells(container)[0]!);
    expect(onAxisClick).not.toHaveBeenCalled();
  });

  claim("a click handler set there can't tell which cell was clicked", () => {
    const onClick = vi.fn();
    const { container } = render(
      <Heatmap
        {...SIZE}
        {...AXES}
        slotProps={{ cell: { onClick } }}
        series={[
          {
            data: [
              [0, 0, 1],
              [1, 1, 2],
            ],
          },
        ]}
      />,
    );
    fireEvent.click(cells(container)[1]!);
    // The one handler of every cell gets the event alone.
    expect(onClick.mock.calls[0]).toHaveLength(1);
    const perCell = vi.fn();
    const fn = ((ownerState: { dataIndex: number }) => ({ onClick: () => perCell(ownerState.dataIndex) })) as never;
    const withFunction = render(
      <Heatmap
        {...SIZE}
        {...AXES}
        slotProps={{ cell: fn }}
        series={[
          {
            data: [
              [0, 0, 1],
              [1, 1, 2],
            ],
          },
        ]}
      />,
    );
    fireEvent.click(cells(withFunction.container)[1]!);
    expect(perCell).toHaveBeenCalledWith(1);
  });

  claim("Your component receives the cell's `x`, `y`, `width`, `height` and `className`, the pointer handlers", () => {
    // The package exports no type for the cell slot's props: these are the ones the test reads.
    type CellProps = Record<string, unknown> & { ownerState: Record<string, unknown> & { dataIndex: number } };
    const received: CellProps[] = [];
    const Cell = (props: CellProps) => {
      received.push(props);
      const { ownerState: _ownerState, ...rest } = props;
      return <rect {...(rest as object)} data-testid="cell" />;
    };
    const { container } = render(
      <Heatmap
        {...SIZE}
        {...AXES}
        slots={{ cell: Cell as never }}
        series={[
          {
            data: [
              [0, 0, 1],
              [1, 1, 2],
            ],
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
      />,
    );
    const props = received.find((p) => p.ownerState.dataIndex === 1)!;
    expect(props).toMatchObject({ x: 150, y: 100, width: 100, height: 50 });
    expect(String(props.className)).toContain(heatmapClasses.cell);
    expect(props.ownerState).toMatchObject({ dataIndex: 1, isHighlighted: false, isFaded: false });
    expect(typeof props.ownerState.color).toBe('string');
    expect(typeof props.onPointerEnter).toBe('function');
    // Passing the handlers on keeps highlighting and the tooltip working.
    pointAt(container.querySelector('svg')!, 200, 125);
    fireEvent.pointerEnter(container.querySelectorAll('[data-testid="cell"]')[1]!);
    expect(received.at(-1)!.ownerState.isHighlighted || received.some((p) => p.ownerState.isHighlighted)).toBe(true);
    expect(tooltip()).not.toBeNull();
  });
});
