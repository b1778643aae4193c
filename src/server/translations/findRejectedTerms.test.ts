import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGlossary } from './checkGlossary';
import { findRejectedTerms, maskMarkdownCode } from './findRejectedTerms';
import { loadGlossary, type Glossary } from './glossary';

const GLOSSARY: Glossary = [
  { en: 'row reordering', zh: '行重新排序', rejects: [{ term: '行排序', standalone: true }] },
  { en: 'Data Grid', zh: '数据表格', rejects: [{ term: '数据网格' }] },
];

describe('findRejectedTerms', () => {
  it('a standalone term is rejected as a label or heading, not inside a longer phrase', () => {
    expect(findRejectedTerms("page('row-ordering', 'Ordering', '行排序', { plan: 'pro' }),", GLOSSARY)).toEqual([
      { line: 1, term: '行排序', preferred: '行重新排序', english: 'row reordering' },
    ]);
    expect(findRejectedTerms('## 行排序\n[行排序](/x/a/)', GLOSSARY).map((use) => use.line)).toEqual([1, 2]);
    expect(findRejectedTerms('点击列头即可对行排序。\n行排序后，表格会滚动。', GLOSSARY)).toEqual([]);
  });

  it('any other term is rejected wherever it appears', () => {
    expect(findRejectedTerms('一\n在数据网格中', GLOSSARY)).toEqual([
      { line: 2, term: '数据网格', preferred: '数据表格', english: 'Data Grid' },
    ]);
  });

  it('masking keeps the lines of a Markdown text and blanks code and link targets only', () => {
    const masked = maskMarkdownCode('前\n```ts\n// 数据网格\n```\n`数据网格` 和 [链接](/x/数据网格/)\n后');
    expect(masked.split('\n')).toHaveLength(6);
    expect(masked).not.toContain('数据网格');
    expect(masked).toContain('前');
    expect(masked).toContain('[链接');
  });
});

describe('checkGlossary', () => {
  it('fails on a page using a rejected term, naming the file, the line and the term to write', () => {
    const fixture = path.join(__dirname, 'fixtures', 'rejectedTerms.zh.md');
    expect(checkGlossary([fixture], loadGlossary())).toEqual([
      `src/server/translations/fixtures/rejectedTerms.zh.md:2: "行排序" is not the glossary's term; for "row reordering" write "行重新排序"`,
      `src/server/translations/fixtures/rejectedTerms.zh.md:10: "数据网格" is not the glossary's term; for "Data Grid" write "数据表格"`,
    ]);
  });
});
