import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import {
  chartsTooltipClasses,
  ChartsTooltip,
  useAxisTooltip,
  useItemTooltip,
  type ChartsItemContentProps,
} from '@mui/x-charts/ChartsTooltip';
import { LineChart, LinePlot } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

// Drawing area 400 × 200 from (50, 50); two categories of 200 px each.
const SIZE = { width: 500, height: 300, margin: { left: 50, right: 50, top: 50, bottom: 50 }, skipAnimation: true };
const BAND = [{ scaleType: 'band' as const, data: ['a', 'b'] }];
const TWO_SERIES = [
  { id: 'p', data: [1, 2], label: 'P' },
  { id: 'q', data: [3, 4], label: 'Q' },
];
const tooltip = () => document.querySelector<HTMLElement>('.MuiChartsTooltip-root');
/** A pointer move of a given kind: the chart reads `pointerType`, which jsdom's MouseEvent lacks. */
const move = (svg: Element, pointerType: string, type = 'pointermove') =>
  act(() => {
    const event = new MouseEvent(type, { clientX: 300, clientY: 150, bubbles: true });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    svg.dispatchEvent(event);
  });

beforeAll(installSvgPointer);
afterEach(cleanup);

describe('trigger', () => {
  claim(
    "`'axis'` (the default for bars and lines): everything at the hovered x value (the y value for horizontal bars)",
    () => {
      const { container } = render(
        <div>
          <BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} />
          <BarChart {...SIZE} layout="horizontal" yAxis={BAND} series={TWO_SERIES} />
          <LineChart {...SIZE} xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]} series={TWO_SERIES} />
        </div>,
      );
      const [bars, horizontal, line] = container.querySelectorAll('svg');
      pointAt(bars!, 300, 150);
      const rows = () => [...tooltip()!.querySelectorAll('tr')].map((row) => row.textContent);
      expect(rows()).toEqual(['b', 'P2', 'Q4']);
      fireEvent(bars!, new MouseEvent('pointerleave'));
      // Horizontal bars: the lower half of the plot is category b.
      pointAt(horizontal!, 100, 200);
      expect(rows()).toEqual(['b', 'P2', 'Q4']);
      fireEvent(horizontal!, new MouseEvent('pointerleave'));
      pointAt(line!, 400, 150);
      expect(rows()).toEqual(['b', 'P2', 'Q4']);
    },
  );

  claim('with no `tooltip` prop (and no `onAxisClick`) the chart stops tracking the axis under the pointer', () => {
    const none = { x: 'none', y: 'none' } as const;
    const { container } = render(
      <div>
        <BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} axisHighlight={none} />
        <BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} axisHighlight={none} tooltip={{ trigger: 'axis' }} />
        <BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} axisHighlight={none} onAxisClick={() => {}} />
      </div>,
    );
    const [silent, explicit, clickable] = container.querySelectorAll('svg');
    pointAt(silent!, 300, 150);
    expect(tooltip()).toBeNull();
    pointAt(explicit!, 300, 150);
    expect(tooltip()!.textContent).toContain('Q4');
    fireEvent(explicit!, new MouseEvent('pointerleave'));
    pointAt(clickable!, 300, 150);
    expect(tooltip()!.textContent).toContain('Q4');
  });

  const itemTrigger = () => {
    const { container } = render(
      <div>
        <BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} tooltip={{ trigger: 'item' }} />
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
        <ScatterChart
          {...SIZE}
          series={[
            {
              data: [
                { id: 1, x: 1, y: 1 },
                { id: 2, x: 2, y: 2 },
              ],
              label: 'S',
            },
          ]}
        />
      </div>,
    );
    const [bars, pie, scatter] = container.querySelectorAll('svg');
    pointAt(bars!, 300, 150);
    expect(tooltip()).toBeNull();
    fireEvent.pointerEnter(bars!.querySelectorAll('.MuiBarElement-root')[3]!);
    expect(tooltip()!.textContent).toBe('Q4');
    fireEvent.pointerLeave(bars!.querySelectorAll('.MuiBarElement-root')[3]!);
    pointAt(pie!, 100, 100);
    fireEvent.pointerEnter(pie!.querySelectorAll('.MuiPieArc-root')[0]!);
    expect(tooltip()!.textContent).toBe('A1');
    fireEvent.pointerLeave(pie!.querySelectorAll('.MuiPieArc-root')[0]!);
    // Scatter: the point nearest the pointer (Voronoi), alone.
    pointAt(scatter!, 440, 60);
    expect(tooltip()!.textContent).toContain('(2, 2)');
    expect(tooltip()!.textContent).not.toContain('(1, 1)');
  };
  claim("`'item'`: only the element under the pointer (a bar, a point, a slice).", itemTrigger);
  claim('Pie and scatter charts use this trigger by default', itemTrigger);

  claim("`'none'`: no tooltip.", () => {
    const { container } = render(<BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} tooltip={{ trigger: 'none' }} />);
    pointAt(container.querySelector('svg')!, 300, 150);
    fireEvent.pointerEnter(container.querySelector('.MuiBarElement-root')!);
    expect(tooltip()).toBeNull();
  });

  claim("With `'item'` on a line chart, only the marks open a tooltip", () => {
    const { container } = render(
      <div>
        <LineChart
          {...SIZE}
          tooltip={{ trigger: 'item' }}
          xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
          series={[{ ...TWO_SERIES[0]!, area: true }]}
        />
        <LineChart
          {...SIZE}
          tooltip={{ trigger: 'item' }}
          xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
          series={[{ ...TWO_SERIES[0]!, area: true, highlightScope: { highlight: 'series' } }]}
        />
      </div>,
    );
    const [plain, scoped] = container.querySelectorAll('svg');
    pointAt(plain!, 300, 150);
    for (const element of plain!.querySelectorAll('.MuiLineElement-root, .MuiAreaElement-root')) {
      fireEvent.pointerEnter(element);
      expect(tooltip()?.textContent ?? '').toBe('');
      // Without a highlight scope nothing is highlighted either.
      expect(element.getAttribute('class')).not.toContain('highlighted');
      fireEvent.pointerLeave(element);
    }
    fireEvent.pointerEnter(plain!.querySelectorAll('.MuiMarkElement-root')[1]!);
    expect(tooltip()!.textContent).toBe('P2');
    fireEvent.pointerLeave(plain!.querySelectorAll('.MuiMarkElement-root')[1]!);
    fireEvent(plain!, new MouseEvent('pointerleave'));
    // With a series scope, the hovered line's series is highlighted.
    pointAt(scoped!, 300, 150);
    fireEvent.pointerEnter(scoped!.querySelector('.MuiLineElement-root')!);
    expect(scoped!.querySelector('.MuiLineElement-root')!.getAttribute('class')).toContain(
      'MuiLineElement-highlighted',
    );
  });

  claim(
    'The default item content also shows nothing for a value of `0`, so a zero-height bar has no item tooltip.',
    () => {
      const { container } = render(
        <BarChart {...SIZE} xAxis={BAND} tooltip={{ trigger: 'item' }} series={[{ data: [0, 2], label: 'P' }]} />,
      );
      pointAt(container.querySelector('svg')!, 150, 250);
      fireEvent.pointerEnter(container.querySelector('.MuiBarElement-root')!);
      expect(tooltip()?.textContent ?? '').toBe('');
    },
  );
});

