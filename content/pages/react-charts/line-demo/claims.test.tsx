import { render } from '@testing-library/react';
import { LineChart } from '@mui/x-charts/LineChart';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import MovingAverage from './demos/MovingAverage';

/** The x of the first point of a line's path (`M x,y…`). */
const startX = (line: Element) => Number(/^M([\d.]+)/.exec(line.getAttribute('d')!)![1]);

describe('moving average', () => {
  let chart: Element;
  beforeAll(() => {
    setResponsiveChartWidth(800);
    chart = render(<MovingAverage />).container;
  });

  claim('Every line element carries a class built from its series id (`MuiLineElement-series-average` here)', () => {
    expect(chart.querySelectorAll('.MuiLineElement-series-average')).toHaveLength(1);
    expect(chart.querySelectorAll('.MuiLineElement-series-close')).toHaveLength(1);
  });

  claim('the 20-day average is `null` for the first 19 days, so its line starts later', () => {
    const close = startX(chart.querySelector('.MuiLineElement-series-close')!);
    const average = startX(chart.querySelector('.MuiLineElement-series-average')!);
    // 160 trading days across about 700 px: 19 of them are some 80 px (weekends make it vary).
    expect(average - close).toBeGreaterThan(60);
  });

  claim(
    "The series read their values from the chart's `dataset` through `dataKey`: without a `dataset`, the chart throws.",
    () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() =>
        render(<LineChart width={300} height={200} xAxis={[{ dataKey: 'day' }]} series={[{ dataKey: 'close' }]} />),
      ).toThrow();
      consoleError.mockRestore();
    },
  );
});
