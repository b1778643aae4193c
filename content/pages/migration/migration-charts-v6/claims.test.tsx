import fs from 'node:fs';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import * as charts from '@mui/x-charts';
import { BarChart, BarPlot } from '@mui/x-charts/BarChart';
import chartsPackage from '@mui/x-charts/package.json';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import gridPackage from '@mui/x-data-grid/package.json';
import pickersPackage from '@mui/x-date-pickers/package.json';
import treePackage from '@mui/x-tree-view/package.json';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { installSvgPointer } from '@/claims/chartPointer';

const SIZE = { width: 400, height: 300 };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 40)));

beforeAll(installSvgPointer);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('packages', () => {
  claim('The v7 major mostly aligns the Charts version number with the other MUI X packages', () => {
    expect([gridPackage.version, pickersPackage.version, treePackage.version]).toEqual(
      Array(3).fill(chartsPackage.version),
    );
  });

  untestable(
    'There is no Charts codemod for v7: `v7.0.0/preset-safe` only covers the Data Grid, the Date and Time Pickers and the Tree View.',
    "`@mui/x-codemod` is not installed in this project; a fact about that package's v7 transformers",
  );

  claim('`@mui/material` must be `^5.15.14` or later (7.21 also accepts v6).', () => {
    expect(chartsPackage.peerDependencies['@mui/material']).toBe('^5.15.14 || ^6.0.0');
  });

  claim('The published code contains optional chaining and nullish coalescing', () => {
    const source = fs.readFileSync(
      require.resolve('@mui/x-charts/LineChart/LinePlot.js').replace('/node/', '/'),
      'utf8',
    );
    expect(source).toMatch(/\?\./);
    expect(fs.existsSync(require.resolve('@mui/x-charts/package.json').replace('package.json', 'legacy'))).toBe(false);
  });
});

describe('props and behaviour', () => {
  const clickPie = async (props: object) => {
    const { container } = render(
      <PieChart {...SIZE} skipAnimation series={[{ id: 's', data: [{ id: 'a', value: 1 }] }]} {...props} />,
    );
    await settle();
    fireEvent.click(container.querySelector('.MuiPieArc-root')!);
  };

  claim('The callback fired when an arc is clicked was renamed to match the other charts.', async () => {
    const onItemClick = vi.fn();
    await clickPie({ onItemClick });
    const [event, identifier, item] = onItemClick.mock.calls[0]!;
    expect(event.type).toBe('click');
    expect(identifier).toEqual({ type: 'pie', seriesId: 's', dataIndex: 0 });
    expect(item).toMatchObject({ id: 'a', value: 1 });
  });

  claim('Pie Chart click handlers moved to `onItemClick`', async () => {
    // The v6 name is not a pie prop any more: a handler under it never gets an item.
    const onClick = vi.fn();
    await clickPie({ onClick });
    expect(onClick.mock.calls.every((call) => call.length < 3)).toBe(true);
  });

  /** The width of a line's reveal clip a few frames after mounting: below the plot's width while it animates. */
  const revealWidth = async (props: object = {}) => {
    const { container } = render(<LineChart {...SIZE} series={[{ data: [1, 2, 3] }]} {...props} />);
    await settle();
    return Number(container.querySelector('clipPath[id$="-line-clip"] rect')!.getAttribute('width'));
  };
  const motion = (reduce: boolean) =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({ matches: reduce, media: query, addEventListener() {}, removeEventListener() {} }) as never,
      );

  claim('Lines and areas are now animated (for example when the chart mounts or the data changes).', async () => {
    motion(false);
    const animated = await revealWidth();
    cleanup();
    const skipped = await revealWidth({ skipAnimation: true });
    expect(animated).toBeLessThan(skipped);
  });

  claim(
    '7.21 already skips the animation when `prefers-reduced-motion` matches, and where `matchMedia` is missing (such as jsdom)',
    async () => {
      motion(false);
      const full = await revealWidth({ skipAnimation: true });
      cleanup();
      vi.restoreAllMocks();
      motion(true);
      expect(await revealWidth()).toBe(full);
      cleanup();
      vi.restoreAllMocks();
      const { matchMedia } = window;
      // @ts-expect-error: jsdom's own environment has no matchMedia; the test setup adds one.
      delete window.matchMedia;
      try {
        expect(await revealWidth()).toBe(full);
      } finally {
        window.matchMedia = matchMedia;
      }
    },
  );
});