describe('formatting', () => {
  claim(
    "the header of an axis tooltip comes from the axis `valueFormatter`, called with `{ location: 'tooltip' }`",
    () => {
      const axisFormatter = vi.fn((value: string, context: { location: string }) => `${value}@${context.location}`);
      const seriesFormatter = vi.fn(
        (value: number | null, context: { dataIndex: number }) => `${value ?? 'none'}#${context.dataIndex}`,
      );
      const { container } = render(
        <BarChart
          {...SIZE}
          xAxis={[{ ...BAND[0]!, valueFormatter: axisFormatter }]}
          series={[
            { data: [1, null], label: (location) => `P in ${location}`, valueFormatter: seriesFormatter },
            { data: [3, 4], label: 'Q' },
          ]}
        />,
      );
      pointAt(container.querySelector('svg')!, 300, 150);
      const rows = [...tooltip()!.querySelectorAll('tr')].map((row) => row.textContent);
      expect(rows).toEqual(['b@tooltip', 'P in tooltipnone#1', 'Q4']);
    },
  );
});

describe('custom content', () => {
  claim("`itemContent`, used with the `'item'` trigger. It receives `itemData`", () => {
    const received: ChartsItemContentProps<'bar'>[] = [];
    const ItemContent = (props: ChartsItemContentProps<'bar'>) => {
      received.push(props);
      return (
        <span className="custom">{`${props.itemData.seriesId}/${props.itemData.dataIndex} ${props.getColor(1)}`}</span>
      );
    };
    const { container } = render(
      <BarChart
        {...SIZE}
        xAxis={BAND}
        colors={['rgb(1, 1, 1)', 'rgb(2, 2, 2)']}
        series={TWO_SERIES}
        tooltip={{ trigger: 'item' }}
        slots={{ itemContent: ItemContent }}
      />,
    );
    pointAt(container.querySelector('svg')!, 300, 150);
    fireEvent.pointerEnter(container.querySelectorAll('.MuiBarElement-root')[3]!);
    expect(tooltip()!.textContent).toBe('q/1 rgb(2, 2, 2)');
    const props = received.at(-1)!;
    expect(props.series.data).toEqual([3, 4]);
    expect(props.classes.root).toBeTruthy();
    // The slot's output is the whole content: no default paper around it.
    expect(tooltip()!.querySelector(`.${chartsTooltipClasses.paper}`)).toBeNull();
  });

  claim("`axisContent`, used with the `'axis'` trigger. It receives `axisData`, `axisValue`, `dataIndex`", () => {
    const received: Record<string, unknown>[] = [];
    const AxisContent = (props: Record<string, unknown>) => {
      received.push(props);
      return <span>custom</span>;
    };
    const { container } = render(
      <BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} slots={{ axisContent: AxisContent }} />,
    );
    pointAt(container.querySelector('svg')!, 300, 150);
    expect(tooltip()!.textContent).toBe('custom');
    const props = received.at(-1)!;
    expect(props).toMatchObject({ axisValue: 'b', dataIndex: 1, axisData: { x: { index: 1, value: 'b' } } });
    expect((props.axis as { data: string[] }).data).toEqual(['a', 'b']);
    expect((props.series as { id: string }[]).map((series) => series.id)).toEqual(['p', 'q']);
  });

  claim('Your component is responsible for the whole card, including its background', () => {
    const { container } = render(
      <BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} slots={{ axisContent: () => <span>bare</span> }} />,
    );
    pointAt(container.querySelector('svg')!, 300, 150);
    // Nothing but the slot inside the popper: no paper, no background.
    expect(tooltip()!.innerHTML).toBe('<span>bare</span>');
  });

  claim('Both return `null` when nothing is hovered.', () => {
    const seen: { item: unknown[]; axis: unknown[] } = { item: [], axis: [] };
    const Probe = () => {
      seen.item.push(useItemTooltip());
      seen.axis.push(useAxisTooltip());
      return null;
    };
    const { container } = render(
      <BarChart {...SIZE} xAxis={BAND} colors={['rgb(1, 1, 1)', 'rgb(2, 2, 2)']} series={TWO_SERIES}>
        <Probe />
      </BarChart>,
    );
    expect([seen.item.at(-1), seen.axis.at(-1)]).toEqual([null, null]);
    pointAt(container.querySelector('svg')!, 300, 150);
    fireEvent.pointerEnter(container.querySelectorAll('.MuiBarElement-root')[3]!);
    expect(seen.axis.at(-1)).toMatchObject({
      axisValue: 'b',
      axisFormattedValue: 'b',
      seriesItems: [
        { seriesId: 'p', color: 'rgb(1, 1, 1)', value: 2, formattedValue: '2', formattedLabel: 'P' },
        { seriesId: 'q', color: 'rgb(2, 2, 2)', value: 4, formattedValue: '4', formattedLabel: 'Q' },
      ],
    });
    expect(seen.item.at(-1)).toMatchObject({ color: 'rgb(2, 2, 2)', label: 'Q', value: 4, formattedValue: '4' });
  });

  claim('The deprecated `tooltip.itemContent` and `tooltip.axisContent` props do the same as the slots', () => {
    const { container } = render(
      <BarChart
        {...SIZE}
        xAxis={BAND}
        series={TWO_SERIES}
        tooltip={{ trigger: 'axis', axisContent: () => <span>old</span> }}
      />,
    );
    pointAt(container.querySelector('svg')!, 300, 150);
    expect(tooltip()!.textContent).toBe('old');
  });
});

