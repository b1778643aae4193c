import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { chartsNamesMatching } from '@/claims/chartsNamesMatching';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import { RELEASE_PLAN } from '@content/demoData';
import GanttAlternative from './demos/GanttAlternative';

const bars = (root: Element) => [...root.querySelectorAll<SVGRectElement>('.MuiBarElement-root')];
const y = (bar: SVGRectElement) => Number(/translate3d\([-\d.]+px,([-\d.]+)px/.exec(bar.style.transform)![1]);

beforeAll(() => {
  installSvgPointer();
  setResponsiveChartWidth(700);
});
afterEach(cleanup);

claim('This component is **planned** for the Pro plan (`@mui/x-charts-pro`) and does not exist in 7.21.0.', () => {
  expect(chartsNamesMatching(/gantt|timeline/i)).toEqual({ exports: [], folders: [] });
});

describe('the stacked bar alternative', () => {
  const renderPlan = async () => {
    const { container } = render(<GanttAlternative />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    return container;
  };

  claim('A horizontal stacked bar chart can draw a read-only schedule.', async () => {
    const root = await renderPlan();
    const count = RELEASE_PLAN.length;
    const [offsets, durations] = [bars(root).slice(0, count), bars(root).slice(count)];
    // Each duration bar starts where its transparent offset bar ends.
    offsets.forEach((offset, index) => {
      const start =
        Number(/translate3d\(([-\d.]+)px/.exec(offset.style.transform)![1]) + Number.parseFloat(offset.style.width);
      expect(Number(/translate3d\(([-\d.]+)px/.exec(durations[index]!.style.transform)![1])).toBeCloseTo(start, 3);
    });
    expect(getComputedStyle(offsets[0]!).fill).toBe('transparent');
  });

  claim('which lists its first category at the top, so the tasks read in dataset order', async () => {
    const root = await renderPlan();
    const durations = bars(root).slice(RELEASE_PLAN.length);
    const ys = durations.map(y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(
      [...root.querySelectorAll('.MuiChartsAxis-left .MuiChartsAxis-tickLabel')].map((label) => label.textContent),
    ).toEqual(RELEASE_PLAN.map((task) => task.task));
  });

  claim('the legend is hidden, since it would list the invisible series', async () => {
    const root = await renderPlan();
    expect(root.querySelectorAll('.MuiChartsLegend-series')).toHaveLength(0);
    pointAt(root.querySelector('svg')!, 300, 100);
    fireEvent.pointerEnter(bars(root)[RELEASE_PLAN.length]!);
    expect(document.querySelector('.MuiChartsTooltip-root')!.textContent).toContain('Duration (days)');
  });

  claim('the invisible bar still reacts to the pointer', async () => {
    const root = await renderPlan();
    pointAt(root.querySelector('svg')!, 300, 100);
    fireEvent.pointerEnter(bars(root)[1]!);
    expect(document.querySelector('.MuiChartsTooltip-root')!.textContent).toContain('Starts on day');
  });
});
