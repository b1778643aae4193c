import fs from 'node:fs';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { getFeatureApisPath } from '@/server/api/apiOutputPaths';
import { loadFeatureApis } from '@/server/api/loadFeatureApis';
import { markdownToHast } from './renderMarkdown';

describe.runIf(fs.existsSync(getFeatureApisPath()))('::grid-api-methods', () => {
  it('renders one row per member of the interface, each name linking to its own row', async () => {
    const html = toHtml(await markdownToHast('::grid-api-methods{api="GridFilterApi"}\n', 'en', 'file.md'));
    const filterApi = loadFeatureApis().find((api) => api.name === 'GridFilterApi')!;
    for (const member of filterApi.members) {
      expect(html).toContain(`<tr id="GridFilterApi-${member.name}">`);
      expect(html).toContain(`<a href="#GridFilterApi-${member.name}"><code>${member.name}</code></a>`);
    }
    expect(html).toContain('upsertFilterItem');
    expect(html).toContain('<th>Signature</th>');
  }, 60_000);

  it('fails naming the file and the known APIs for an unknown one', async () => {
    await expect(markdownToHast('::grid-api-methods{api="GridNopeApi"}\n', 'en', 'page.md')).rejects.toThrow(
      /page\.md: .*GridNopeApi.*GridFilterApi/,
    );
  });

  it('the filtering, sorting, editing, row selection, export and row grouping pages place their tables', () => {
    const pages = ['filtering', 'sorting', 'editing', 'row-selection', 'export', 'row-grouping'];
    for (const page of pages) {
      const markdown = fs.readFileSync(`content/pages/react-data-grid/${page}/index.md`, 'utf8');
      expect(markdown, page).toMatch(/^::grid-api-methods\{api="Grid\w+Api"\}$/m);
    }
  });
});
