import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { chartsNamesMatching } from '@/claims/chartsNamesMatching';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import { SIGNUP_FUNNEL } from '@content/demoData';
import FunnelAlternative from './demos/FunnelAlternative';

beforeAll(() => {
  installSvgPointer();
  setResponsiveChartWidth(700);
});
afterEach(cleanup);

claim('This component is **planned** for the Pro plan (`@mui/x-charts-pro`) and does not exist in 7.21.0.', () => {
  expect(chartsNamesMatching(/funnel/i)).toEqual({ exports: [], folders: [] });
});

describe('the bar chart alternative', () => {
  claim('The demo writes the share of the first step on each bar with `barLabel`', async () => {
    const { container } = render(<FunnelAlternative />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const first = SIGNUP_FUNNEL[0]!.visitors;
    const expected = SIGNUP_FUNNEL.map((step) => `${Math.round((step.visitors / first) * 100)}%`);
    expect([...container.querySelectorAll('.MuiBarLabel-root')].map((label) => label.textContent)).toEqual(expected);
    pointAt(container.querySelector('svg')!, 300, 70);
    expect(document.querySelector('.MuiChartsTooltip-root')!.textContent).toContain(`${first} (100% of visitors)`);
  });

  claim("keep the steps in process order on a `'band'` axis, never sorted by value;", async () => {
    const { container } = render(<FunnelAlternative />);
    expect(
      [...container.querySelectorAll('.MuiChartsAxis-left .MuiChartsAxis-tickLabel')].map((label) => label.textContent),
    ).toEqual(SIGNUP_FUNNEL.map((step) => step.step));
    // Starting at zero: the first bar starts on the left edge of the plot.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const bar = container.querySelector<SVGRectElement>('.MuiBarElement-root')!;
    expect(bar.style.transform).toMatch(/^translate3d\(110px,/);
    fireEvent.pointerLeave(container.querySelector('svg')!);
  });
});
