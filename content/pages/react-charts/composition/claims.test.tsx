import { fireEvent, render } from '@testing-library/react';
import { BarChart, BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsOnAxisClickHandler } from '@mui/x-charts/ChartsOnAxisClickHandler';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

const CHART = {
  width: 300,
  height: 200,
  margin: { left: 50, right: 50, top: 50, bottom: 50 },
  skipAnimation: true,
  xAxis: [{ scaleType: 'point' as const, data: ['a', 'b', 'c'] }],
  series: [
    {
      type: 'line' as const,
      id: 'first',
      data: [1, 3, 2],
      highlightScope: { highlight: 'series', fade: 'global' } as const,
    },
    {
      type: 'line' as const,
      id: 'second',
      data: [2, 2, 2],
      highlightScope: { highlight: 'series', fade: 'global' } as const,
    },
  ],
};

describe('a composed line chart with plots only', () => {
  let chart: Element;
  beforeAll(() => {
    installSvgPointer();
    chart = render(
      <div>
        <ChartContainer {...CHART}>
          <LinePlot />
          <MarkPlot />
          <ChartsClipPath id="plot-area" />
        </ChartContainer>
        <ChartContainer {...CHART} />
      </div>,
    ).container;
  });

  claim('Nothing is drawn until you add children: a container with only series is an empty SVG.', () => {
    const empty = chart.querySelectorAll('svg')[1]!;
    expect(empty.querySelectorAll('path, rect, circle, line, text')).toHaveLength(0);
  });

  claim('without `ChartsTooltip` there is no tooltip, and without `ChartsAxisHighlight` no axis line or band', () => {
    pointAt(chart.querySelector('svg')!, 150, 100);
    expect(document.querySelectorAll('.MuiChartsTooltip-root, .MuiChartsAxisHighlight-root')).toHaveLength(0);
  });

  claim('Item highlight and fade need no child', () => {
    fireEvent.pointerEnter(chart.querySelector('.MuiMarkElement-series-first')!);
    expect(chart.querySelectorAll('.MuiLineElement-highlighted.MuiLineElement-series-first')).toHaveLength(1);
    expect(chart.querySelectorAll('.MuiLineElement-faded.MuiLineElement-series-second')).toHaveLength(1);
  });

  claim('rendered alone it clips nothing', () => {
    // The clip path covers the drawing area (200 × 100 from (50, 50)), but no element points at it.
    const rect = chart.querySelector('clipPath#plot-area > rect')!;
    expect([rect.getAttribute('width'), rect.getAttribute('height')]).toEqual(['200', '100']);
    expect(chart.querySelectorAll('[clip-path="url(#plot-area)"]')).toHaveLength(0);
  });
});

describe('ResponsiveChartContainer', () => {
  claim('its width and height are `100%` unless you pass `width` or `height` in px, so the parent needs a size', () => {
    const { container } = render(
      <div>
        <ResponsiveChartContainer series={CHART.series} xAxis={CHART.xAxis} />
        <ResponsiveChartContainer series={CHART.series} xAxis={CHART.xAxis} height={240} />
      </div>,
    );
    const [free, sized] = [...container.firstElementChild!.children].map((root) => getComputedStyle(root));
    expect([free!.width, free!.height]).toEqual(['100%', '100%']);
    expect([sized!.width, sized!.height]).toEqual(['100%', '240px']);
  });
});

describe('adding to a ready-made chart', () => {
  let chart: Element;
  beforeAll(() => {
    chart = render(
      <BarChart
        {...CHART}
        xAxis={[{ scaleType: 'band', data: ['a', 'b', 'c'] }]}
        series={[{ data: [1, 3, 2] }]}
        title="Sales"
        desc="Sales per quarter"
      >
        <ChartsReferenceLine y={2} label="Target" />
        <rect id="extra-shape" width={10} height={10} />
      </BarChart>,
    ).container;
  });

  claim('The single components render their `children` inside the SVG after their own elements.', () => {
    const svg = chart.querySelector('svg')!;
    const shape = svg.querySelector('#extra-shape')!;
    const bars = svg.querySelector('.MuiBarElement-root')!;
    expect((shape as SVGElement).ownerSVGElement).toBe(svg);
    expect(bars.compareDocumentPosition(shape) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  claim('That is often simpler than full composition when you only want an extra line, a label or a shape.', () => {
    // The reference line is placed with the chart's own y scale: the axis runs from 0 to 4 (rounded up from 3) over
    // 150 to 50 px, so y = 2 is at 100 px, across the 200 px of the drawing area.
    const line = chart.querySelector('.MuiChartsReferenceLine-line')!;
    expect(line.getAttribute('d')).toBe('M 50 100 l 200 0');
    expect(chart.textContent).toContain('Target');
  });

  claim("pass `title` and `desc` to the container for the SVG's name and description", () => {
    const svg = chart.querySelector('svg')!;
    expect([svg.querySelector(':scope > title')?.textContent, svg.querySelector(':scope > desc')?.textContent]).toEqual(
      ['Sales', 'Sales per quarter'],
    );
  });
});

describe('ChartsOnAxisClickHandler', () => {
  claim(
    'calls `onAxisClick(event, data)` on a click in the drawing area; `data` holds the `dataIndex`, the `axisValue` and the `seriesValues` of the bar and line series at that place',
    () => {
      const onAxisClick = vi.fn();
      const { container } = render(
        <ChartContainer
          {...CHART}
          xAxis={[{ scaleType: 'band', data: ['a', 'b', 'c'] }]}
          series={[
            { type: 'bar', id: 'bars', data: [1, 3, 2] },
            { type: 'line', id: 'line', data: [4, 5, 6] },
          ]}
        >
          <BarPlot />
          <ChartsOnAxisClickHandler onAxisClick={onAxisClick} />
        </ChartContainer>,
      );
      const svg = container.querySelector('svg')!;
      // The drawing area spans x 50 to 250: three bands of about 67 px, 200 lies in the third.
      pointAt(svg, 200, 100);
      fireEvent.click(svg);
      expect(onAxisClick).toHaveBeenCalledTimes(1);
      const [event, data] = onAxisClick.mock.calls[0]!;
      expect(event).toBeInstanceOf(MouseEvent);
      expect(data).toEqual({ dataIndex: 2, axisValue: 'c', seriesValues: { bars: 2, line: 6 } });
    },
  );
});
