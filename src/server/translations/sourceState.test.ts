import { describe, expect, it } from 'vitest';
import { hashEnglishSource } from './sourceHash';
import { getSourceState, toTranslationStatus } from './sourceState';

const ENGLISH = '---\ntitle: Sorting\ndescription: Sort rows.\n---\n\n## Sorting\n';

describe('getSourceState', () => {
  it('a page without translation is untranslated', () => {
    expect(getSourceState(ENGLISH, null)).toEqual({ kind: 'untranslated' });
  });

  it('a translation recording the current English text is current', () => {
    const state = getSourceState(ENGLISH, { sourceHash: hashEnglishSource(ENGLISH) });
    expect(state.kind).toBe('current');
    expect(toTranslationStatus(state)).toBe('current');
  });

  it('a translation of an older English text is stale, with both versions named', () => {
    const older = hashEnglishSource(ENGLISH.replace('Sort rows.', 'Sort the rows.'));
    expect(getSourceState(ENGLISH, { sourceHash: older })).toEqual({
      kind: 'stale',
      recordedHash: older,
      currentHash: hashEnglishSource(ENGLISH),
    });
  });

  it('a translation that records no source is shown as stale', () => {
    const state = getSourceState(ENGLISH, {});
    expect(state.kind).toBe('unrecorded');
    expect(toTranslationStatus(state)).toBe('stale');
  });
});
