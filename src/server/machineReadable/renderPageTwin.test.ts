import { describe, expect, it } from 'vitest';
import { renderPageTwin, type PageTwinInput } from './renderPageTwin';

const body = [
  'Intro with a [link](/x/react-data-grid/sorting/#multi-sorting), an [anchor](#editing) and [MUI](https://mui.com/material-ui/).',
  '',
  '## Edit a cell',
  '',
  'Press :kbd[Enter] or :kbd[Shift] + :kbd[Tab], in a 16:9 frame. Use `DataGridPro`.',
  '',
  '::demo{name="CellEditingGrid"}',
  '',
  ':::warning',
  'Save with :kbd[Ctrl] + :kbd[S].',
  ':::',
  '',
  '![A grid](/x/static/grid.png)',
  '',
  '```tsx',
  'const a = 1;',
  '```',
  '',
].join('\n');

const input = (overrides: Partial<PageTwinInput> = {}): PageTwinInput => ({
  pathname: '/x/react-data-grid/editing/',
  language: 'en',
  title: 'Data Grid - Editing',
  description: 'Let users change cell values.',
  body,
  translation: 'current',
  filePath: 'content/pages/react-data-grid/editing/index.md',
  siteUrl: 'https://mui.com',
  loadDemoSource: async (name) =>
    `export default function ${name}() {\n  return <DataGrid rows={[]} columns={[]} />;\n}`,
  resolveApiLink: (name) => (name === 'DataGridPro' ? 'https://mui.com/x/api/data-grid/data-grid-pro/' : null),
  ...overrides,
});

describe('a guide page twin', () => {
  it('opens with the title as H1, the description and its HTML page as the canonical URL', async () => {
    const twin = await renderPageTwin(input());
    expect(
      twin.startsWith(
        '# Data Grid - Editing\n\n> Let users change cell values.\n\nCanonical URL: https://mui.com/x/react-data-grid/editing/\n\n',
      ),
    ).toBe(true);
  });

  it('holds each demo’s TypeScript source inline where the demo stands, with a caption naming it', async () => {
    const twin = await renderPageTwin(input());
    const demo =
      '**Demo: CellEditingGrid** (`CellEditingGrid.tsx`)\n\n```tsx\nexport default function CellEditingGrid() {\n  return <DataGrid rows={[]} columns={[]} />;\n}\n```';
    expect(twin).toContain(demo);
    expect(twin.indexOf(demo)).toBeGreaterThan(twin.indexOf('## Edit a cell'));
    expect(twin.indexOf(demo)).toBeLessThan(twin.indexOf('Save with'));
    expect(twin).not.toContain('::demo');
  });

  it('writes callouts as blockquotes with a bold label, and keys as plain text', async () => {
    const twin = await renderPageTwin(input());
    expect(twin).toContain('> **Warning:** Save with Ctrl + S.');
    expect(twin).toContain('Press Enter or Shift + Tab, in a 16:9 frame.');
    expect(twin).not.toMatch(/:kbd|:::/);
  });

  it('makes internal links, anchors and images absolute and links API names', async () => {
    const twin = await renderPageTwin(input());
    expect(twin).toContain('[link](https://mui.com/x/react-data-grid/sorting/#multi-sorting)');
    expect(twin).toContain('[anchor](https://mui.com/x/react-data-grid/editing/#editing)');
    expect(twin).toContain('[MUI](https://mui.com/material-ui/)');
    expect(twin).toContain('![A grid](https://mui.com/x/static/grid.png)');
    expect(twin).toContain('[`DataGridPro`](https://mui.com/x/api/data-grid/data-grid-pro/)');
    expect(twin).toContain('```tsx\nconst a = 1;\n```');
  });

  it('a Chinese page falling back to English links to /zh/ pages, translates the labels and says it is untranslated', async () => {
    const twin = await renderPageTwin(
      input({ language: 'zh', translation: 'untranslated', siteUrl: 'https://docs.example.com' }),
    );
    expect(twin).toContain('Canonical URL: https://docs.example.com/zh/x/react-data-grid/editing/');
    expect(twin).toContain('[link](https://docs.example.com/zh/x/react-data-grid/sorting/#multi-sorting)');
    expect(twin).toContain('![A grid](https://docs.example.com/x/static/grid.png)');
    expect(twin).toContain('> **警告:** Save with Ctrl + S.');
    expect(twin).toContain('_本页尚未翻译');
  });

  it('a Chinese translation of an older English page says so and links to the current English page', async () => {
    const twin = await renderPageTwin(input({ language: 'zh', translation: 'stale' }));
    expect(twin).toContain(
      '_本页译文基于较早版本的英文原文，内容可能已过时。 查看最新英文版: https://mui.com/x/react-data-grid/editing/_',
    );
    expect(twin).not.toContain('本页尚未翻译');
  });
});
