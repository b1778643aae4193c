import { act, fireEvent, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { blueberryTwilightPalette, cheerfulFiestaPalette, mangoFusionPalette } from '@mui/x-charts/colorPalettes';
import { PieChart } from '@mui/x-charts/PieChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

const SIZE = { width: 300, height: 200, skipAnimation: true };
const point = (x: number, z = 0) => ({ id: x, x, y: x, z });
/** The fill of each scatter series' points, one colour per series. */
const seriesFills = (root: Element) =>
  [...root.querySelectorAll('svg > g g:has(> circle)')].map((group) =>
    group.querySelector('circle')!.getAttribute('fill'),
  );

describe('colours', () => {
  let palette: Element;
  let defaults: Element;
  let colorMap: Element;
  beforeAll(() => {
    palette = render(
      <ScatterChart
        {...SIZE}
        colors={['#111111', '#222222', '#333333']}
        series={[{ data: [point(1)] }, { data: [point(2)], color: '#ff0000' }, { data: [point(3)] }]}
      />,
    ).container;
    defaults = render(<ScatterChart {...SIZE} series={[{ data: [point(1)] }, { data: [point(2)] }]} />).container;
    colorMap = render(
      <ScatterChart
        {...SIZE}
        zAxis={[{ colorMap: { type: 'continuous', color: ['#000000', '#ffffff'] } }]}
        series={[{ data: [point(1, 0), point(2, 5), point(3, 10)] }]}
      />,
    ).container;
  });

  claim('a series with its own `color` still uses up its slot', () => {
    expect(seriesFills(palette)).toEqual(['#111111', '#ff0000', '#333333']);
  });

  const defaultPalette = () => {
    expect(seriesFills(defaults)).toEqual(blueberryTwilightPalette('light').slice(0, 2));
  };
  claim('The default is `blueberryTwilightPalette`.', defaultPalette);
  claim('`blueberryTwilightPalette` (default),', defaultPalette);

  claim(
    'the three built-in palettes are functions that return a light or a dark variant depending on the theme mode',
    () => {
      for (const palette of [blueberryTwilightPalette, mangoFusionPalette, cheerfulFiestaPalette]) {
        expect(palette('light')).not.toEqual(palette('dark'));
      }
      const dark = render(
        <ThemeProvider theme={createTheme({ palette: { mode: 'dark' } })}>
          <ScatterChart {...SIZE} series={[{ data: [point(1)] }]} />
        </ThemeProvider>,
      ).container;
      expect(seriesFills(dark)).toEqual(blueberryTwilightPalette('dark').slice(0, 1));
    },
  );

  // With data from 0 to 10, the gradient still spans 0 to 100: the largest value is only a tenth of the way.
  claim('`min` and `max` default to 0 and 100, whatever the data', () => {
    const fills = [...colorMap.querySelectorAll('circle')].map((circle) => circle.getAttribute('fill'));
    expect(fills).toEqual(['rgb(0, 0, 0)', 'rgb(13, 13, 13)', 'rgb(26, 26, 26)']);
  });
});

describe('classes', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <div>
        <LineChart {...SIZE} xAxis={[{ data: [1, 2, 3] }]} series={[{ id: 'forecast', data: [1, 2, 3], area: true }]} />
        <ScatterChart {...SIZE} series={[{ data: [point(1), point(2)] }]} />
      </div>,
    ).container;
  });

  claim('Line, area and mark elements also get a class built from their series id', () => {
    expect(view.querySelectorAll('.MuiLineElement-series-forecast')).toHaveLength(1);
    expect(view.querySelectorAll('.MuiAreaElement-series-forecast')).toHaveLength(1);
    expect(view.querySelectorAll('.MuiMarkElement-series-forecast')).toHaveLength(3);
  });

  claim('most elements have a stable class name (scatter points have none)', () => {
    const points = [...view.querySelectorAll('svg')].at(-1)!.querySelectorAll('circle');
    expect(points).toHaveLength(2);
    expect([...points].map((circle) => circle.getAttribute('class'))).toEqual([null, null]);
  });
});