describe('styling and placement', () => {
  claim('`chartsTooltipClasses` lists the class names of the default content', () => {
    const { container } = render(
      <BarChart
        {...SIZE}
        xAxis={BAND}
        series={TWO_SERIES}
        sx={{ [`& .${chartsTooltipClasses.valueCell}`]: { color: 'rgb(9, 9, 9)' } }}
        slotProps={{ popper: { sx: { [`& .${chartsTooltipClasses.labelCell}`]: { color: 'rgb(7, 7, 7)' } } } }}
      />,
    );
    pointAt(container.querySelector('svg')!, 300, 150);
    for (const name of ['paper', 'table', 'row', 'cell', 'mark', 'markCell', 'labelCell', 'valueCell'] as const) {
      expect(tooltip()!.querySelector(`.${chartsTooltipClasses[name]}`), name).not.toBeNull();
    }
    // The popper slot's sx reaches the content; the chart's own sx does not (the popper is portalled out).
    expect(getComputedStyle(tooltip()!.querySelector(`.${chartsTooltipClasses.labelCell}`)!).color).toBe(
      'rgb(7, 7, 7)',
    );
    expect(getComputedStyle(tooltip()!.querySelector(`.${chartsTooltipClasses.valueCell}`)!).color).not.toBe(
      'rgb(9, 9, 9)',
    );
    expect(container.contains(tooltip())).toBe(false);
  });

  claim("By default it opens at `'right-start'` for a mouse and at `'top'` for a finger or a pen.", () => {
    // Popper flips a placement that has no room, and jsdom has no room anywhere: keep the flip off to read the choice.
    const noFlip = { modifiers: [{ name: 'flip', enabled: false }] };
    const { container } = render(
      <BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} slotProps={{ popper: noFlip }} />,
    );
    const svg = container.querySelector('svg')!;
    for (const [pointerType, placement] of [
      ['mouse', 'right-start'],
      ['touch', 'top'],
      ['pen', 'top'],
    ]) {
      move(svg, pointerType!);
      expect(tooltip()!.getAttribute('data-popper-placement'), pointerType).toBe(placement);
    }
  });

  claim(
    'Set `placement` in the `popper` slot props to choose another side; it then applies to every kind of pointer',
    () => {
      const { container } = render(
        <BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} slotProps={{ popper: { placement: 'left' } }} />,
      );
      const svg = container.querySelector('svg')!;
      for (const pointerType of ['mouse', 'touch']) {
        move(svg, pointerType);
        expect(tooltip()!.getAttribute('data-popper-placement')).toBe('left');
      }
    },
  );

  claim('A composed chart has no tooltip until you render `ChartsTooltip` inside the container.', () => {
    const composed = (children?: React.ReactNode) =>
      render(
        <ChartContainer
          {...SIZE}
          xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
          series={[{ type: 'line', data: [1, 2], label: 'L' }]}
        >
          <LinePlot />
          {children}
        </ChartContainer>,
      ).container.querySelector('svg')!;
    pointAt(composed(), 400, 150);
    expect(tooltip()).toBeNull();
    cleanup();
    pointAt(composed(<ChartsTooltip trigger="axis" />), 400, 150);
    expect(tooltip()!.textContent).toContain('L2');
  });
});

