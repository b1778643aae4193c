import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import AgePyramid from './demos/AgePyramid';
import BudgetVsActual from './demos/BudgetVsActual';
import CashFlowBySign from './demos/CashFlowBySign';
import ChannelSales from './demos/ChannelSales';
import RevenueAndMargin from './demos/RevenueAndMargin';
import RevenueTarget from './demos/RevenueTarget';
import WeekendTraffic from './demos/WeekendTraffic';

const tooltip = () => document.querySelector('.MuiChartsTooltip-root');
const bars = (root: Element) => [...root.querySelectorAll<SVGRectElement>('.MuiBarElement-root')];
/** Renders, then lets the bars take their size on the next frame. */
const renderDemo = async (element: React.ReactElement) => {
  const { container } = render(element);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
};
const barX = (bar: SVGRectElement) => Number(/translate3d\(([-\d.]+)px/.exec(bar.style.transform)![1]);

beforeAll(() => {
  installSvgPointer();
  setResponsiveChartWidth(600);
});
afterEach(cleanup);

describe('revenue against a target', () => {
  claim(
    "Each one uses deterministic demo data and the theme's colours, so it looks the same on every visit",
    async () => {
      const first = (await renderDemo(<RevenueTarget />)).innerHTML.replace(/:r\w+:/g, '');
      cleanup();
      const second = (await renderDemo(<RevenueTarget />)).innerHTML.replace(/:r\w+:/g, '');
      expect(second).toBe(first);
      cleanup();
      const dark = await renderDemo(
        <ThemeProvider theme={createTheme({ palette: { mode: 'dark' } })}>
          <RevenueTarget />
        </ThemeProvider>,
      );
      // The target line takes the theme's warning colour, which differs in dark mode.
      expect(dark.querySelector('.MuiChartsReferenceLine-line')!.getAttribute('style')).toContain(
        createTheme({ palette: { mode: 'dark' } }).palette.warning.main,
      );
    },
  );

  claim(
    "every chart accepts children and draws them inside its SVG, on top of the plot, with access to the chart's axes",
    async () => {
      const root = await renderDemo(<RevenueTarget />);
      const svg = root.querySelector('svg')!;
      const line = svg.querySelector('.MuiChartsReferenceLine-root')!;
      const plot = svg.querySelector('.MuiBarElement-root')!.closest('g[clip-path]')!;
      // Drawn after (so above) the bars, at the y of 240 on the chart's own axis.
      expect(plot.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(line.textContent).toBe('Target');
    },
  );

  claim(
    "The line and label use the theme's primary text colour unless you override them with `lineStyle` and `labelStyle`.",
    () => {
      const { container } = render(
        <ThemeProvider theme={createTheme({ palette: { text: { primary: 'rgb(1, 2, 3)' } } })}>
          <BarChart width={400} height={300} xAxis={[{ scaleType: 'band', data: ['a'] }]} series={[{ data: [1] }]}>
            <ChartsReferenceLine y={0.5} label="Plain" />
            <ChartsReferenceLine
              y={0.8}
              label="Styled"
              lineStyle={{ stroke: 'rgb(9, 9, 9)' }}
              labelStyle={{ fill: 'rgb(8, 8, 8)' }}
            />
          </BarChart>
        </ThemeProvider>,
      );
      const [plain, styled] = container.querySelectorAll('.MuiChartsReferenceLine-root');
      expect(getComputedStyle(plain!.querySelector('path')!).stroke).toBe('rgb(1, 2, 3)');
      expect(getComputedStyle(plain!.querySelector('text')!).fill).toBe('rgb(1, 2, 3)');
      expect((styled!.querySelector('path') as SVGElement).style.stroke).toBe('rgb(9, 9, 9)');
      expect((styled!.querySelector('text') as SVGElement).style.fill).toBe('rgb(8, 8, 8)');
    },
  );
});

describe('two axes, pyramid and budget', () => {
  claim(
    'Here revenue bars use the left y-axis and the profit margin line the right one, linked through `yAxisId`.',
    async () => {
      const root = await renderDemo(<RevenueAndMargin />);
      const labels = (side: string) =>
        [...root.querySelectorAll(`.MuiChartsAxis-${side} .MuiChartsAxis-tickLabel`)].map((t) => t.textContent);
      expect(labels('left').every((label) => label!.endsWith('k'))).toBe(true);
      expect(labels('right').every((label) => label!.endsWith('%'))).toBe(true);
      expect(bars(root).length).toBe(12);
      expect(root.querySelectorAll('.MuiLineElement-root')).toHaveLength(1);
    },
  );

  claim("the default `'diverging'` offset sends negative values to the left of zero", async () => {
    const root = await renderDemo(<AgePyramid />);
    const zero = [...root.querySelectorAll('.MuiChartsAxis-bottom .MuiChartsAxis-tickContainer')].find(
      (tick) => tick.textContent === '0k',
    )!;
    const zeroX = Number(/translate\(([-\d.]+)/.exec(zero.getAttribute('transform')!)![1]);
    const [women, men] = [bars(root).slice(0, 8), bars(root).slice(8)];
    women.forEach((bar) => expect(Math.abs(barX(bar) + Number.parseFloat(bar.style.width) - zeroX)).toBeLessThan(1));
    men.forEach((bar) => expect(Math.abs(barX(bar) - zeroX)).toBeLessThan(1));
    // Absolute values on the axis and in the tooltip.
    expect(
      [...root.querySelectorAll('.MuiChartsAxis-bottom .MuiChartsAxis-tickLabel')].some((t) =>
        t.textContent!.startsWith('-'),
      ),
    ).toBe(false);
    pointAt(root.querySelector('svg')!, 300, 60);
    expect(tooltip()!.textContent).toBe('0-14Women5.8kMen6.1k');
  });

  claim('A `barLabel` function labels only the actual spending, with the difference from the budget', async () => {
    const root = await renderDemo(<BudgetVsActual />);
    const labels = [...root.querySelectorAll('.MuiBarLabel-root')].map((label) => label.textContent).filter(Boolean);
    expect(labels).toEqual(['+26', '-22', '-29', '+17', '-2']);
  });

  claim("`tooltip={{ trigger: 'item' }}` shows the hovered bar only.", async () => {
    const root = await renderDemo(<BudgetVsActual />);
    pointAt(root.querySelector('svg')!, 300, 100);
    expect(tooltip()).toBeNull();
    fireEvent.pointerEnter(root.querySelector('.MuiBarElement-series-actual')!);
    expect(tooltip()!.textContent).toBe('Actual ($k)446');
  });
});

describe('stacking demos', () => {
  claim(
    'toggling `stack` between a shared group name and `undefined` turns grouped bars into stacked ones',
    async () => {
      const root = await renderDemo(<ChannelSales />);
      const firstQuarterXs = () =>
        new Set(
          bars(root)
            .filter((_, index) => index % 4 === 0)
            .map(barX),
        );
      expect(firstQuarterXs().size).toBe(3);
      fireEvent.click(screen.getByRole('button', { name: 'Stacked' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
      expect(firstQuarterXs().size).toBe(1);
    },
  );

  claim("each month's inflows pile up above zero and its outflows below it", async () => {
    const root = await renderDemo(<CashFlowBySign />);
    const zeroY = Number(
      /M [\d.]+ ([\d.]+)/.exec(root.querySelector('.MuiChartsReferenceLine-line')!.getAttribute('d')!)![1],
    );
    for (const bar of bars(root)) {
      const y = Number(/translate3d\([-\d.]+px,([-\d.]+)px/.exec(bar.style.transform)![1]);
      const height = Number.parseFloat(bar.style.height);
      // Every bar lies wholly above or wholly below the zero line.
      expect(y + height <= zeroY + 0.5 || y >= zeroY - 0.5).toBe(true);
    }
    pointAt(root.querySelector('svg')!, 100, 150);
    expect(tooltip()!.textContent).toMatch(/[+-]\d+k\$/);
  });

  claim(
    'Categories listed in `values` get the matching entry of `colors`; the others get `unknownColor`.',
    async () => {
      const theme = createTheme();
      const root = await renderDemo(<WeekendTraffic />);
      expect(bars(root).map((bar) => getComputedStyle(bar).fill)).toEqual([
        ...Array(5).fill(theme.palette.primary.main),
        theme.palette.secondary.main,
        theme.palette.secondary.main,
      ]);
    },
  );
});
