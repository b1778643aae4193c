import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiGuideLink } from '@/api/apiPageData';
import { getApiIndexPath } from './apiOutputPaths';
import { labelImports } from './buildApiPageData';
import { buildUsedInSection } from './buildUsedInSection';
import { loadApiEntry } from './loadApiEntry';

function usedIn(product: string, slug: string, language: 'en' | 'zh' = 'en'): ApiGuideLink[] {
  const [section] = buildUsedInSection(loadApiEntry(product, slug), language);
  return section?.kind === 'usedIn' ? section.pages : [];
}

describe('labelImports', () => {
  it('ends each import with the plan of its package', () => {
    expect(
      labelImports(
        ["import { DatePicker } from '@mui/x-date-pickers';", "import { DatePicker } from '@mui/x-date-pickers-pro';"],
        'en',
      ),
    ).toEqual([
      "import { DatePicker } from '@mui/x-date-pickers'; // Community",
      "import { DatePicker } from '@mui/x-date-pickers-pro'; // Pro",
    ]);
  });
});

describe.runIf(fs.existsSync(getApiIndexPath()))('"Used in" on API pages', () => {
  it('DataGrid lists at least 20 guide pages, linking the demo that renders it', () => {
    const pages = usedIn('data-grid', 'data-grid');
    expect(pages.length).toBeGreaterThanOrEqual(20);
    expect(pages.map((page) => page.href)).toContain('/x/react-data-grid/filtering/');
    // Filtering's overview page is told apart from the Data Grid's own Overview.
    expect(pages.find((page) => page.href === '/x/react-data-grid/filtering/')?.title).toBe('Filtering › Overview');
    expect(pages.find((page) => page.href === '/x/react-data-grid/filtering/')?.demo?.href).toMatch(
      /^\/x\/react-data-grid\/filtering\/#system-\w+\.tsx$/,
    );
  }, 120_000);

  it('DatePicker, BarChart and RichTreeView list their own guide pages, in Chinese with Chinese links', () => {
    expect(usedIn('date-pickers', 'date-picker').map((page) => page.href)).toContain(
      '/x/react-date-pickers/date-picker/',
    );
    expect(usedIn('charts', 'bar-chart').map((page) => page.href)).toContain('/x/react-charts/bars/');
    expect(usedIn('tree-view', 'rich-tree-view', 'zh').map((page) => page.href)).toContain(
      '/zh/x/react-tree-view/rich-tree-view/items/',
    );
  }, 120_000);
});
