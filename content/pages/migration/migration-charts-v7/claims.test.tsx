import fs from 'node:fs';
import { createRequire } from 'node:module';
import { act, cleanup, render } from '@testing-library/react';
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
import { installedManifest, type PackageManifest } from '@/claims/installedManifest';
import { nodeImport } from '@/claims/nodeImport';
import { claim, untestable } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';

// Each test renders the 7.21 side of its sentence from the installed packages and, where the page says what v8 does,
// the v8 side from `@mui/x-charts-v8` (`@mui/x-charts@8.0.0` under an alias, docs/decisions/0022). The v8 packages
// are loaded from their CommonJS build: their ES build cannot load in Node beside Material UI v6 (tested below).
const require = createRequire(import.meta.url);
const v8 = require('@mui/x-charts-v8') as typeof import('@mui/x-charts-v8');
type ExportingManifest = PackageManifest & { exports: Record<string, unknown> };
const v8Manifest = installedManifest('@mui/x-charts-v8') as ExportingManifest;
const v8ProManifest = installedManifest('@mui/x-charts-pro-v8') as ExportingManifest;
const SIZE = { width: 400, height: 300, skipAnimation: true };
// In v8 the legend comes first and its marks are SVGs too: the chart's surface is the SVG that holds groups.
const surface = (root: ParentNode) => [...root.querySelectorAll('svg')].find((svg) => svg.querySelector('g'))!;
const xLabel = (root: ParentNode) => root.querySelector('.MuiChartsAxis-directionX .MuiChartsAxis-label text')!;
// v8 sets the bar's colour as an attribute, 7.21 in its style.
const bars = (root: ParentNode) =>
  [...root.querySelectorAll('.MuiBarElement-root')].map(
    (bar) => bar.getAttribute('fill') ?? getComputedStyle(bar).fill,
  );

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

describe('v8 packages and layout', () => {
  claim(
    'the legend became HTML, axes are placed from their configuration, the default colours changed and `react-spring` was dropped',
    () => {
      const { container } = render(
        <v8.BarChart
          {...SIZE}
          xAxis={[{ scaleType: 'band', data: ['a'], position: 'top' }]}
          series={[{ data: [1], label: 'A' }]}
        />,
      );
      const legend = container.querySelector('.MuiChartsLegend-root')!;
      expect(legend.closest('svg')).toBeNull();
      expect(legend.tagName).toBe('UL');
      expect(container.querySelectorAll('.MuiChartsAxis-top')).toHaveLength(1);
      expect(container.querySelectorAll('.MuiChartsAxis-bottom')).toHaveLength(0);
      expect(bars(container)).toEqual([v8.rainbowSurgePaletteLight[0]]);
      expect(Object.keys(v8Manifest.dependencies).some((name) => name.includes('react-spring'))).toBe(false);
    },
  );

  claim(
    'The peer ranges widen: React `^17 || ^18 || ^19` and `@mui/material` `^5.15.14 || ^6 || ^7`. React 19 and Material UI v7 are new.',
    () => {
      expect(v8Manifest.peerDependencies.react).toBe('^17.0.0 || ^18.0.0 || ^19.0.0');
      expect(v8Manifest.peerDependencies['@mui/material']).toBe('^5.15.14 || ^6.0.0 || ^7.0.0');
      expect(chartsPackage.peerDependencies.react).toBe('^17.0.0 || ^18.0.0');
      expect(chartsPackage.peerDependencies['@mui/material']).toBe('^5.15.14 || ^6.0.0');
    },
  );

  claim(
    'In v8, `@mui/x-charts` and `@mui/x-charts-pro` (like every `@mui/x-*` package) declare an `exports` map',
    () => {
      for (const exportsMap of [v8Manifest.exports, v8ProManifest.exports]) {
        expect(exportsMap).toMatchObject({ '.': expect.any(Object), './*': expect.any(Object), './modern': null });
      }
    },
  );

  claim('The map sends `import` to `esm/` and `require` to the root.', () => {
    expect(v8Manifest.exports['./*']).toEqual({
      require: { types: './*/index.d.ts', default: './*/index.js' },
      import: { types: './esm/*/index.d.ts', default: './esm/*/index.js' },
    });
    const esm = require.resolve('@mui/x-charts-v8/package.json').replace('package.json', 'esm/package.json');
    expect(JSON.parse(fs.readFileSync(esm, 'utf8'))).toMatchObject({ type: 'module' });
    expect(require.resolve('@mui/x-charts-v8/BarChart')).toMatch(/x-charts-v8\/BarChart\/index\.js$/);
    expect(require.resolve('@mui/x-charts-v8/colorPalettes')).toMatch(/colorPalettes\/index\.js$/);
    expect(require.resolve('@mui/x-charts-pro-v8/Heatmap')).toMatch(/Heatmap\/index\.js$/);
  });

  claim('A path to a file inside a folder, such as `@mui/x-charts/BarChart/BarChart`, no longer resolves', () => {
    expect(() => require.resolve('@mui/x-charts-v8/BarChart/BarChart')).toThrow();
  });

  claim('Paths into `modern/` or `node/` no longer resolve, and an `import` from a path into `esm/` fails', () => {
    for (const folder of ['modern', 'node']) {
      expect(() => require.resolve(`@mui/x-charts-v8/${folder}/BarChart`)).toThrow();
    }
    // The `./*` entry maps `esm/BarChart` to `esm/esm/BarChart` for `import`, and to the ES build itself for `require`.
    expect(() => nodeImport('@mui/x-charts-v8/esm/BarChart')).toThrow(/ERR_MODULE_NOT_FOUND/);
    expect(require.resolve('@mui/x-charts-v8/esm/BarChart')).toMatch(/x-charts-v8\/esm\/BarChart\/index\.js$/);
  });

  claim(
    "loading the charts in Node's native ES module mode (server rendering, some test runners) can fail with `ERR_UNSUPPORTED_DIR_IMPORT`",
    () => {
      // Material UI 6 (this project's) is the case the page warns about; `--conditions=require` is its way out.
      expect(() => nodeImport('@mui/x-charts-v8/BarChart')).toThrow(/ERR_UNSUPPORTED_DIR_IMPORT/);
      expect(() => nodeImport('@mui/x-charts-v8/BarChart', '--conditions=require')).not.toThrow();
    },
  );
});

