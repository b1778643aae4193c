import { act, cleanup, render } from '@testing-library/react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { ChartContainerPro } from '@mui/x-charts-pro/ChartContainerPro';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { useZoom, ZoomSetup, type ZoomData } from '@mui/x-charts-pro/context';
import { LineChart, LinePlot } from '@mui/x-charts/LineChart';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer } from '@/claims/chartPointer';

// Drawing area 400 × 200 from (50, 50).
const SIZE = { width: 500, height: 300, margin: { left: 50, right: 50, top: 50, bottom: 50 }, skipAnimation: true };
const X = Array.from({ length: 11 }, (_, index) => index * 10);
const xLabels = (root: Element) =>
  [...root.querySelectorAll('.MuiChartsAxis-bottom .MuiChartsAxis-tickLabel')].map((label) => label.textContent);

/** How much a view is magnified compared to the full range. */
const zoomFactor = (zoom: ZoomData) => 100 / (zoom.end - zoom.start);
const fire = (svg: Element, event: Event) => act(() => void svg.dispatchEvent(event));
const wheel = (svg: Element, clientX: number, options: WheelEventInit = {}) =>
  fire(
    svg,
    new WheelEvent('wheel', { deltaY: -100, clientX, clientY: 150, bubbles: true, cancelable: true, ...options }),
  );
const pointer = (svg: Element, type: string, clientX: number) => {
  const event = new MouseEvent(type, { clientX, clientY: 150, bubbles: true });
  Object.assign(event, { pointerId: 1, pointerType: 'mouse' });
  return fire(svg, event);
};
const drag = (svg: Element, from: number, to: number) => {
  pointer(svg, 'pointerdown', from);
  pointer(svg, 'pointermove', to);
  pointer(svg, 'pointerup', to);
};
/** A line chart whose zoom state is recorded through `onZoomChange` (applied when it is an updater function). */
const recorded = (xZoom: object | boolean = true, extra: object = {}) => {
  const states: ZoomData[][] = [];
  let current: ZoomData[] = [{ axisId: 'x', start: 0, end: 100 }];
  const onZoomChange = (next: ZoomData[] | ((previous: ZoomData[]) => ZoomData[])) => {
    current = typeof next === 'function' ? next(current) : next;
    states.push(current);
  };
  const { container } = render(
    <LineChartPro
      {...SIZE}
      xAxis={[{ id: 'x', data: X, zoom: xZoom } as never]}
      series={[{ data: X }]}
      onZoomChange={onZoomChange as never}
      {...extra}
    />,
  );
  return { svg: container.querySelector('svg')!, root: container, states, last: () => states.at(-1)?.[0] };
};