describe('CSS, theme, overlays, margins and accessibility', () => {
  const BARS = { xAxis: [{ scaleType: 'band' as const, data: ['a', 'b'] }], series: [{ data: [1, 2] }] };

  claim('Every chart accepts `sx` and `className`.', () => {
    const sx = { opacity: 0.5 };
    const { container } = render(
      <div>
        <BarChart {...SIZE} {...BARS} className="custom" sx={sx} />
        <LineChart {...SIZE} xAxis={[{ data: [1, 2] }]} series={[{ data: [1, 2] }]} className="custom" sx={sx} />
        <ScatterChart {...SIZE} series={[{ data: [point(1)] }]} className="custom" sx={sx} />
        <PieChart {...SIZE} series={[{ data: [{ value: 1, label: 'One' }] }]} className="custom" sx={sx} />
      </div>,
    );
    const charts = container.querySelectorAll('.custom');
    expect([...charts].map((chart) => chart.tagName)).toHaveLength(4);
    // The class lands on the wrapping div, the sx styles on the SVG inside it.
    charts.forEach((chart) => expect(getComputedStyle(chart.querySelector('svg')!).opacity).toBe('0.5'));
  });

  claim('Chart components are registered in the theme under their `Mui…` names', () => {
    const theme = createTheme({
      components: {
        MuiChartsXAxis: { defaultProps: { disableTicks: true } },
        MuiBarElement: { styleOverrides: { root: { fill: 'rgb(0, 128, 0)' } } },
      },
    } as object);
    const { container } = render(
      <ThemeProvider theme={theme}>
        <BarChart {...SIZE} {...BARS} />
      </ThemeProvider>,
    );
    expect(container.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tick')).toHaveLength(0);
    expect(container.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tick').length).toBeGreaterThan(0);
    expect(getComputedStyle(container.querySelector('.MuiBarElement-root')!).fill).toBe('rgb(0, 128, 0)');
  });

  claim('The chart shows "Loading data…" and renders no tooltip.', () => {
    installSvgPointer();
    const { container } = render(<BarChart {...SIZE} {...BARS} loading />);
    expect(container.textContent).toContain('Loading data…');
    pointAt(container.querySelector('svg')!, 100, 100);
    expect(document.querySelectorAll('.MuiChartsTooltip-root')).toHaveLength(0);
  });

  claim(
    'when every series has an empty `data` array (or there is no series), the chart shows "No data to display"',
    () => {
      const { container } = render(
        <div>
          <BarChart {...SIZE} xAxis={BARS.xAxis} series={[{ data: [] }, { data: [] }]} />
          <LineChart {...SIZE} series={[]} />
        </div>,
      );
      expect(container.textContent!.match(/No data to display/g)).toHaveLength(2);
    },
  );

  claim('Cartesian charts default to `50` on each side.', () => {
    const { container } = render(<BarChart width={300} height={200} {...BARS} />);
    const area = container.querySelector('clipPath rect')!;
    expect(['x', 'y', 'width', 'height'].map((name) => area.getAttribute(name))).toEqual(['50', '50', '200', '100']);
  });

  claim("Bars, points, slices and legend items can't be focused, and the tooltip only opens with a pointer.", () => {
    const { container } = render(
      <div>
        <BarChart {...SIZE} {...BARS} series={[{ data: [1, 2], label: 'Bars' }]} />
        <PieChart {...SIZE} series={[{ data: [{ value: 1, label: 'Slice' }] }]} />
      </div>,
    );
    expect(container.querySelectorAll('svg [tabindex]')).toHaveLength(0);
    const svg = container.querySelector('svg')!;
    act(() => (svg as unknown as HTMLElement).focus());
    for (const key of ['Tab', 'ArrowRight', 'Enter']) fireEvent.keyDown(svg, { key });
    expect(document.querySelectorAll('.MuiChartsTooltip-root')).toHaveLength(0);
  });

  claim(
    'land on the `<div>` that wraps the SVG with the ready-made charts and `ResponsiveChartContainer`, and on the `<svg>` only with `ChartContainer`',
    () => {
      const { container } = render(
        <div>
          <BarChart {...SIZE} {...BARS} aria-label="ready-made" />
          <ChartContainer {...SIZE} series={[{ type: 'bar', data: [1, 2] }]} xAxis={BARS.xAxis} aria-label="composed" />
        </div>,
      );
      expect(container.querySelector('[aria-label="ready-made"]')!.tagName).toBe('DIV');
      expect(container.querySelector('[aria-label="composed"]')!.tagName).toBe('svg');
    },
  );
});