describe('v8 legend, axes and series', () => {
  claim('Hide the legend with the `hideLegend` prop instead of `slotProps.legend.hidden`.', () => {
    const { container } = render(
      <div>
        <div id="hidden">
          <v8.PieChart {...SIZE} hideLegend series={[{ data: [{ value: 1, label: 'A' }] }]} />
        </div>
        <div id="old">
          <v8.PieChart
            {...SIZE}
            slotProps={{ legend: { hidden: true } as object }}
            series={[{ data: [{ value: 1, label: 'A' }] }]}
          />
        </div>
      </div>,
    );
    expect(container.querySelector('#hidden .MuiChartsLegend-root')).toBeNull();
    // The v7 option moved by the codemod does nothing in v8.
    expect(container.querySelectorAll('#old .MuiChartsLegend-series')).toHaveLength(1);
  });

  claim("`direction` takes `'horizontal'` or `'vertical'` instead of `'row'` or `'column'`.", () => {
    const { container } = render(
      <v8.BarChart
        {...SIZE}
        slotProps={{ legend: { direction: 'vertical', position: { vertical: 'top', horizontal: 'start' } } }}
        series={[{ data: [1], label: 'A' }]}
        xAxis={[{ scaleType: 'band', data: ['a'] }]}
      />,
    );
    // The series stack: a column layout (the root keeps its `MuiChartsLegend-horizontal` class in 8.0.0).
    expect(getComputedStyle(container.querySelector('.MuiChartsLegend-root')!).flexDirection).toBe('column');
  });

  claim('The `topAxis`, `rightAxis`, `bottomAxis` and `leftAxis` props were removed.', () => {
    const { container } = render(
      <v8.LineChart
        {...SIZE}
        {...({ leftAxis: null, rightAxis: 'temperature' } as object)}
        yAxis={[{ id: 'temperature' }]}
        series={[{ data: [1, 2] }]}
      />,
    );
    // v8 ignores them: the y-axis stays on the left until its configuration says otherwise.
    expect(container.querySelectorAll('.MuiChartsAxis-left')).toHaveLength(1);
    expect(container.querySelectorAll('.MuiChartsAxis-right')).toHaveLength(0);
    cleanup();
    const moved = render(
      <v8.LineChart {...SIZE} yAxis={[{ id: 'temperature', position: 'right' }]} series={[{ data: [1, 2] }]} />,
    ).container;
    expect(moved.querySelectorAll('.MuiChartsAxis-right')).toHaveLength(1);
    expect(moved.querySelectorAll('.MuiChartsAxis-left')).toHaveLength(0);
  });

  claim('The x-axis also gained `tickLabelMinGap` (default 4 px', () => {
    // 100 bands on 300 px: tick labels 3 px apart. jsdom measures text as 0 px wide, so only the gap hides labels.
    const labels = (props: object) => {
      const { container, unmount } = render(
        <v8.BarChart
          {...SIZE}
          margin={0}
          xAxis={[{ scaleType: 'band', data: Array.from({ length: 100 }, (_, i) => `${i}`), ...props }]}
          series={[{ data: Array.from({ length: 100 }, () => 1) }]}
        />,
      );
      const count = container.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').length;
      unmount();
      return count;
    };
    expect(labels({})).toBe(50);
    expect(labels({ tickLabelMinGap: 0 })).toBe(100);
  });

  claim(
    'Cartesian axes have a size in v8 (`height` for an x-axis, `width` for a y-axis), and the axis label is placed at the outer edge of that size',
    () => {
      const { container } = render(
        <v8.BarChart
          {...SIZE}
          xAxis={[{ scaleType: 'band', data: ['a'], label: 'X', height: 60 }]}
          series={[{ data: [1] }]}
        />,
      );
      expect(xLabel(container).getAttribute('y')).toBe('60');
    },
  );

  claim("The default label styles changed so the label's height can be measured.", () => {
    const label = (element: React.ReactElement) => {
      const { container, unmount } = render(element);
      const text = xLabel(container) as SVGElement;
      const found = {
        baseline: text.style.dominantBaseline || text.getAttribute('dominant-baseline'),
        lineHeight: text.style.lineHeight,
      };
      unmount();
      return found;
    };
    const props = {
      ...SIZE,
      xAxis: [{ scaleType: 'band' as const, data: ['a'], label: 'X' }],
      series: [{ data: [1] }],
    };
    expect(label(<BarChart {...props} />)).toEqual({ baseline: 'hanging', lineHeight: '' });
    expect(label(<v8.BarChart {...props} />)).toEqual({ baseline: 'text-after-edge', lineHeight: '1' });
  });

  claim(
    'Pass every style that changes its size (`fontSize`, `lineHeight`…) through `labelStyle` rather than CSS',
    () => {
      // jsdom measures no text: give v8's measuring span a size from its font size, so the axis can lay out its labels.
      const measured: { parent: string; fontSize: string }[] = [];
      const { getBoundingClientRect } = HTMLElement.prototype;
      HTMLElement.prototype.getBoundingClientRect = function measure(this: HTMLElement) {
        if (this.id !== 'mui_measurement_span') return getBoundingClientRect.call(this);
        if (this.textContent === 'Day')
          measured.push({ parent: this.parentElement!.tagName, fontSize: this.style.fontSize });
        const fontSize = parseFloat(this.style.fontSize) || 16;
        return { width: (this.textContent ?? '').length * fontSize * 0.6, height: fontSize } as DOMRect;
      };
      const tickLabels = (props: object) => {
        const { container, unmount } = render(
          <v8.BarChart
            {...SIZE}
            xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue'], label: 'Day', ...props }]}
            series={[{ data: [1, 2] }]}
          />,
        );
        const texts = [...container.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].map(
          (label) => label.textContent,
        );
        unmount();
        return texts;
      };
      try {
        expect(tickLabels({})).toEqual(['Mon', 'Tue']);
        // A 30 px label measured from labelStyle leaves the tick labels no room in the 45 px axis: they are cut.
        expect(tickLabels({ labelStyle: { fontSize: 30 } })).toEqual(['', '']);
        // The label is measured in a span of its own at the end of <body>, styled from the style object only: CSS aimed
        // at the chart's label never reaches it.
        expect(measured).toEqual([
          { parent: 'BODY', fontSize: '14px' },
          { parent: 'BODY', fontSize: '30px' },
        ]);
      } finally {
        HTMLElement.prototype.getBoundingClientRect = getBoundingClientRect;
      }
    },
  );

  claim('The `id` of pie and scatter data items is optional.', () => {
    const { container } = render(<v8.PieChart {...SIZE} series={[{ data: [{ value: 1 }, { value: 2 }] }]} />);
    expect(container.querySelectorAll('.MuiPieArc-root')).toHaveLength(2);
  });
});

