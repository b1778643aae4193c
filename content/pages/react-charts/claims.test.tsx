import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { BarChart, BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { Gauge } from '@mui/x-charts/Gauge';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import ChartsOverview from './demos/ChartsOverview';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

const SIZE = { width: 300, height: 200, margin: { left: 50, right: 50, top: 50, bottom: 50 }, skipAnimation: true };
const tooltips = () => document.querySelectorAll('.MuiChartsTooltip-root');

describe('legend and tooltip', () => {
  beforeAll(installSvgPointer);
  // Each test renders other charts: unmount them, and their open tooltips, before the next.
  afterEach(cleanup);

  claim('Hover the bar, line and pie charts to see their tooltips (a gauge has none)', () => {
    // jsdom resolves the demo's 100 % widths to 100 px: small charts, but drawn.
    const [bar, line, pie, gauge] = render(<ChartsOverview />).container.querySelectorAll('svg');
    for (const chart of [bar, line]) {
      pointAt(chart!, 60, 100);
      expect(tooltips()).toHaveLength(1);
      fireEvent(chart!, new MouseEvent('pointerleave'));
    }
    pointAt(pie!, 50, 100);
    fireEvent.pointerEnter(pie!.querySelector('.MuiPieArc-root')!);
    expect(tooltips()).toHaveLength(1);
    fireEvent.pointerLeave(pie!.querySelector('.MuiPieArc-root')!);
    expect(tooltips()).toHaveLength(0);
    pointAt(gauge!, 50, 100);
    gauge!.querySelectorAll('path').forEach((arc) => fireEvent.pointerEnter(arc));
    expect(tooltips()).toHaveLength(0);
  });

  claim('on by default on bar, line, scatter and pie charts', () => {
    const charts = render(
      <div>
        <BarChart
          {...SIZE}
          xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]}
          series={[{ data: [1, 2], label: 'Bars' }]}
        />
        <LineChart
          {...SIZE}
          xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
          series={[{ data: [1, 2], label: 'Line' }]}
        />
        <ScatterChart {...SIZE} series={[{ data: [{ id: 1, x: 1, y: 1 }], label: 'Points' }]} />
        <PieChart {...SIZE} series={[{ data: [{ id: 1, value: 1, label: 'Slice' }] }]} />
      </div>,
    ).container;
    expect(charts.querySelectorAll('.MuiChartsLegend-root')).toHaveLength(4);
    for (const label of ['Bars', 'Line', 'Points', 'Slice']) expect(screen.getByText(label)).toBeTruthy();
    const [bar, line] = charts.querySelectorAll('svg');
    pointAt(bar!, 100, 100);
    expect(tooltips()).toHaveLength(1);
    fireEvent(bar!, new MouseEvent('pointerleave'));
    pointAt(line!, 100, 100);
    expect(tooltips()).toHaveLength(1);
  });

  claim('a sparkline has neither, and shows a tooltip only with `showTooltip`', () => {
    const { container } = render(
      <div>
        <SparkLineChart width={200} height={50} data={[1, 3, 2]} />
        <SparkLineChart width={200} height={50} data={[1, 3, 2]} showTooltip />
      </div>,
    );
    expect(container.querySelectorAll('.MuiChartsLegend-root')).toHaveLength(0);
    const [plain, withTooltip] = container.querySelectorAll('svg');
    pointAt(plain!, 100, 25);
    expect(tooltips()).toHaveLength(0);
    pointAt(withTooltip!, 100, 25);
    expect(tooltips()).toHaveLength(1);
  });

  claim('a gauge takes neither: a `ChartsLegend` inside it throws and a `ChartsTooltip` never shows', () => {
    const gauge = render(
      <Gauge width={200} height={200} value={60}>
        <ChartsTooltip trigger="axis" />
      </Gauge>,
    ).container;
    const svg = gauge.querySelector('svg')!;
    pointAt(svg, 100, 100);
    svg.querySelectorAll('path').forEach((arc) => fireEvent.pointerEnter(arc));
    expect(tooltips()).toHaveLength(0);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Gauge width={200} height={200} value={60}>
          <ChartsLegend />
        </Gauge>,
      ),
    ).toThrow();
    consoleError.mockRestore();
  });
});

describe('architecture', () => {
  claim(
    'React renders every element, so charts can be styled with `sx`, themed, and assembled from smaller parts',
    () => {
      const { container } = render(
        <ThemeProvider theme={createTheme({ palette: { text: { primary: 'rgb(1, 2, 3)' } } })}>
          <BarChart
            {...SIZE}
            xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]}
            series={[{ data: [1, 2] }]}
            sx={{ '& .MuiBarElement-root': { fill: 'rgb(255, 0, 0)' } }}
          />
          <ChartContainer
            {...SIZE}
            xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]}
            series={[{ type: 'bar', data: [1, 2] }]}
          >
            <BarPlot />
          </ChartContainer>
        </ThemeProvider>,
      );
      const [ready, composed] = container.querySelectorAll('svg');
      expect(getComputedStyle(ready!.querySelector('.MuiBarElement-root')!).fill).toBe('rgb(255, 0, 0)');
      expect(getComputedStyle(ready!.querySelector('.MuiChartsAxis-tickLabel')!).fill).toBe('rgb(1, 2, 3)');
      expect(composed!.querySelectorAll('.MuiBarElement-root')).toHaveLength(2);
    },
  );
});
