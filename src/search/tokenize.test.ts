import { describe, expect, it } from 'vitest';
import { normalizeWord, tokenize, tokenizeWithPositions } from './tokenize';

describe('tokenize', () => {
  it('keeps an API name whole and lower-cases it', () => {
    expect(tokenize('Call processRowUpdate now')).toEqual(['call', 'processrowupdate', 'now']);
  });

  it('drops English stop words and plural s, but not a double s', () => {
    expect(tokenize('How to export the rows')).toEqual(['export', 'row']);
    expect(normalizeWord('Classes')).toBe('classe');
    expect(normalizeWord('class')).toBe('class');
  });

  it('splits Chinese into overlapping pairs so a word in the middle of a sentence is found', () => {
    const terms = tokenize('数据表格的筛选功能');
    expect(terms).toContain('筛选');
    expect(terms).toEqual(['数据', '据表', '表格', '格的', '的筛', '筛选', '选功', '功能']);
  });

  it('keeps a lone Chinese character and separates mixed scripts', () => {
    expect(tokenize('列 DataGrid组件')).toEqual(['列', 'datagrid', '组件']);
  });

  it('reports where each term stands in the original text', () => {
    const [token] = tokenizeWithPositions('  导出CSV').filter((item) => item.term === 'csv');
    expect(token).toEqual({ term: 'csv', start: 4, end: 7 });
  });
});