describe('v8 containers, marks and hooks', () => {
  claim(
    '`experimentalMarkRendering` on `LineChart` was removed (codemod). In v8 line marks are `<circle>` elements by default',
    () => {
      const { container } = render(
        <div>
          <div id="default">
            <v8.LineChart {...SIZE} series={[{ data: [1, 2] }]} />
          </div>
          <div id="star">
            <v8.LineChart {...SIZE} series={[{ data: [1, 2], shape: 'star' }]} />
          </div>
        </div>,
      );
      const tags = (id: string) =>
        [...container.querySelectorAll(`#${id} .MuiMarkElement-root`)].map((mark) => mark.tagName);
      expect(tags('default')).toEqual(['circle', 'circle']);
      expect(tags('star')).toEqual(['path', 'path']);
    },
  );

  claim(
    'the v8 `ChartContainer` renders no wrapper `<div>` around the `<svg>`: the props you pass land on the SVG',
    () => {
      const { container } = render(
        <v8.ChartContainer
          {...SIZE}
          aria-label="v8"
          xAxis={[{ scaleType: 'point', data: ['a', 'b'] }]}
          series={[{ type: 'line', data: [1, 2] }]}
        >
          <v8.LinePlot />
        </v8.ChartContainer>,
      );
      const svg = container.querySelector('[aria-label="v8"]')!;
      expect(svg.tagName).toBe('svg');
      expect([getComputedStyle(svg).width, getComputedStyle(svg).height]).toEqual(['400px', '300px']);
      expect('ResponsiveChartContainer' in v8).toBe(false);
    },
  );

  claim('became `useSeries`, `useBarSeries`, `useLineSeries`, `usePieSeries` and `useScatterSeries` (codemod)', () => {
    const root = v8 as Record<string, unknown>;
    for (const name of ['Series', 'BarSeries', 'LineSeries', 'PieSeries', 'ScatterSeries']) {
      expect([name, typeof root[`use${name}`], root[`unstable_use${name}`]]).toEqual([name, 'function', undefined]);
    }
  });

  claim('On `SparkLineChart`, `colors` became `color` and takes a single colour', () => {
    const { container } = render(<v8.SparkLineChart {...SIZE} data={[1, 2]} color="#1976d2" />);
    expect(container.querySelector('.MuiLineElement-root')!.getAttribute('stroke')).toBe('#1976d2');
  });

  claim('`useHighlighted`, which exposed the whole highlight state, was removed.', () => {
    expect('useHighlighted' in v8).toBe(false);
    expect(typeof v8.useItemHighlighted).toBe('function');
    expect(typeof v8.useItemHighlightedGetter).toBe('function');
  });

  claim('They only check the highlight and fade scopes, so an item can match both', () => {
    const seen: { highlighted: boolean; faded: boolean }[] = [];
    const Probe = () => {
      const { isHighlighted, isFaded } = v8.useItemHighlightedGetter();
      const item = { seriesId: 's', dataIndex: 1 };
      seen.push({ highlighted: isHighlighted(item), faded: isFaded(item) });
      return null;
    };
    render(
      <v8.BarChart
        {...SIZE}
        highlightedItem={{ seriesId: 's', dataIndex: 0 }}
        xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]}
        series={[{ id: 's', data: [1, 2], highlightScope: { highlight: 'series', fade: 'global' } }]}
      >
        <Probe />
      </v8.BarChart>,
    );
    expect(seen.at(-1)).toEqual({ highlighted: true, faded: true });
  });
});

