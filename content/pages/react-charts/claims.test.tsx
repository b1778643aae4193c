import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
import * as charts from '@mui/x-charts';
import * as chartsPro from '@mui/x-charts-pro';
import { blueberryTwilightPalette } from '@mui/x-charts/colorPalettes';
import chartsPackage from '@mui/x-charts/package.json';
import chartsProPackage from '@mui/x-charts-pro/package.json';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
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

describe('overview', () => {
  afterEach(cleanup);

  claim('Each chart is rendered as SVG', () => {
    const { container } = render(<ChartsOverview />);
    expect(container.querySelectorAll('svg')).toHaveLength(4);
    expect(container.querySelectorAll('canvas')).toHaveLength(0);
  });

  claim('accepts your data as plain arrays or as a dataset of objects', () => {
    const { container } = render(
      <div>
        <BarChart {...SIZE} xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]} series={[{ data: [1, 2] }]} />
        <BarChart
          {...SIZE}
          dataset={[
            { key: 'a', value: 1 },
            { key: 'b', value: 2 },
          ]}
          xAxis={[{ scaleType: 'band', dataKey: 'key' }]}
          series={[{ dataKey: 'value' }]}
        />
      </div>,
    );
    const [arrays, dataset] = container.querySelectorAll('svg');
    const ticks = (svg: Element) =>
      [...svg.querySelectorAll('.MuiChartsAxis-tickLabel')].map((label) => label.textContent);
    expect(ticks(dataset!)).toEqual(ticks(arrays!));
  });

  claim(
    'a `BarChart` with stacked series, a `LineChart` on a category axis, a donut `PieChart` and a `Gauge`',
    async () => {
      const { container } = render(<ChartsOverview />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      const [bar, line, pie, gauge] = container.querySelectorAll('svg');
      // Three series stacked: each month's bars share one x position.
      const xs = [...bar!.querySelectorAll<SVGRectElement>('.MuiBarElement-root')].map(
        (rect) => rect.style.transform.split(',')[0],
      );
      expect(new Set(xs).size).toBe(xs.length / 3);
      expect(line!.querySelectorAll('.MuiLineElement-root')).toHaveLength(3);
      expect(line!.querySelector('.MuiChartsAxis-bottom .MuiChartsAxis-tickLabel')!.textContent).toBe('Jan');
      // A donut: the arcs have an inner radius (a second arc command in their path).
      expect(pie!.querySelector('.MuiPieArc-root')!.getAttribute('d')!.match(/A/g)!.length).toBeGreaterThan(1);
      expect(gauge!.closest('[role="meter"]')).not.toBeNull();
    },
  );

  claim('switch the site to dark mode: text, axes and palettes follow the theme', () => {
    const dark = createTheme({ palette: { mode: 'dark' } });
    const { container } = render(
      <ThemeProvider theme={dark}>
        <ChartsOverview />
      </ThemeProvider>,
    );
    const [bar, , pie] = container.querySelectorAll('svg');
    expect(getComputedStyle(bar!.querySelector('.MuiChartsAxis-tickLabel')!).fill).toBe(dark.palette.text.primary);
    expect(getComputedStyle(bar!.querySelector('.MuiChartsAxis-line')!).stroke).toBe(dark.palette.text.primary);
    expect(getComputedStyle(bar!.querySelector('.MuiBarElement-root')!).fill).toBe(blueberryTwilightPalette('dark')[0]);
    expect(pie!.querySelector('.MuiPieArc-root')).not.toBeNull();
  });

  claim('Radar, treemap, funnel, Sankey and Gantt charts are planned', () => {
    const exported = [...Object.keys(charts), ...Object.keys(chartsPro)];
    expect(exported.filter((name) => /radar|treemap|funnel|sankey|gantt/i.test(name))).toEqual([]);
  });

  claim('7.0.0-beta.5 (preview)', () => {
    expect(chartsPackage.version).toBe('7.21.0');
    expect(chartsProPackage.version).toBe('7.0.0-beta.5');
    expect(chartsProPackage.license).not.toBe('MIT');
    expect(chartsPackage.license).toBe('MIT');
  });

  claim(
    'The Pro package adds [zooming and panning](/x/react-charts/zoom-and-pan/) to bar, line and scatter charts',
    () => {
      const pro = chartsPro as Record<string, unknown>;
      for (const name of ['BarChartPro', 'LineChartPro', 'ScatterChartPro', 'Heatmap'])
        expect(pro[name], name).toBeDefined();
      expect((charts as Record<string, unknown>).Heatmap).toBeUndefined();
    },
  );

  claim('Without a licence key its charts show a watermark.', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { LineChartPro } = chartsPro;
    const { container } = render(<LineChartPro {...SIZE} series={[{ data: [1, 2] }]} />);
    expect(container.textContent).toContain('MUI X Missing license key');
    consoleError.mockRestore();
  });

  claim('**Axes** with linear, logarithmic, time, band and point scales, several axes per chart', () => {
    const { container } = render(
      <LineChart
        {...SIZE}
        xAxis={[
          { scaleType: 'point', data: ['a', 'b'] },
          { id: 'time', scaleType: 'time', data: [new Date(2024, 0, 1), new Date(2024, 0, 2)] },
        ]}
        yAxis={[{ id: 'log', scaleType: 'log' }, { id: 'linear' }]}
        topAxis="time"
        rightAxis="linear"
        series={[
          { data: [1, 100], yAxisId: 'log' },
          { data: [5, 6], yAxisId: 'linear' },
        ]}
      />,
    );
    const sides = [...container.querySelectorAll('.MuiChartsAxis-root')].map(
      (axis) => /MuiChartsAxis-(top|bottom|left|right)/.exec(axis.getAttribute('class')!)![1],
    );
    expect(sides.sort()).toEqual(['bottom', 'left', 'right', 'top']);
  });

  claim("**Stacking** for bars and areas, with d3's stack orders and offsets.", () => {
    const { container } = render(
      <LineChart
        {...SIZE}
        xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
        yAxis={[{ min: 0, max: 1 }]}
        series={[
          { id: 'quarter', data: [1, 1], stack: 's', area: true, stackOffset: 'expand', stackOrder: 'reverse' },
          { data: [3, 3], stack: 's', area: true },
        ]}
      />,
    );
    expect(container.querySelectorAll('.MuiAreaElement-root')).toHaveLength(2);
    // Expanded to 1, the first series (a quarter) on top because of the reversed order: its area starts at the top.
    expect(container.querySelector('.MuiAreaElement-series-quarter')!.getAttribute('d')).toBe(
      'M50,50L250,50L250,75L50,75Z',
    );
  });

  untestable(
    'Look up every prop in the API reference',
    'a pointer to the generated API pages, not behaviour of the charts',
  );
});
