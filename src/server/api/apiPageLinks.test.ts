import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getApiIndexPath } from './apiOutputPaths';
import { buildApiPageData } from './buildApiPageData';
import { loadApiEntry } from './loadApiEntry';

const generated = fs.existsSync(getApiIndexPath());

/** Every href of an API page's rendered body, in a language. */
async function listHrefs(product: string, slug: string, language: 'en' | 'zh'): Promise<string[]> {
  const data = await buildApiPageData(loadApiEntry(product, slug), language);
  const html = [data.descriptionHtml, ...data.sections.flatMap((section) => JSON.stringify(section))].join('\n');
  return [...html.matchAll(/href=\\?"([^"\\]*)/g)].map((match) => match[1]!);
}

describe.runIf(generated)('links of the generated API pages', () => {
  it('the DataGrid page links the flex parent container note to the layout page here', async () => {
    const hrefs = await listHrefs('data-grid', 'data-grid', 'en');
    expect(hrefs.filter((href) => href.includes('mui.com/x/react-'))).toEqual([]);
    expect(hrefs.some((href) => href.startsWith('/x/react-data-grid/layout/'))).toBe(true);
  }, 60_000);

  it('the SingleInputDateRangeField page sends its http: field links to this site, in Chinese too', async () => {
    const hrefs = await listHrefs('date-pickers', 'single-input-date-range-field', 'zh');
    expect(hrefs.filter((href) => /mui\.com\/x\/react-/.test(href))).toEqual([]);
    expect(hrefs).toContain('/zh/x/react-date-pickers/date-range-field/');
  }, 60_000);
});
