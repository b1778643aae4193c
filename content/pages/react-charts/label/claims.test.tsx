import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { PieChart } from '@mui/x-charts/PieChart';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import LabelByLocation from './demos/LabelByLocation';
import PieLabels from './demos/PieLabels';
import SeriesLabel from './demos/SeriesLabel';

const tooltipRows = () => [...document.querySelectorAll('.MuiChartsTooltip-root tr')].map((row) => row.textContent);
const legendItems = (root: Element) =>
  [...root.querySelectorAll('.MuiChartsLegend-series')].map((item) => item.textContent);

beforeAll(() => {
  installSvgPointer();
  setResponsiveChartWidth(700);
});
afterEach(cleanup);

describe('series labels', () => {
  const legendAndTooltip = () => {
    const { container } = render(<SeriesLabel />);
    expect(legendItems(container)).toEqual(['Temperature (°C)', 'Rainfall (mm)']);
    pointAt(container.querySelector('svg')!, 80, 150);
    const rows = tooltipRows();
    expect(rows[1]).toMatch(/^Temperature \(°C\)/);
    expect(rows[2]).toMatch(/^Rainfall \(mm\)/);
    // The unlabelled series: drawn, and a tooltip row with a value but no name.
    expect(rows[3]).toMatch(/^\d+$/);
    expect(container.querySelectorAll('.MuiLineElement-root')).toHaveLength(3);
  };
  claim('The chart shows it in the legend and in the tooltip', legendAndTooltip);
  claim(
    'A series without a label is still drawn and still appears in the tooltip, but with no name, and it gets no legend item.',
    legendAndTooltip,
  );

  claim('The chart calls it with the place where the text goes and uses the returned string', () => {
    const { container } = render(<LabelByLocation />);
    expect(legendItems(container)).toEqual(['Licences', 'Support']);
    pointAt(container.querySelector('svg')!, 100, 150);
    expect(
      tooltipRows()
        .slice(1)
        .map((row) => row!.replace(/\d+$/, '')),
    ).toEqual(['Licence sales (k$)', 'Support contracts (k$)']);
  });
});

describe('pie labels', () => {
  claim("`'arc'`: the slice label, for pie data only.", async () => {
    const { container } = render(<PieLabels />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const arcLabels = [...container.querySelectorAll('.MuiPieArcLabel-root')]
      .map((label) => label.textContent)
      .filter(Boolean);
    expect(arcLabels.every((label) => /^\d$/.test(label!))).toBe(true);
    expect(legendItems(container)[0]).toMatch(/^1\. /);
    pointAt(container.querySelector('svg')!, 100, 100);
    fireEvent.pointerEnter(container.querySelector('.MuiPieArc-root')!);
    expect(document.querySelector('.MuiChartsTooltip-root')!.textContent).toMatch(/^Left at ".+"\d+ visitors$/);
  });

  claim('`arcLabelMinAngle` skips slices too thin to hold text.', async () => {
    const { container } = render(
      <PieChart
        width={400}
        height={300}
        skipAnimation
        series={[
          {
            data: [
              { value: 1, label: 'Thin' },
              { value: 40, label: 'Wide' },
            ],
            arcLabel: 'label',
            arcLabelMinAngle: 15,
          },
        ]}
      />,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // 1/41 of the circle is under 9°: its label stays empty.
    expect([...container.querySelectorAll('.MuiPieArcLabel-root')].map((label) => label.textContent)).toEqual([
      '',
      'Wide',
    ]);
  });
});
