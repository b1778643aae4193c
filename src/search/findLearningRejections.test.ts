import { describe, expect, it } from 'vitest';
import { findLearningRejections, type QuestionEntry } from './findLearningRejections';

const entry = (query: string, source: string, expected = ['/x/react-data-grid/sorting/']): QuestionEntry => ({
  query,
  language: 'en',
  expected,
  source,
});
const guidePages = new Set(['/x/react-data-grid/sorting/', '/x/react-charts/pie/']);
const isGuidePage = (path: string) => guidePages.has(path);

describe('findLearningRejections', () => {
  it('keeps a new question that expects guide pages', () => {
    expect(findLearningRejections([entry('sort by two columns', 'https://a/1')], [[]], isGuidePage)).toEqual([]);
  });

  it('rejects a question whose source or lower-cased query is in a judged set, without reporting that set', () => {
    const judged = [entry('Sort By Two Columns', 'https://a/9'), entry('other words', 'https://a/2')];
    const rejections = findLearningRejections(
      [entry('sort by two columns', 'https://a/1'), entry('pie labels', 'https://a/2')],
      [judged],
      isGuidePage,
    );
    expect(rejections.map((rejection) => rejection.entry.query)).toEqual(['sort by two columns', 'pie labels']);
    expect(rejections[0]?.reasons).toEqual(['its query is already in a judged set']);
    expect(rejections[1]?.reasons).toEqual(['its source is already in a judged set']);
  });

  it('rejects the second of two entries sharing a source or a query, not the first', () => {
    const rejections = findLearningRejections(
      [entry('a', 'https://a/1'), entry('b', 'https://a/1'), entry('A', 'https://a/3')],
      [[]],
      isGuidePage,
    );
    expect(rejections.map((rejection) => rejection.reasons)).toEqual([
      ['repeats the source of an earlier entry'],
      ['repeats the query of an earlier entry'],
    ]);
  });

  it('keeps a Chinese rendering that shares the thread of its English entry, and rejects a second one', () => {
    const chinese = (query: string): QuestionEntry => ({ ...entry(query, 'https://a/1'), language: 'zh' });
    const rejections = findLearningRejections(
      [entry('sort by two columns', 'https://a/1'), chinese('按两列排序'), chinese('多列排序')],
      [[]],
      isGuidePage,
    );
    expect(rejections.map((rejection) => [rejection.entry.query, rejection.reasons])).toEqual([
      ['多列排序', ['repeats the source of an earlier entry']],
    ]);
  });

  it('rejects a question expecting a path that is not a guide page', () => {
    const [rejection] = findLearningRejections(
      [entry('pie', 'https://a/1', ['/x/react-charts/pie/', '/x/react-charts/pies/'])],
      [[]],
      isGuidePage,
    );
    expect(rejection?.reasons).toEqual(['expects /x/react-charts/pies/, which is not a guide page']);
  });
});