describe('v8 tooltip and palette', () => {
  installSvgPointer();
  const hover = (container: HTMLElement, x: number, y: number) => {
    const svg = surface(container);
    act(() => {
      const enter = new MouseEvent('pointerenter', { clientX: x, clientY: y });
      Object.defineProperty(enter, 'pointerType', { value: 'mouse' });
      svg.dispatchEvent(enter);
    });
    pointAt(svg, x, y);
  };
  const props = {
    ...SIZE,
    xAxis: [{ scaleType: 'band' as const, data: ['Mon', 'Tue'] }],
    series: [{ data: [1, 2], label: 'Sales' }],
  };

  claim("In the default tooltip the axis value moves into the table's `<caption>`", () => {
    const { container } = render(<v8.BarChart {...props} />);
    hover(container, 150, 150);
    const table = document.querySelector('.MuiChartsTooltip-table')!;
    expect(table.querySelector('caption')!.textContent).toBe('Mon');
    const row = table.querySelector('tbody tr')!;
    // The series label and its mark share one <th>.
    const th = row.querySelector('th')!;
    expect(th.textContent).toBe('Sales');
    expect(th.querySelector('.MuiChartsTooltip-mark, [class*="MuiChartsLabelMark"]')).not.toBeNull();
  });

  claim('The tooltip has a new default style and a more accessible table structure', () => {
    // 7.21: the axis value in a <thead> row, the mark and the label in two <td> cells.
    installSvgPointer();
    const { container } = render(<BarChart {...props} />);
    pointAt(surface(container), 150, 150);
    const table = document.querySelector('.MuiChartsTooltip-table')!;
    expect(table.querySelector('caption')).toBeNull();
    expect(table.querySelector('thead')!.textContent).toBe('Mon');
    expect(table.querySelectorAll('tbody tr td')).toHaveLength(3);
    expect(table.querySelector('tbody th')).toBeNull();
  });

  claim('Its options move from the `tooltip` prop to `slotProps.tooltip`', () => {
    const { container } = render(<v8.BarChart {...props} slotProps={{ tooltip: { trigger: 'none' } }} />);
    hover(container, 150, 150);
    expect(document.querySelector('.MuiChartsTooltip-table')).toBeNull();
  });

  claim('to keep the default content inside your own wrapper, render `ChartsItemTooltipContent`', () => {
    const Tooltip = () => (
      <v8.ChartsTooltipContainer trigger="axis">
        <div data-testid="wrapper">
          <v8.ChartsAxisTooltipContent />
        </div>
      </v8.ChartsTooltipContainer>
    );
    const { container } = render(<v8.BarChart {...props} slots={{ tooltip: Tooltip }} />);
    hover(container, 150, 150);
    const wrapper = document.querySelector('[data-testid="wrapper"]')!;
    expect(wrapper.querySelector('caption')!.textContent).toBe('Mon');
    expect(typeof v8.ChartsItemTooltipContent).toBe('function');
  });

  claim('The default palette is now `rainbowSurgePalette`.', () => {
    const { container } = render(
      <div>
        <div id="v7">
          <BarChart {...props} />
        </div>
        <div id="v8">
          <v8.BarChart {...props} />
        </div>
        <div id="kept">
          <v8.BarChart {...props} colors={v8.blueberryTwilightPalette} />
        </div>
      </div>,
    );
    expect(bars(container.querySelector('#v7')!)[0]).toBe('#02B2AF');
    expect(bars(container.querySelector('#v8')!)[0]).toBe(v8.rainbowSurgePaletteLight[0]);
    expect(bars(container.querySelector('#kept')!)[0]).toBe('#02B2AF');
  });

  claim('Colours checked against the new default palette', () => {
    // Charts that set no `colors` change colour on the upgrade, series by series.
    const { container } = render(
      <div>
        <div id="v7">
          <BarChart {...props} series={[{ data: [1] }, { data: [2] }]} />
        </div>
        <div id="v8">
          <v8.BarChart {...props} series={[{ data: [1] }, { data: [2] }]} />
        </div>
      </div>,
    );
    expect(bars(container.querySelector('#v7')!)).toEqual(['#02B2AF', '#2E96FF']);
    expect(bars(container.querySelector('#v8')!)).toEqual(['#4254FB', '#FFB422']);
  });
});

untestable(
  'The preset runs nine transformers',
  '@mui/x-codemod@8.0.0 is not on the registry this project installs from (its only 8.x is 8.29.3)',
);
untestable(
  'Props passed through a spread or from another file are not rewritten.',
  '@mui/x-codemod@8.0.0 is not on the registry this project installs from (its only 8.x is 8.29.3)',
);
untestable(
  'Smaller changes that only concern you if your code uses the name in question.',
  'framing of the section, not a behaviour',
);
