import { describe, expect, it } from 'vitest';
import { compareStructure, readPageStructure } from './pageStructure';

const ENGLISH = [
  '## Sorting',
  '',
  'Click a header.',
  '',
  '::demo{name="BasicSorting"}',
  '',
  ':::info',
  'Needs Pro.',
  ':::',
  '',
  '### Multi-sorting',
  '',
  '```tsx',
  '<DataGrid sortModel={[]} />',
  '```',
  '',
].join('\n');

const CHINESE = ENGLISH.replace('## Sorting', '## 排序')
  .replace('Click a header.', '点击列头。')
  .replace('Needs Pro.', '需要 Pro 版。')
  .replace('### Multi-sorting', '### 多列排序');

describe('compareStructure', () => {
  it('a translation of the text with the same skeleton matches', () => {
    expect(compareStructure(readPageStructure(ENGLISH), readPageStructure(CHINESE))).toEqual([]);
  });

  it('a heading at another level is named with its line on both sides', () => {
    const changed = CHINESE.replace('### 多列排序', '## 多列排序');
    expect(compareStructure(readPageStructure(ENGLISH), readPageStructure(changed))).toEqual([
      'heading levels: English has 2, translation 2; #2 is "###" (line 11) in English, "##" (line 11) in the translation',
    ]);
  });

  it('a missing or renamed demo, or a missing callout, is a difference', () => {
    const renamed = CHINESE.replace('BasicSorting', 'OtherDemo');
    expect(compareStructure(readPageStructure(ENGLISH), readPageStructure(renamed))).toEqual([
      'directives (demos, callouts, tables): English has 2, translation 2; #1 is "::demo{name=\\"BasicSorting\\"}" (line 5) in English, "::demo{name=\\"OtherDemo\\"}" (line 5) in the translation',
    ]);
    const withoutCallout = CHINESE.replace(':::info\n需要 Pro 版。\n:::\n', '需要 Pro 版。\n');
    expect(compareStructure(readPageStructure(ENGLISH), readPageStructure(withoutCallout))[0]).toMatch(
      /English has 2, translation 1; #2 is ":::info\{\}" \(line 7\) in English, nothing in the translation/,
    );
  });

  it('a code block must be identical, its fence info string included', () => {
    const translatedComment = CHINESE.replace('<DataGrid sortModel={[]} />', '<DataGrid sortModel={[]} /> // 排序');
    expect(compareStructure(readPageStructure(ENGLISH), readPageStructure(translatedComment))).toEqual([
      'code blocks: English has 1, translation 1; #1 is "<DataGrid sortModel={[]} />" (line 14) in English, "<DataGrid sortModel={[]} /> // 排序" (line 14) in the translation',
    ]);
    const otherFence = CHINESE.replace('```tsx', '```jsx');
    expect(compareStructure(readPageStructure(ENGLISH), readPageStructure(otherFence))[0]).toMatch(/^code blocks: /);
  });
});