beforeAll(() => {
  installSvgPointer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(cleanup);

describe('licence and props', () => {
  claim('Without a licence key, the charts show a watermark and log a licence notice', () => {
    const consoleError = vi.mocked(console.error);
    const { container } = render(<LineChartPro {...SIZE} xAxis={[{ data: X }]} series={[{ data: X }]} />);
    expect(container.textContent).toContain('MUI X Missing license key');
    expect(consoleError.mock.calls.map(([message]) => String(message)).join()).toContain('MUI X: Missing license key.');
  });

  claim('the Pro versions of the charts accept every prop of their free counterparts', () => {
    const props = {
      ...SIZE,
      xAxis: [{ data: X }],
      series: [{ data: X, area: true, label: 'L' }],
      grid: { horizontal: true },
    };
    const { container } = render(
      <div>
        <LineChart {...props} />
        <LineChartPro {...props} />
      </div>,
    );
    const [free, pro] = container.querySelectorAll('svg');
    const drawn = (svg: Element) =>
      [...svg.querySelectorAll('path, line, text')].map((element) => element.getAttribute('d') ?? element.textContent);
    expect(drawn(pro!)).toEqual(drawn(free!));
  });
});

describe('gestures', () => {
  claim('zoom with the mouse wheel or a trackpad scroll over the drawing area, centred on the pointer', () => {
    const { svg, last, states } = recorded();
    // Outside the drawing area: nothing.
    wheel(svg, 20);
    expect(states).toHaveLength(0);
    // At the left edge of the drawing area the start stays at 0; at its right edge the end stays at 100.
    wheel(svg, 50);
    expect(last()!.start).toBe(0);
    expect(last()!.end).toBeLessThan(100);
    const { svg: other, last: otherLast } = recorded();
    wheel(other, 450);
    expect(otherLast()!.end).toBe(100);
    expect(otherLast()!.start).toBeGreaterThan(0);
  });

  claim('(hold :kbd[Ctrl] for faster steps)', () => {
    const plain = recorded();
    wheel(plain.svg, 250);
    const fast = recorded();
    wheel(fast.svg, 250, { ctrlKey: true });
    // One notch scales the view by 1.1, or by 1.3 with Ctrl.
    expect(zoomFactor(plain.last()!)).toBeCloseTo(1.1, 5);
    expect(zoomFactor(fast.last()!)).toBeCloseTo(1.3, 5);
  });

  claim('drag the drawing area to pan once zoomed in', () => {
    const { svg, last, root } = recorded();
    drag(svg, 250, 150);
    expect(last() ?? { axisId: 'x', start: 0, end: 100 }).toEqual({ axisId: 'x', start: 0, end: 100 });
    wheel(svg, 250);
    wheel(svg, 250);
    const zoomed = last()!;
    const labels = xLabels(root);
    drag(svg, 250, 230);
    // Dragging left by 5 % of the plot moves the view right by 5 % of its span.
    expect(last()!.start).toBeCloseTo(zoomed.start + (zoomed.end - zoomed.start) / 20, 5);
    expect(xLabels(root)).not.toEqual(labels);
  });

  claim('a zoomable one also cancels the touch events themselves', () => {
    const { container } = render(
      <div>
        <LineChartPro {...SIZE} xAxis={[{ data: X, zoom: true } as never]} series={[{ data: X }]} />
        <LineChartPro {...SIZE} xAxis={[{ data: X }]} series={[{ data: X }]} />
      </div>,
    );
    const [zoomable, plain] = container.querySelectorAll('svg');
    const touch = (svg: Element) => {
      const event = new Event('touchstart', { bubbles: true, cancelable: true });
      svg.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect([touch(zoomable!), touch(plain!)]).toEqual([true, false]);
    // `touch-action: none` on every chart's SVG is checked on the Tooltip page.
  });

  claim('Zoom works on every scale type.', () => {
    const dates = X.map((day) => new Date(Date.UTC(2024, 0, day + 1)));
    const letters = X.map((value) => `c${value}`);
    const { container } = render(
      <div>
        <BarChartPro
          {...SIZE}
          xAxis={[{ scaleType: 'band', data: letters, zoom: true } as never]}
          series={[{ data: X }]}
        />
        <LineChartPro
          {...SIZE}
          xAxis={[{ scaleType: 'point', data: letters, zoom: true } as never]}
          series={[{ data: X }]}
        />
        <LineChartPro
          {...SIZE}
          xAxis={[{ scaleType: 'utc', data: dates, zoom: true } as never]}
          series={[{ data: X }]}
        />
        <ScatterChartPro
          {...SIZE}
          xAxis={[{ scaleType: 'log', zoom: true } as never]}
          series={[{ data: X.map((x) => ({ id: x, x: x + 1, y: x })) }]}
        />
      </div>,
    );
    for (const svg of container.querySelectorAll('svg')) {
      const before = xLabels(svg);
      for (let turn = 0; turn < 6; turn += 1) wheel(svg, 250);
      expect(xLabels(svg)).not.toEqual(before);
    }
  });
});

describe('options', () => {
  claim('Default', () => {
    // One wheel notch with the default step magnifies by 1.1, as `step: 5` does (`step: 10`: 1.2).
    const byDefault = recorded();
    wheel(byDefault.svg, 250);
    const five = recorded({ step: 5 });
    wheel(five.svg, 250);
    const ten = recorded({ step: 10 });
    wheel(ten.svg, 250);
    expect(byDefault.last()).toEqual(five.last());
    expect(zoomFactor(byDefault.last()!)).toBeCloseTo(1.1, 5);
    expect(zoomFactor(ten.last()!)).toBeCloseTo(1.2, 5);
    // Wheel in until it stops: the narrowest view is 10 % (minSpan).
    for (let turn = 0; turn < 30; turn += 1) wheel(byDefault.svg, 250);
    expect(byDefault.last()!.end - byDefault.last()!.start).toBeGreaterThanOrEqual(10);
    expect(byDefault.last()!.end - byDefault.last()!.start).toBeLessThan(11);
    // …and the widest is 100 %, from 0 to 100.
    for (let turn = 0; turn < 30; turn += 1) wheel(byDefault.svg, 250, { deltaY: 100 });
    expect(byDefault.last()).toEqual({ axisId: 'x', start: 0, end: 100 });
  });

  claim('`false` disables dragging; the view can still move through zoom or state', () => {
    const { svg, last } = recorded({ panning: false });
    wheel(svg, 250);
    const zoomed = last()!;
    drag(svg, 250, 150);
    expect(last()).toEqual(zoomed);
    wheel(svg, 250);
    expect(last()).not.toEqual(zoomed);
  });

  claim('When uncontrolled, the chart starts on `minStart`–`maxEnd`, even if that is wider than `maxSpan`', () => {
    const { root, svg } = recorded({ minStart: 20, maxEnd: 80, maxSpan: 30 });
    // 20 % to 80 % of 0–100 across the 400 px plot: the line from x = 0 starts 133 px left of it.
    const lineStart = () => root.querySelector('.MuiLineElement-root')!.getAttribute('d')!.split(',')[0];
    expect(xLabels(root)[0]).toBe('20');
    expect(lineStart()).toBe('M-83.333');
    // Zooming out from there is refused.
    wheel(svg, 250, { deltaY: 100 });
    expect(lineStart()).toBe('M-83.333');
  });

  claim("`filterMode: 'discard'` is useful on the x-axis of a scatter or line chart", () => {
    const start = [{ axisId: 'x', start: 0, end: 30 }];
    const { container } = render(
      <div>
        <LineChartPro
          {...SIZE}
          zoom={start}
          xAxis={[{ id: 'x', data: X, zoom: true } as never]}
          series={[{ data: X }]}
        />
        <LineChartPro
          {...SIZE}
          zoom={start}
          xAxis={[{ id: 'x', data: X, zoom: { filterMode: 'discard' } } as never]}
          series={[{ data: X }]}
        />
      </div>,
    );
    const [keep, discard] = [...container.querySelectorAll('svg')].map((svg) =>
      [...svg.querySelectorAll('.MuiChartsAxis-left .MuiChartsAxis-tickLabel')]
        .map((label) => label.textContent)
        .at(-1),
    );
    expect(keep).toBe('100');
    expect(Number(discard)).toBeLessThanOrEqual(30);
  });

  claim('When several axes are zoomable, one wheel turn or pinch zooms all of them at once', () => {
    const states: ZoomData[][] = [];
    let current: ZoomData[] = [
      { axisId: 'x', start: 0, end: 100 },
      { axisId: 'y', start: 0, end: 100 },
    ];
    const onZoomChange = (next: ZoomData[] | ((previous: ZoomData[]) => ZoomData[])) => {
      current = typeof next === 'function' ? next(current) : next;
      states.push(current);
    };
    const { container } = render(
      <ScatterChartPro
        {...SIZE}
        xAxis={[{ id: 'x', min: 0, max: 100, zoom: { step: 10 } } as never]}
        yAxis={[{ id: 'y', min: 0, max: 100, zoom: true } as never]}
        series={[{ data: [{ id: 1, x: 1, y: 1 }] }]}
        onZoomChange={onZoomChange as never}
      />,
    );
    const svg = container.querySelector('svg')!;
    // The pointer at the left edge and the vertical middle.
    wheel(svg, 50);
    const [x, y] = states.at(-1)!;
    expect(x!.start).toBe(0);
    expect(y!.start).toBeCloseTo(100 - y!.end, 5);
    // Each axis keeps its own step: 10 for x (× 1.2), the default 5 for y (× 1.1).
    expect(zoomFactor(x!)).toBeCloseTo(1.2, 5);
    expect(zoomFactor(y!)).toBeCloseTo(1.1, 5);
  });

  claim('during wheel and pinch gestures it does receive a function', () => {
    const onZoomChange = vi.fn();
    const { container } = render(
      <LineChartPro
        {...SIZE}
        xAxis={[{ id: 'x', data: X, zoom: true } as never]}
        series={[{ data: X }]}
        onZoomChange={onZoomChange}
      />,
    );
    wheel(container.querySelector('svg')!, 250);
    expect(typeof onZoomChange.mock.calls[0]![0]).toBe('function');
  });
});

describe('composition', () => {
  claim('render `ZoomSetup` inside them: it attaches the wheel, pinch and drag listeners', () => {
    const seen: ReturnType<typeof useZoom>[] = [];
    const Probe = () => {
      seen.push(useZoom());
      return null;
    };
    const composed = (setup: boolean) =>
      render(
        <ChartContainerPro
          {...SIZE}
          xAxis={[{ id: 'x', data: X, zoom: true } as never]}
          series={[{ type: 'line', data: X }]}
        >
          <LinePlot />
          {setup && <ZoomSetup />}
          <Probe />
        </ChartContainerPro>,
      ).container.querySelector('svg')!;
    wheel(composed(false), 250);
    expect(seen.at(-1)!.zoomData).toEqual([{ axisId: 'x', start: 0, end: 100 }]);
    expect(seen.at(-1)).toMatchObject({ isZoomEnabled: true, isPanEnabled: true, isInteracting: false });
    cleanup();
    wheel(composed(true), 250);
    expect(seen.at(-1)!.zoomData[0]!.end).toBeLessThan(100);
  });
});
