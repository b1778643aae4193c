import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { BarChart } from '@mui/x-charts/BarChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

// 5 px margins: the plot runs from (5, 5) to (205, 55).
const SIZE = { width: 210, height: 60 };
const DATA = [3, 5, 4, 8];
const tooltip = () => document.querySelector('.MuiChartsTooltip-root');
const lineD = (root: Element) => root.querySelector('.MuiLineElement-root')!.getAttribute('d');

beforeAll(installSvgPointer);
afterEach(cleanup);

describe('defaults', () => {
  claim(
    'draws a single line or bar series with no axes, no legend and no tooltip by default, and a 5 px margin on each side',
    () => {
      const { container } = render(<SparkLineChart {...SIZE} data={DATA} />);
      expect(container.querySelectorAll('.MuiChartsAxis-root, .MuiChartsLegend-series')).toHaveLength(0);
      pointAt(container.querySelector('svg')!, 100, 30);
      expect(tooltip()).toBeNull();
      // First point at the left margin, the highest value at the top margin.
      expect(lineD(container)).toMatch(/^M5,/);
      expect(lineD(container)).toMatch(/L205,5$/);
    },
  );

  claim("`plotType` chooses between `'line'` (the default) and `'bar'`.", async () => {
    const { container } = render(
      <div>
        <SparkLineChart {...SIZE} data={DATA} />
        <SparkLineChart {...SIZE} data={DATA} plotType="bar" />
      </div>,
    );
    const [line, bar] = container.querySelectorAll('svg');
    expect(line!.querySelectorAll('.MuiLineElement-root')).toHaveLength(1);
    expect(bar!.querySelectorAll('.MuiBarElement-root')).toHaveLength(4);
  });

  claim(
    "By default the x-axis is a `'point'` scale for lines and a `'band'` scale for bars, with the indexes of `data` as values.",
    async () => {
      const { container } = render(
        <div>
          <SparkLineChart
            {...SIZE}
            data={DATA}
            curve="linear"
            showTooltip
            xAxis={{ scaleType: 'point', data: [0, 1, 2, 3] }}
          />
          <SparkLineChart {...SIZE} data={DATA} plotType="bar" />
        </div>,
      );
      const [line, bar] = container.querySelectorAll('svg');
      // Points evenly spaced from edge to edge: 5, 71.7, 138.3, 205.
      expect(lineD(line!)).toMatch(/^M5,[\d.]+L71\.667,[\d.]+L138\.333,[\d.]+L205,/);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      // Four bands of 50 px; bars 80 % of each, offset by 5 px.
      expect([...bar!.querySelectorAll<SVGRectElement>('.MuiBarElement-root')].map((rect) => rect.style.width)).toEqual(
        ['40px', '40px', '40px', '40px'],
      );
    },
  );

  claim('`xAxis` and `yAxis` take a single axis object here, not an array as on the other charts.', () => {
    const { container } = render(<SparkLineChart {...SIZE} data={DATA} yAxis={{ min: 0, max: 16 }} curve="linear" />);
    // 8 of 16 is half-way: y 30.
    expect(lineD(container)).toMatch(/L205,30$/);
  });
});

describe('tooltip and highlight', () => {
  claim('the tooltip has a title only if you pass an `xAxis`', () => {
    const valueFormatter = vi.fn((value: number | null) => `${value} ms`);
    const { container } = render(
      <div>
        <SparkLineChart {...SIZE} data={DATA} showTooltip valueFormatter={valueFormatter} />
        <SparkLineChart
          {...SIZE}
          data={DATA}
          showTooltip
          xAxis={{ scaleType: 'point', data: ['Jan', 'Feb', 'Mar', 'Apr'] }}
        />
        <SparkLineChart {...SIZE} data={DATA} showTooltip xAxis={{ scaleType: 'point' }} />
      </div>,
    );
    const [plain, months, indexes] = container.querySelectorAll('svg');
    const rows = () => [...tooltip()!.querySelectorAll('tr')].map((row) => row.textContent);
    pointAt(plain!, 205, 30);
    expect(rows()).toEqual(['8 ms']);
    fireEvent(plain!, new MouseEvent('pointerleave'));
    pointAt(months!, 205, 30);
    expect(rows()).toEqual(['Apr', '8']);
    fireEvent(months!, new MouseEvent('pointerleave'));
    pointAt(indexes!, 205, 30);
    expect(rows()).toEqual(['3', '8']);
  });

  claim('`showHighlight` marks the hovered value: a dot on a line, a shaded band behind a bar.', () => {
    const { container } = render(
      <div>
        <SparkLineChart {...SIZE} data={DATA} showHighlight />
        <SparkLineChart {...SIZE} data={DATA} plotType="bar" showHighlight />
        <SparkLineChart {...SIZE} data={DATA} />
      </div>,
    );
    const [line, bar, none] = container.querySelectorAll('svg');
    pointAt(line!, 205, 30);
    expect(line!.querySelectorAll('.MuiHighlightElement-root')).toHaveLength(1);
    pointAt(bar!, 180, 30);
    expect(bar!.querySelector('.MuiChartsAxisHighlight-root')!.getAttribute('d')).toBe(
      'M 155 55 l 50 0 l 0 -50 l -50 0 Z',
    );
    pointAt(none!, 205, 30);
    expect(none!.querySelectorAll('.MuiHighlightElement-root, .MuiChartsAxisHighlight-root')).toHaveLength(0);
  });
});

