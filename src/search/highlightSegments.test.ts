import { describe, expect, it } from 'vitest';
import { buildExcerpt, highlightSegments } from './highlightSegments';

describe('highlightSegments', () => {
  it('marks the matched words and keeps the rest as plain text', () => {
    expect(highlightSegments('Export the rows to CSV', ['export', 'csv'])).toEqual([
      { text: 'Export', match: true },
      { text: ' the rows to ', match: false },
      { text: 'CSV', match: true },
    ]);
  });

  it('marks a Chinese word in the middle of a sentence as one run', () => {
    expect(highlightSegments('数据表格的筛选功能', ['筛选'])).toEqual([
      { text: '数据表格的', match: false },
      { text: '筛选', match: true },
      { text: '功能', match: false },
    ]);
  });

  it('marks nothing when no term matches; markup in the text stays text', () => {
    expect(highlightSegments('<b>bold</b>', ['other'])).toEqual([{ text: '<b>bold</b>', match: false }]);
  });
});

describe('buildExcerpt', () => {
  it('centres on the first match and shows where the text was cut', () => {
    const text = `${'word '.repeat(60)}pagination model ${'tail '.repeat(60)}`;
    const excerpt = buildExcerpt(text, ['pagination'], 80);
    const joined = excerpt.map((segment) => segment.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(excerpt.some((segment) => segment.match && segment.text === 'pagination')).toBe(true);
  });

  it('shows the sentence that holds the most of the matched words, not the first one that holds any', () => {
    const text = 'Rows can be sorted. Set sortModel to sort rows from code. Sorting is stable.';
    const joined = buildExcerpt(text, ['sortmodel', 'sort', 'row'])
      .map((segment) => segment.text)
      .join('');
    expect(joined).toBe('…Set sortModel to sort rows from code.');
  });

  it('finds the sentence in Chinese too', () => {
    const excerpt = buildExcerpt('表格支持排序。通过 sortModel 控制排序顺序。', ['sortmodel', '控制']);
    expect(excerpt.map((segment) => segment.text).join('')).toBe('…通过 sortModel 控制排序顺序。');
    expect(excerpt.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(['sortModel', '控制']);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(buildExcerpt('Short text', ['zzz'])).toEqual([{ text: 'Short text', match: false }]);
  });
});