describe('touch', () => {
  claim('lifting the finger closes it', () => {
    const { container } = render(<BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} />);
    const svg = container.querySelector('svg')!;
    move(svg, 'touch');
    expect(tooltip()).not.toBeNull();
    move(svg, 'touch', 'pointerup');
    expect(tooltip()).toBeNull();
    // A mouse button going up leaves it open.
    move(svg, 'mouse');
    move(svg, 'mouse', 'pointerup');
    expect(tooltip()).not.toBeNull();
  });

  claim("The chart's SVG has `touch-action: none`", () => {
    const { container } = render(<BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} />);
    // jsdom's computed style drops `touch-action`: read the rule of the SVG's own class in the style sheets.
    const className = [...container.querySelector('svg')!.classList].find((name) => name.startsWith('css-'))!;
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).map((rule) => rule.cssText);
    expect(rules.find((rule) => rule.startsWith(`.${className}`))).toMatch(/touch-action: none/);
  });

  claim("Charts in 7.21.0 have no keyboard navigation: the tooltip can't be opened without a pointer.", () => {
    const { container } = render(<BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} />);
    // Nothing in the chart can take the focus, and keys pressed on the page open nothing.
    const focusable = container.querySelectorAll('[tabindex], button, a[href], input');
    expect(focusable).toHaveLength(0);
    for (const key of ['Tab', 'ArrowRight', 'Enter', ' ']) {
      fireEvent.keyDown(document.body, { key });
      fireEvent.keyDown(container.querySelector('svg')!, { key });
    }
    expect(tooltip()).toBeNull();
  });
});

describe('axis value in the header', () => {
  claim('Set `hideTooltip: true` on an axis to leave its value out.', () => {
    const rows = () => [...document.querySelectorAll('.MuiChartsTooltip-root tr')].map((row) => row.textContent);
    const shown = render(<BarChart {...SIZE} xAxis={BAND} series={TWO_SERIES} />).container;
    pointAt(shown.querySelector('svg')!, 300, 150);
    expect(rows()).toEqual(['b', 'P2', 'Q4']);
    cleanup();
    const hidden = render(
      <BarChart {...SIZE} xAxis={[{ ...BAND[0]!, hideTooltip: true }]} series={TWO_SERIES} />,
    ).container;
    pointAt(hidden.querySelector('svg')!, 300, 150);
    // The header row goes; the series rows stay.
    expect(rows()).toEqual(['P2', 'Q4']);
  });
});