describe('area, curve and scale', () => {
  claim('`area` fills the space under the line (no effect on bars).', () => {
    const { container } = render(
      <div>
        <SparkLineChart {...SIZE} data={DATA} area />
        <SparkLineChart {...SIZE} data={DATA} area plotType="bar" />
      </div>,
    );
    const [line, bar] = container.querySelectorAll('svg');
    expect(line!.querySelectorAll('.MuiAreaElement-root')).toHaveLength(1);
    expect(bar!.querySelectorAll('.MuiAreaElement-root')).toHaveLength(0);
  });

  claim("the default is `'linear'` here, unlike `LineChart`", () => {
    const { container } = render(
      <div>
        <SparkLineChart {...SIZE} data={DATA} />
        <SparkLineChart {...SIZE} data={DATA} curve="linear" />
        <SparkLineChart {...SIZE} data={DATA} curve="natural" />
      </div>,
    );
    const [byDefault, linear, natural] = [...container.querySelectorAll('svg')].map(lineD);
    expect(byDefault).toBe(linear);
    expect(byDefault).not.toBe(natural);
    expect(byDefault).not.toContain('C');
  });

  claim("A line's y-axis is fitted to its data, so small variations fill the whole height", () => {
    const { container } = render(
      <div>
        <SparkLineChart {...SIZE} data={[97, 98, 99]} curve="linear" />
        <SparkLineChart {...SIZE} data={[97, 98, 99]} curve="linear" yAxis={{ min: 0 }} />
      </div>,
    );
    const [fitted, fromZero] = [...container.querySelectorAll('svg')].map(lineD);
    expect(fitted).toBe('M5,55L105,30L205,5');
    expect(fromZero).toMatch(/^M5,6\.\d+/);
  });

  claim(
    'An area or a bar always includes 0 in its y-axis, since it is drawn down to it, so `min: 0` changes nothing there.',
    async () => {
      const { container } = render(
        <div>
          <SparkLineChart {...SIZE} data={[97, 98, 99]} area curve="linear" />
          <SparkLineChart {...SIZE} data={[97, 98, 99]} area curve="linear" yAxis={{ min: 0 }} />
          <SparkLineChart {...SIZE} data={[97, 98, 99]} plotType="bar" />
          <SparkLineChart {...SIZE} data={[97, 98, 99]} plotType="bar" yAxis={{ min: 0 }} />
        </div>,
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      const [area, areaZero, bar, barZero] = container.querySelectorAll('svg');
      expect(lineD(area!)).toBe(lineD(areaZero!));
      expect(lineD(area!)).toMatch(/^M5,6\.\d+/);
      const heights = (svg: Element) =>
        [...svg.querySelectorAll<SVGRectElement>('.MuiBarElement-root')].map((rect) => rect.style.height);
      expect(heights(bar!)).toEqual(heights(barZero!));
      expect(Number.parseFloat(heights(bar!)[0]!)).toBeGreaterThan(45);
    },
  );

  claim('`colors` sets the colour, as an array or a palette function.', () => {
    const { container } = render(
      <div>
        <SparkLineChart {...SIZE} data={DATA} colors={['rgb(1, 2, 3)']} />
        <SparkLineChart {...SIZE} data={DATA} colors={(mode) => [mode === 'light' ? 'rgb(4, 5, 6)' : 'black']} />
      </div>,
    );
    expect(
      [...container.querySelectorAll('.MuiLineElement-root')].map((line) => getComputedStyle(line).stroke),
    ).toEqual(['rgb(1, 2, 3)', 'rgb(4, 5, 6)']);
  });

  claim('Sparklines skip their animations', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    const { container } = render(
      <div>
        <SparkLineChart {...SIZE} data={DATA} plotType="bar" />
        <BarChart {...SIZE} margin={{ top: 5, bottom: 5, left: 5, right: 5 }} series={[{ data: DATA }]} />
      </div>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    // Two frames in: the sparkline's tallest bar is at its full 40 px (8 on a 0–10 axis), the bar chart's still growing.
    const tallest = (svg: Element) =>
      Number.parseFloat(svg.querySelectorAll<SVGRectElement>('.MuiBarElement-root')[3]!.style.height);
    const [sparkline, chart] = container.querySelectorAll('svg');
    expect(tallest(sparkline!)).toBe(40);
    expect(tallest(chart!)).toBeLessThan(40);
    vi.restoreAllMocks();
  });
});
