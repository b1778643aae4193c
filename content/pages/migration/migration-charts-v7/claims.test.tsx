import fs from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import * as charts from '@mui/x-charts';
import { BarChart } from '@mui/x-charts/BarChart';
import chartsPackage from '@mui/x-charts/package.json';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { useItemHighlighted } from '@mui/x-charts/context';
import { LineChart, LinePlot } from '@mui/x-charts/LineChart';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import chartsProPackage from '@mui/x-charts-pro/package.json';
import { afterEach, describe, expect } from 'vitest';
import { claim, untestable } from '@/claims/claim';

// This page is about v8, which the project does not install: the tests check what the page says about 7.21.
const SIZE = { width: 400, height: 300, skipAnimation: true };
const V8 =
  'a fact about v8, which this project does not install (it pins 7.21.0); checked against the published 8.0.0 packages when written';

afterEach(cleanup);

describe('7.21 side of the names and packages', () => {
  claim(
    "The v8 names on this page (for example `hideLegend`, `rainbowSurgePalette` or the axis `position` option) don't exist in the 7.21 packages",
    () => {
      expect((charts as Record<string, unknown>).rainbowSurgePalette).toBeUndefined();
      const { container } = render(
        <BarChart
          {...SIZE}
          {...({ hideLegend: true } as object)}
          xAxis={[{ scaleType: 'band', data: ['a'], position: 'top' } as never]}
          series={[{ data: [1], label: 'A' }]}
        />,
      );
      // The legend is still drawn and the x-axis still sits at the bottom.
      expect(container.querySelectorAll('.MuiChartsLegend-series')).toHaveLength(1);
      expect(container.querySelectorAll('.MuiChartsAxis-bottom')).toHaveLength(1);
      expect(container.querySelectorAll('.MuiChartsAxis-top')).toHaveLength(0);
    },
  );

  claim('The 7.21 packages have no `exports` field, so any file inside them can be imported today.', () => {
    expect('exports' in chartsPackage).toBe(false);
    expect('exports' in chartsProPackage).toBe(false);
    expect(() => require.resolve('@mui/x-charts/BarChart/BarChart')).not.toThrow();
    expect(() => require.resolve('@mui/x-charts/modern/BarChart')).not.toThrow();
  });

  claim('package root (`module` field)', () => {
    expect([chartsPackage.module, chartsPackage.main]).toEqual(['./index.js', './node/index.js']);
    const root = require.resolve('@mui/x-charts/package.json').replace('package.json', '');
    expect(['modern', 'node'].every((folder) => fs.existsSync(`${root}${folder}/index.js`))).toBe(true);
  });

  claim('The minimum versions stay as in 7.21: React 17, Material UI 5.15.14', () => {
    expect(chartsPackage.peerDependencies.react).toMatch(/^\^17\.0\.0/);
    expect(chartsPackage.peerDependencies['@mui/material']).toMatch(/^\^5\.15\.14/);
  });

  claim('`react-spring` is no longer a dependency.', () => {
    // In 7.21 it still is.
    expect(Object.keys(chartsPackage.dependencies)).toContain('@react-spring/web');
  });
});

