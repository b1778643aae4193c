import { cleanup, render } from '@testing-library/react';
import { LineChart } from '@mui/x-charts/LineChart';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import { ENERGY_MIX } from '@content/demoData';
import EnergyMixAreas from './demos/EnergyMixAreas';
import PercentAreas from './demos/PercentAreas';
import TemperatureBand from './demos/TemperatureBand';

// Drawing area 400 × 200 from (50, 50); y-axis 0…10, 20 px per unit.
const SIZE = { width: 500, height: 300, margin: { left: 50, right: 50, top: 50, bottom: 50 }, skipAnimation: true };
const POINTS = [{ scaleType: 'point' as const, data: ['a', 'b'] }];
const lineD = (root: Element, id: string) => root.querySelector(`.MuiLineElement-series-${id}`)!.getAttribute('d');

beforeAll(() => {
  installSvgPointer();
  setResponsiveChartWidth(700);
});
afterEach(cleanup);

describe('stacked and percentage areas', () => {
  claim('Electricity generation by source, one series per source, all in the same `stack`.', () => {
    const { container } = render(<EnergyMixAreas />);
    expect(container.querySelectorAll('.MuiAreaElement-root')).toHaveLength(6);
    // Marks hidden: six series over eleven years would be 66 dots.
    expect(ENERGY_MIX).toHaveLength(11);
    expect(container.querySelectorAll('.MuiMarkElement-root')).toHaveLength(0);
    // The top edge of the last area is the total: hovering a year lists every source.
    pointAt(container.querySelector('svg')!, 350, 200);
    expect(document.querySelectorAll('.MuiChartsTooltip-root tr')).toHaveLength(7);
    expect(
      [...container.querySelectorAll('.MuiChartsAxis-bottom .MuiChartsAxis-tickLabel')].every(
        (t) => !t.textContent!.includes(','),
      ),
    ).toBe(true);
  });

  claim("`stackOffset: 'expand'` divides every stacked value by the total of its x-value", () => {
    const { container } = render(
      <LineChart
        {...SIZE}
        xAxis={POINTS}
        yAxis={[{ min: 0, max: 1 }]}
        series={[
          { id: 'p', data: [1, 3], stack: 's', stackOffset: 'expand', curve: 'linear' },
          { id: 'q', data: [3, 1], stack: 's', curve: 'linear' },
        ]}
      />,
    );
    // p is a quarter, then three quarters, of each column; the top of q is always 1.
    expect(lineD(container, 'p')).toBe('M50,200L450,100');
    expect(lineD(container, 'q')).toBe('M50,50L450,50');
  });

  claim('The offset belongs to the stack group, so setting it on one series of the stack is enough', () => {
    const chart = (second: object) =>
      lineD(
        render(
          <LineChart
            {...SIZE}
            xAxis={POINTS}
            yAxis={[{ min: 0, max: 1 }]}
            series={[
              { id: 'p', data: [1, 3], stack: 's', curve: 'linear', ...second },
              { id: 'q', data: [3, 1], stack: 's', curve: 'linear', stackOffset: 'expand' },
            ]}
          />,
        ).container,
        'q',
      );
    expect(chart({})).toBe('M50,50L450,50');
    cleanup();
    expect(chart({ stackOffset: 'expand' })).toBe('M50,50L450,50');
  });

  claim(
    'The y-axis formatter prints the shares as percentages, while the series formatters keep the original amounts',
    () => {
      const { container } = render(<PercentAreas />);
      const labels = [...container.querySelectorAll('.MuiChartsAxis-left .MuiChartsAxis-tickLabel')].map(
        (t) => t.textContent,
      );
      expect(labels[0]).toBe('0%');
      expect(labels.at(-1)).toBe('100%');
      pointAt(container.querySelector('svg')!, 350, 200);
      expect(document.querySelector('.MuiChartsTooltip-root')!.textContent).toMatch(/Coal\d+ TWh/);
    },
  );
});

describe('band and order', () => {
  claim(
    "The spread series' `valueFormatter` receives the `dataIndex`, which it uses to show the real range in the tooltip.",
    () => {
      const { container } = render(<TemperatureBand />);
      // January, at the left edge.
      pointAt(container.querySelector('svg')!, 60, 150);
      expect(document.querySelector('.MuiChartsTooltip-root')!.textContent).toContain('Low to high-6° to 2°');
      const hidden = (selector: string) => getComputedStyle(container.querySelector(selector)!).display;
      expect(hidden('.MuiLineElement-series-low')).toBe('none');
      expect(hidden('.MuiLineElement-series-spread')).toBe('none');
    },
  );

  const order = (stackOrder?: 'none') =>
    render(
      <LineChart
        {...SIZE}
        xAxis={POINTS}
        yAxis={[{ min: 0, max: 10 }]}
        series={[
          { id: 'big', data: [5, 5], stack: 's', stackOrder, curve: 'linear' },
          { id: 'small', data: [1, 1], stack: 's', curve: 'linear' },
        ]}
      />,
    ).container;
  claim("`'none'`: the order of the `series` array (the default).", () => {
    // The first series at the bottom (top at 5), the second on it (top at 6).
    for (const stackOrder of [undefined, 'none'] as const) {
      const root = order(stackOrder);
      expect([lineD(root, 'big'), lineD(root, 'small')]).toEqual(['M50,150L450,150', 'M50,130L450,130']);
      cleanup();
    }
  });

  claim("`'diverging'`, the default for bars, stacks positive and negative values on each side of zero.", () => {
    const { container } = render(
      <LineChart
        {...SIZE}
        xAxis={POINTS}
        yAxis={[{ min: -10, max: 10 }]}
        series={[
          { id: 'up', data: [4, 4], stack: 's', stackOffset: 'diverging', curve: 'linear', area: true },
          { id: 'down', data: [-3, -3], stack: 's', curve: 'linear', area: true },
        ]}
      />,
    );
    const area = (id: string) => container.querySelector(`.MuiAreaElement-series-${id}`)!.getAttribute('d');
    // On a -10…10 axis zero is at 150, 10 px per unit: 0 to 4 above zero, 0 to -3 below it (not 4 - 3 = 1).
    expect(area('up')).toBe('M50,110L450,110L450,150L50,150Z');
    expect(area('down')).toBe('M50,150L450,150L450,180L50,180Z');
  });
});
