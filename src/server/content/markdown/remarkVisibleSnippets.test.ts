import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkVisibleSnippets } from './remarkVisibleSnippets';

const run = (markdown: string) =>
  String(unified().use(remarkParse).use(remarkVisibleSnippets).use(remarkStringify).processSync(markdown));

describe('remarkVisibleSnippets', () => {
  it('removes the preamble above a cut line and keeps the fence and its version label', () => {
    expect(run('```tsx v7\nconst rows = [];\n// ---cut---\n<DataGrid rows={rows} />\n```\n')).toBe(
      '```tsx v7\n<DataGrid rows={rows} />\n```\n',
    );
  });

  it('leaves a block without a cut line alone', () => {
    expect(run('```bash\nnpm install\n```\n')).toBe('```bash\nnpm install\n```\n');
  });
});
