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
    const terms = tokenize('数据表格筛选功能');
    expect(terms).toContain('筛选');
    expect(terms).toEqual(['数据', '据表', '表格', '格筛', '筛选', '选功', '功能']);
  });

  it('cuts Chinese at the function words of a question, so they pair with nothing', () => {
    expect(tokenize('表格怎么设置中文')).toEqual(['表格', '设置', '置中', '中文']);
    expect(tokenize('数据表格的筛选功能')).toEqual(['数据', '据表', '表格', '筛选', '选功', '功能']);
  });

  it('drops the filler of an English question, contractions included', () => {
    expect(tokenize("disableRowSelectionOnClick doesn't work")).toEqual(['disablerowselectiononclick']);
  });

  it('spells British words the American way, so both spellings are one term', () => {
    expect(tokenize('Customising colours')).toEqual(tokenize('customizing colors'));
    expect(normalizeWord('Licence')).toBe('license');
  });

  it('keeps a lone Chinese character and separates mixed scripts', () => {
    expect(tokenize('列 DataGrid组件')).toEqual(['列', 'datagrid', '组件']);
  });

  it('reports where each term stands in the original text', () => {
    const [token] = tokenizeWithPositions('  导出CSV').filter((item) => item.term === 'csv');
    expect(token).toEqual({ term: 'csv', start: 4, end: 7 });
  });
});
