import { cleanup, render } from '@testing-library/react';
import * as charts from '@mui/x-charts';
import { BarChart } from '@mui/x-charts/BarChart';
import * as hooks from '@mui/x-charts/hooks';
import { getValueToPositionMapper, useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import { LineChart } from '@mui/x-charts/LineChart';
import { afterEach, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import ScaleBand from './demos/ScaleBand';

// Drawing area 400 × 200 from (50, 50).
const SIZE = { width: 500, height: 300, margin: { left: 40, right: 60, top: 30, bottom: 70 }, skipAnimation: true };

afterEach(cleanup);

/** Renders `probe` inside a chart with two x-axes (a band one first) and a 0–10 y-axis, and returns what it saw. */
function inspect<T>(probe: () => T): T {
  const seen: T[] = [];
  const Probe = () => {
    seen.push(probe());
    return null;
  };
  render(
    <BarChart
      {...SIZE}
      xAxis={[
        { scaleType: 'band', data: ['a', 'b'] },
        { id: 'numbers', scaleType: 'linear', data: [0, 100] },
      ]}
      yAxis={[{ min: 0, max: 10 }]}
      series={[{ data: [1, 2] }]}
    >
      <Probe />
    </BarChart>,
  );
  return seen.at(-1)!;
}

describe('hooks', () => {
  claim('`useDrawingArea()` returns the rectangle where data is plotted', () => {
    const area = inspect(() => useDrawingArea());
    expect(area).toMatchObject({ left: 40, top: 30, width: 400, height: 200, right: 60, bottom: 70 });
    expect([area.isPointInside({ x: 100, y: 100 }), area.isPointInside({ x: 10, y: 100 })]).toEqual([true, false]);
  });

  claim('return the d3 scale of an axis, the first one by default.', () => {
    const { first, numbers, y } = inspect(() => ({
      first: useXScale(),
      numbers: useXScale('numbers'),
      y: useYScale(),
    }));
    expect((first as unknown as { domain: () => string[] }).domain()).toEqual(['a', 'b']);
    // Numeric: the position of a value; y goes downwards, so larger values get smaller y.
    expect(numbers(50)).toBe(240);
    expect([y(0), y(10)]).toEqual([230, 30]);
    expect((numbers as unknown as { invert: (px: number) => number }).invert(240)).toBe(50);
    expect('invert' in first).toBe(false);
  });

  claim('`scale(category)` is the start of the band and `scale.bandwidth()` its width', () => {
    const band = inspect(() => useXScale<'band'>());
    // Two bands of 200 px, each with a 20 px gap on both sides (categoryGapRatio 0.2).
    expect([band('a'), band('b'), band.bandwidth()]).toEqual([60, 260, 160]);
  });

  claim('`getValueToPositionMapper(scale)` does that for you and works for every scale type.', () => {
    const { band, numbers } = inspect(() => ({ band: useXScale<'band'>(), numbers: useXScale('numbers') }));
    expect(getValueToPositionMapper(band)('b')).toBe(340);
    expect(getValueToPositionMapper(numbers)(50)).toBe(240);
  });

  claim('All are exported from the `@mui/x-charts` root in 7.21.0', () => {
    const names = [
      'useDrawingArea',
      'useXScale',
      'useYScale',
      'useXAxis',
      'useYAxis',
      'useXColorScale',
      'useYColorScale',
      'useZColorScale',
      'useSvgRef',
      'useChartId',
      'useItemHighlighted',
      'useHighlighted',
      'useItemTooltip',
      'useAxisTooltip',
      'unstable_useSeries',
      'unstable_useBarSeries',
      'unstable_useLineSeries',
      'unstable_useScatterSeries',
      'unstable_usePieSeries',
    ];
    const root = charts as Record<string, unknown>;
    expect(names.filter((name) => typeof root[name] !== 'function')).toEqual([]);
    const fromHooks = hooks as Record<string, unknown>;
    for (const name of ['useDrawingArea', 'useXScale', 'useYScale', 'useXAxis', 'useYAxis'])
      expect(typeof fromHooks[name]).toBe('function');
  });
});

describe('demos and slots', () => {
  claim('the y-axis goes downwards in SVG, so larger values get smaller `y`', () => {
    setResponsiveChartWidth(600);
    const { container } = render(<ScaleBand />);
    const zone = [...container.querySelectorAll('rect')].find((rect) => rect.getAttribute('opacity') === '0.15')!;
    const tick = (label: string) =>
      Number(
        /translate\(0, ([\d.]+)\)/.exec(
          [...container.querySelectorAll('.MuiChartsAxis-left .MuiChartsAxis-tickContainer')]
            .find((t) => t.textContent === label)!
            .getAttribute('transform')!,
        )![1],
      );
    // The zone spans 15–20 °C: from the 20 tick down to the 15 tick.
    expect(Number(zone.getAttribute('y'))).toBeCloseTo(tick('20'), 5);
    expect(Number(zone.getAttribute('y')) + Number(zone.getAttribute('height'))).toBeCloseTo(tick('15'), 5);
  });

  claim('axes accept `axisLine`, `axisTick`, `axisTickLabel` and `axisLabel` slots', () => {
    const { container } = render(
      <LineChart
        {...SIZE}
        series={[{ data: [1, 2] }]}
        xAxis={[{ data: [1, 2], label: 'X' }]}
        slots={{
          axisLine: (props) => <line {...props} data-slot="line" />,
          axisTick: (props) => <line {...props} data-slot="tick" />,
          axisTickLabel: () => <text data-slot="tickLabel" />,
          axisLabel: () => <text data-slot="label" />,
        }}
      />,
    );
    for (const slot of ['line', 'tick', 'tickLabel', 'label']) {
      expect(container.querySelectorAll(`[data-slot="${slot}"]`).length, slot).toBeGreaterThan(0);
    }
  });
});