describe('types and exports', () => {
  claim('Only relevant if you import the slot types to type a wrapper:', () => {
    const types = fs.readFileSync(require.resolve('@mui/x-charts/ChartsTooltip/ChartsTooltip.d.ts'), 'utf8');
    expect(types).toContain('export interface ChartsTooltipSlots<');
    expect(types).toContain('export interface ChartsTooltipSlotProps<');
    expect(types).not.toContain('SlotsComponent');
  });

  claim('`CartesianContextProvider` and `DrawingProvider` are internal.', () => {
    const root = charts as Record<string, unknown>;
    expect([root.CartesianContextProvider, root.DrawingProvider]).toEqual([undefined, undefined]);
  });

  claim(
    'Build custom charts with `ChartContainer` (or `ResponsiveChartContainer`), which sets up every provider',
    () => {
      const areas: ReturnType<typeof useDrawingArea>[] = [];
      const Probe = () => {
        areas.push(useDrawingArea());
        return null;
      };
      const { container } = render(
        <ChartContainer
          {...SIZE}
          xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]}
          series={[{ type: 'bar', data: [1, 2] }]}
        >
          <BarPlot />
          <Probe />
        </ChartContainer>,
      );
      expect(container.querySelectorAll('.MuiBarElement-root')).toHaveLength(2);
      expect(areas.at(-1)).toMatchObject({ width: 300, height: 200 });
    },
  );
});

describe('deprecated in v7', () => {
  claim('The `legend` prop of the chart components: pass the same object to `slotProps.legend`.', () => {
    const { container } = render(
      <div>
        <BarChart {...SIZE} series={[{ data: [1], label: 'A' }]} legend={{ hidden: true }} />
        <BarChart {...SIZE} series={[{ data: [1], label: 'A' }]} slotProps={{ legend: { hidden: true } }} />
      </div>,
    );
    expect(container.querySelectorAll('.MuiChartsLegend-series')).toHaveLength(0);
    expect((charts as Record<string, unknown>).hideLegend).toBeUndefined();
  });

  claim("`highlighted` and `faded` in a series' `highlightScope`: use `highlight` and `fade`", () => {
    const radii = (highlightScope: object) => {
      const { container } = render(
        <ScatterChart
          {...SIZE}
          skipAnimation
          highlightedItem={{ seriesId: 's', dataIndex: 0 }}
          series={[
            {
              id: 's',
              data: [
                { id: 1, x: 1, y: 1 },
                { id: 2, x: 2, y: 2 },
              ],
              highlightScope,
            },
          ]}
        />,
      );
      const result = [...container.querySelectorAll('circle')].map(
        (c) => `${c.getAttribute('r')}/${c.getAttribute('opacity')}`,
      );
      cleanup();
      return result;
    };
    expect(radii({ highlighted: 'item', faded: 'global' })).toEqual(radii({ highlight: 'item', fade: 'global' }));
    expect(radii({ highlight: 'item', fade: 'global' })).toEqual(['4.8/1', '4/0.3']);
  });

  claim('`xAxisKey`, `yAxisKey` and `zAxisKey` on a series: use `xAxisId`, `yAxisId` and `zAxisId`', () => {
    const line = (key: object) => {
      const { container } = render(
        <LineChart
          {...SIZE}
          skipAnimation
          yAxis={[
            { id: 'small', min: 0, max: 10 },
            { id: 'big', min: 0, max: 1000 },
          ]}
          series={[{ data: [5, 5], ...key }]}
        />,
      );
      const d = container.querySelector('.MuiLineElement-root')!.getAttribute('d');
      cleanup();
      return d;
    };
    expect(line({ yAxisKey: 'big' })).toBe(line({ yAxisId: 'big' }));
    expect(line({ yAxisKey: 'big' })).not.toBe(line({}));
  });
});