describe('7.21 side of the API changes', () => {
  claim('The v7 `legend` prop (already deprecated in 7.x) was removed', () => {
    const types = fs.readFileSync(require.resolve('@mui/x-charts/BarChart/BarChart.d.ts'), 'utf8');
    expect(types).toMatch(/@deprecated Consider using `slotProps\.legend` instead\.\s+\*\/\s+legend\?:/);
    const { container } = render(<BarChart {...SIZE} legend={{ hidden: true }} series={[{ data: [1], label: 'A' }]} />);
    expect(container.querySelectorAll('.MuiChartsLegend-series')).toHaveLength(0);
  });

  claim('Use the style objects `labelStyle` and `tickLabelStyle`, which 7.21 already has', () => {
    const axis = (props: object) =>
      render(
        <ChartContainer
          {...SIZE}
          xAxis={[{ scaleType: 'band', data: ['a'], label: 'X' }]}
          series={[{ type: 'bar', data: [1] }]}
        >
          <ChartsXAxis {...props} />
        </ChartContainer>,
      ).container;
    const styled = axis({ labelStyle: { fontSize: 14 }, tickLabelStyle: { fontSize: 12 } });
    expect((styled.querySelector('.MuiChartsAxis-label text') as SVGElement).style.fontSize).toBe('14px');
    expect((styled.querySelector('.MuiChartsAxis-tickLabel') as SVGElement).style.fontSize).toBe('12px');
    cleanup();
    // The deprecated props still work in 7.21.
    const old = axis({ labelFontSize: 14, tickFontSize: 12 });
    expect((old.querySelector('.MuiChartsAxis-tickLabel') as SVGElement).style.fontSize).toBe('12px');
  });

  claim(
    'keep `useItemHighlighted({ seriesId, dataIndex })` (already in 7.21), which returns `isHighlighted` and `isFaded`',
    () => {
      const seen: ReturnType<typeof useItemHighlighted>[] = [];
      const Probe = () => {
        seen.push(useItemHighlighted({ seriesId: 's', dataIndex: 1 }));
        return null;
      };
      render(
        <BarChart
          {...SIZE}
          highlightedItem={{ seriesId: 's', dataIndex: 0 }}
          series={[{ id: 's', data: [1, 2], highlightScope: { highlight: 'item', fade: 'global' } }]}
        >
          <Probe />
        </BarChart>,
      );
      expect(seen.at(-1)).toEqual({ isHighlighted: false, isFaded: true });
      expect(typeof (charts as Record<string, unknown>).useHighlighted).toBe('function');
    },
  );

  claim('where 7.21 draws `<path>` symbols unless the flag is set', () => {
    const { container } = render(
      <div>
        <LineChart {...SIZE} series={[{ data: [1, 2] }]} />
        <LineChart {...SIZE} experimentalMarkRendering series={[{ data: [1, 2] }]} />
      </div>,
    );
    const [paths, circles] = container.querySelectorAll('svg');
    expect([...paths!.querySelectorAll('.MuiMarkElement-root')].map((mark) => mark.tagName)).toEqual(['path', 'path']);
    expect([...circles!.querySelectorAll('.MuiMarkElement-root')].map((mark) => mark.tagName)).toEqual([
      'circle',
      'circle',
    ]);
  });

  claim('`resolveSizeBeforeRender` (7.21: `ResponsiveChartContainer` and the charts built on it)', () => {
    const { container } = render(
      <div>
        <ResponsiveChartContainer
          {...SIZE}
          resolveSizeBeforeRender
          xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
          series={[{ type: 'line', data: [1, 2] }]}
        >
          <LinePlot />
        </ResponsiveChartContainer>
        <LineChart {...SIZE} {...({ resolveSizeBeforeRender: true } as object)} series={[{ data: [1, 2] }]} />
      </div>,
    );
    expect(container.querySelectorAll('.MuiLineElement-root')).toHaveLength(2);
  });

  claim(
    'Unlike `ResponsiveChartContainer`, the v8 `ChartContainer` renders no wrapper `<div>` around the `<svg>`',
    () => {
      // In 7.21 the responsive container wraps its SVG in a div, which gets the props; ChartContainer passes them to the SVG.
      const { container } = render(
        <div>
          <ResponsiveChartContainer
            {...SIZE}
            aria-label="responsive"
            xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
            series={[{ type: 'line', data: [1, 2] }]}
          >
            <LinePlot />
          </ResponsiveChartContainer>
          <ChartContainer
            {...SIZE}
            aria-label="plain"
            xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
            series={[{ type: 'line', data: [1, 2] }]}
          >
            <LinePlot />
          </ChartContainer>
        </div>,
      );
      expect(container.querySelector('[aria-label="responsive"]')!.tagName).toBe('DIV');
      expect(container.querySelector('[aria-label="responsive"] > svg')).not.toBeNull();
      expect(container.querySelector('[aria-label="plain"]')!.tagName).toBe('svg');
    },
  );

  claim('The series hooks are stable: `unstable_useSeries`', () => {
    // In 7.21 they carry the prefix, and the unprefixed names are not exported.
    const root = charts as Record<string, unknown>;
    for (const name of ['Series', 'BarSeries', 'LineSeries', 'PieSeries', 'ScatterSeries']) {
      expect(typeof root[`unstable_use${name}`]).toBe('function');
      expect(root[`use${name}`]).toBeUndefined();
    }
  });
});

// v8 only: nothing to render here.
untestable('Charts changed more than the other MUI X packages in v8', V8);
untestable('The preset runs nine transformers', `${V8}; \`@mui/x-codemod\` is not installed either`);
untestable(
  'Props passed through a spread or from another file are not rewritten.',
  `${V8}; \`@mui/x-codemod\` is not installed either`,
);
untestable(
  'In v8, `@mui/x-charts` and `@mui/x-charts-pro` (like every `@mui/x-*` package) declare an `exports` map',
  V8,
);
untestable('The x-axis also gained `tickLabelMinGap`', V8);
untestable(
  'Smaller changes that only concern you if your code uses the name in question.',
  'framing of the section, not a behaviour',
);
untestable('They only check the highlight and fade scopes, so an item can match both', V8);
untestable('to keep the default content inside your own wrapper, render `ChartsItemTooltipContent`', V8);
untestable("In the default tooltip the axis value moves into the table's `<caption>`", V8);
untestable("The default label styles changed so the label's height can be measured.", V8);
untestable('Pass every style that changes its size', V8);
untestable('The default palette is now `rainbowSurgePalette`.', V8);
untestable('The tooltip has a new default style and a more accessible table structure', V8);
untestable('Colours checked against the new default palette', 'a checklist item, not a behaviour');
