import { fireEvent, render, waitFor } from '@testing-library/react';
import * as chartsPro from '@mui/x-charts-pro';
import * as charts from '@mui/x-charts';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { DataGridPro } from '@mui/x-data-grid-pro';
import * as pickersPro from '@mui/x-date-pickers-pro';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installedManifest } from '@/claims/installedManifest';
import { readInstalledFile } from '@/claims/readInstalledFile';

type WithPropTypes = { propTypes?: object; type?: { propTypes?: object } };
/** The prop names a component checks in development, from its `propTypes` (on the inner type of a memo). */
const propNames = (component: unknown) => {
  const { propTypes, type } = component as WithPropTypes;
  return Object.keys(propTypes ?? type!.propTypes!);
};

// The commercial components log the missing licence key; the claims below are not about it.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => consoleError.mockRestore());

describe('what already exists in 7.21.0', () => {
  claim(
    'Some items already exist in an early, unstable form (usually behind an `unstable_` prefix or in a preview package); others are only being designed.',
    () => {
      // The server-side data source is an `unstable_` prop, the Pro charts a prerelease package.
      expect(propNames(DataGridPro)).toContain('unstable_dataSource');
      expect(propNames(DataGridPro)).not.toContain('dataSource');
      expect(installedManifest('@mui/x-charts-pro').version).toMatch(/^7\.0\.0-(alpha|beta)\.\d+$/);
    },
  );

  claim('An unstable version is already available for experimentation.', async () => {
    const getRows = vi.fn(async () => ({ rows: [{ id: 1, name: 'from the server' }], rowCount: 1 }));
    const { container, unmount } = render(
      <div style={{ height: 200 }}>
        <DataGridPro autoHeight columns={[{ field: 'name' }]} unstable_dataSource={{ getRows }} />
      </div>,
    );
    await waitFor(() => expect(container.textContent).toContain('from the server'));
    expect(getRows).toHaveBeenCalled();
    unmount();
  });

  claim(
    'Turning row values into columns, similar to pivot tables in spreadsheets, is planned for the Premium plan.',
    () => {
      expect(propNames(DataGridPremium).filter((name) => /pivot/i.test(name))).toEqual([]);
    },
  );

  claim('It can already be opted into in v7 and is expected to become the default in a future major.', () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div id="default">
          <DateField />
        </div>
        <div id="opted-in">
          <DateField enableAccessibleFieldDOMStructure />
        </div>
      </LocalizationProvider>,
    );
    // By default one text input; opted in, one element per section (month, day, year).
    expect(container.querySelectorAll('#default input:not([type="hidden"])')).toHaveLength(1);
    expect(container.querySelectorAll('#default [role="spinbutton"]')).toHaveLength(0);
    expect(container.querySelectorAll('#opted-in [role="spinbutton"]')).toHaveLength(3);
    unmount();
  });

  claim(
    'The Pro package already has time range fields; complete time range picker components are planned to complement the date and date-time range pickers.',
    () => {
      const exported = Object.keys(pickersPro);
      expect(exported).toEqual(expect.arrayContaining(['SingleInputTimeRangeField', 'MultiInputTimeRangeField']));
      expect(exported).toEqual(expect.arrayContaining(['DateRangePicker', 'DateTimeRangePicker']));
      expect(exported.filter((name) => /TimeRangePicker$/.test(name) && !/DateTime/.test(name))).toEqual([]);
    },
  );
});

describe('charts', () => {
  claim(
    'Zoom and pan on cartesian charts are the first commercial features, currently in preview in `@mui/x-charts-pro`.',
    () => {
      for (const chart of ['BarChartPro', 'LineChartPro', 'ScatterChartPro'] as const)
        expect([chart, propNames(chartsPro[chart])]).toEqual([chart, expect.arrayContaining(['zoom', 'onZoomChange'])]);
      // The MIT charts have no zoom.
      expect(propNames(charts.BarChart)).not.toContain('zoom');
    },
  );

  claim(
    'The heatmap has shipped in the Charts Pro preview (`@mui/x-charts-pro`, since its first alpha in August 2024).',
    () => {
      expect('Heatmap' in chartsPro && !('Heatmap' in charts)).toBe(true);
      const changelog = readInstalledFile('@mui/x-charts-pro/CHANGELOG.md');
      const firstAlpha = changelog.indexOf('#### `@mui/x-charts-pro@7.0.0-alpha.0`');
      // The release that carries the first alpha: its date and its highlights.
      const release = changelog.slice(changelog.lastIndexOf('\n## ', firstAlpha), firstAlpha);
      expect(release).toMatch(/_Aug \d+, 2024_/);
      expect(release).toContain('The Heatmap component');
    },
  );

  claim('A funnel chart is planned', () => {
    expect(Object.keys(chartsPro).filter((name) => /funnel/i.test(name))).toEqual([]);
    expect(Object.keys(charts).filter((name) => /funnel/i.test(name))).toEqual([]);
  });
});

describe('tree view', () => {
  claim(
    'The data-driven tree already handles selection, expansion and label editing (the last behind the `labelEditing` experimental flag)',
    () => {
      const items = [{ id: 'a', label: 'A', children: [{ id: 'a1', label: 'A1' }] }];
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const editedInput = (experimentalFeatures?: { labelEditing: boolean }) => {
        const { container, unmount } = render(
          <RichTreeView
            items={items}
            defaultExpandedItems={['a']}
            defaultSelectedItems="a1"
            isItemEditable
            experimentalFeatures={experimentalFeatures}
          />,
        );
        expect(container.querySelector('[aria-expanded="true"]')!.textContent).toContain('A1');
        expect(container.querySelector('[aria-selected="true"]')!.textContent).toBe('A1');
        const label = [...container.querySelectorAll('.MuiTreeItem-label')].find((node) => node.textContent === 'A1')!;
        fireEvent.doubleClick(label);
        const value = container.querySelector('input')?.value;
        unmount();
        return value;
      };
      expect(editedInput({ labelEditing: true })).toBe('A1');
      expect(editedInput()).toBeUndefined();
      warn.mockRestore();
    },
  );

  claim('Moving items within and between branches is available since 7.12 in `RichTreeViewPro`', () => {
    const changelog = readInstalledFile('@mui/x-tree-view-pro/CHANGELOG.md');
    const release712 = changelog.slice(changelog.indexOf('\n## 7.12.0'), changelog.indexOf('\n## 7.11'));
    expect(release712).toContain('[TreeView] Support item reordering using drag and drop');
  });

  claim(
    'It is still behind an experimental flag: enable it with `experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}` plus the `itemsReordering` prop.',
    () => {
      const items = [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ];
      const draggable = (props: Partial<React.ComponentProps<typeof RichTreeViewPro>>) => {
        const { container, unmount } = render(<RichTreeViewPro items={items} {...props} />);
        const value = container.querySelector('[role="treeitem"]')!.getAttribute('draggable');
        unmount();
        return value;
      };
      const flags = { indentationAtItemLevel: true, itemsReordering: true };
      expect(draggable({ itemsReordering: true, experimentalFeatures: flags })).toBe('true');
      expect(draggable({ itemsReordering: true })).toBeNull();
      expect(draggable({ experimentalFeatures: flags })).toBeNull();
    },
  );

  claim('Fetching children only when a branch is expanded, for trees too large to load at once.', () => {
    // Not there yet: neither tree takes a data source or a way to load children.
    for (const component of [RichTreeView, RichTreeViewPro])
      expect(propNames(component).filter((name) => /dataSource|lazy|load/i.test(name))).toEqual([]);
  });
});
