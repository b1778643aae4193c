import { cleanup, fireEvent, render } from '@testing-library/react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import PriceTrend from './demos/PriceTrend';
import PriorityMatrix from './demos/PriorityMatrix';

const tooltip = () => document.querySelector('.MuiChartsTooltip-root');
const translate = (element: Element) =>
  element
    .getAttribute('transform')!
    .match(/[\d.]+/g)!
    .map(Number) as [number, number];

beforeAll(() => {
  installSvgPointer();
  setResponsiveChartWidth(700);
});
afterEach(cleanup);

describe('points and trend lines', () => {
  claim('A `ScatterChart` only draws scatter series', () => {
    const { container } = render(
      <ScatterChart
        width={400}
        height={300}
        series={[{ data: [{ id: 1, x: 1, y: 1 }] }, { type: 'line', data: [1, 2] } as never]}
      />,
    );
    expect(container.querySelectorAll('circle')).toHaveLength(1);
    expect(container.querySelectorAll('.MuiLineElement-root')).toHaveLength(0);
  });

  claim('`ScatterPlot` and `LinePlot` draw them on the same axes', () => {
    const { container } = render(<PriceTrend />);
    expect(container.querySelectorAll('circle').length).toBeGreaterThan(20);
    const lines = [...container.querySelectorAll('.MuiLineElement-root')];
    expect(lines).toHaveLength(2);
    // Each trend line runs from x = 25 to x = 145, the two ends of the axis data, with two y-values.
    for (const line of lines) expect(line.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
    // Read the axis scale back from two ticks, and place 25 and 145 with it.
    const ticks = [...container.querySelectorAll('.MuiChartsAxis-bottom .MuiChartsAxis-tickContainer')].map(
      (tick) => [Number(tick.textContent), translate(tick)[0]] as const,
    );
    const [[v0, p0], [v1, p1]] = [ticks[0]!, ticks[1]!];
    const at = (value: number) => p0 + ((value - v0) * (p1 - p0)) / (v1 - v0);
    const [, startX, endX] = /^M([\d.]+),[\d.]+L([\d.]+),/.exec(lines[0]!.getAttribute('d')!)!.map(Number);
    expect(startX).toBeCloseTo(at(25), 0);
    expect(endX).toBeCloseTo(at(145), 0);
  });

  claim('`ChartsVoronoiHandler` brings back the Voronoi hover and click behaviour', () => {
    const { container } = render(<PriceTrend />);
    const svg = container.querySelector('svg')!;
    const [x, y] = translate(container.querySelector('circle')!);
    // Near a point, not on it: the item tooltip of that point.
    pointAt(svg, x + 6, y + 6);
    expect(tooltip()!.textContent).toMatch(/m², €\d+k/);
  });

  claim(
    'A point and its trend line share a colour because the `colors` palette repeats each colour twice, in series order.',
    () => {
      const { container } = render(<PriceTrend />);
      const lineColours = [...container.querySelectorAll('.MuiLineElement-root')].map(
        (line) => getComputedStyle(line).stroke,
      );
      const pointColours = [
        ...new Set([...container.querySelectorAll('circle')].map((circle) => circle.getAttribute('fill'))),
      ];
      expect(lineColours).toEqual(['#1976d2', '#ed6c02']);
      expect(pointColours).toEqual(['#1976d2', '#ed6c02']);
    },
  );
});

describe('effort and impact matrix', () => {
  claim('Fixing both axes from 0 to 10 with `min` and `max` keeps the quadrants in place whatever the data.', () => {
    const { container } = render(<PriorityMatrix />);
    const labels = (side: string) =>
      [...container.querySelectorAll(`.MuiChartsAxis-${side} .MuiChartsAxis-tickLabel`)].map((t) => t.textContent);
    expect([labels('bottom')[0], labels('bottom').at(-1), labels('left')[0], labels('left').at(-1)]).toEqual([
      '0',
      '10',
      '0',
      '10',
    ]);
    // Two reference lines at 5 and the four quadrant names, placed with the chart's scales.
    expect(container.querySelectorAll('.MuiChartsReferenceLine-root')).toHaveLength(2);
    const quickWins = [...container.querySelectorAll('text')].find((text) => text.textContent === 'Quick wins')!;
    const verticalAtFive = container.querySelector('.MuiChartsReferenceLine-line')!.getAttribute('d')!;
    const fiveX = Number(/M ([\d.]+)/.exec(verticalAtFive)![1]);
    // 2.5 on a 0–10 axis sits half-way between the left edge and 5.
    const leftEdge = translate(container.querySelector('.MuiChartsAxis-left')!)[0];
    expect(Number(quickWins.getAttribute('x'))).toBeCloseTo((leftEdge + fiveX) / 2, 0);
  });

  claim(
    "The series `valueFormatter` looks the hovered point up by its `id` to show the item's name in the tooltip.",
    () => {
      const { container } = render(<PriorityMatrix />);
      const circle = [...container.querySelectorAll('circle')][0]!;
      const [x, y] = translate(circle);
      pointAt(container.querySelector('svg')!, x, y);
      fireEvent.pointerEnter(circle);
      expect(tooltip()!.textContent).toContain('Single sign-on: effort 7, impact 8.5');
    },
  );
});
