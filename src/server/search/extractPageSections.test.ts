import { describe, expect, it } from 'vitest';
import { extractPageSections } from './extractPageSections';

const body = `Intro with \`DataGrid\`.

## Export to CSV

Use the \`csvOptions\` prop.

\`\`\`tsx
const ignoredCode = true;
\`\`\`

### Export to CSV

::demo{name="ExportDemo"}

## 导出

数据表格支持导出。
`;

describe('extractPageSections', () => {
  it('splits a page at its headings with the ids the page uses (repeats numbered), code blocks left out', async () => {
    const sections = await extractPageSections(body, 'en', 'content/pages/test/index.md');
    expect(sections.map(({ heading, anchor }) => [heading, anchor])).toEqual([
      ['', ''],
      ['Export to CSV', 'export-to-csv'],
      ['Export to CSV', 'export-to-csv-1'],
      ['导出', '导出'],
    ]);
    expect(sections[0]).toMatchObject({ text: 'Intro with DataGrid.', codeSpans: ['DataGrid'] });
    expect(sections[1]?.codeSpans).toEqual(['csvOptions']);
    expect(sections[1]?.text).not.toContain('ignoredCode');
    expect(sections[3]?.text).toBe('数据表格支持导出。');
  });

  it('keeps an empty introduction: it is the page’s own result', async () => {
    const sections = await extractPageSections('## Only heading\n\nText.', 'en', 'content/pages/test/index.md');
    expect(sections[0]).toEqual({ heading: '', anchor: '', text: '', codeSpans: [] });
  });
});
