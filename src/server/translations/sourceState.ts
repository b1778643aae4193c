import type { TranslationStatus } from '@/i18n/translationStatus';
import { hashEnglishSource } from './sourceHash';

/** Where a translation stands against the English page as it is now. */
export type SourceState =
  | { kind: 'untranslated' }
  /** Translated, but the English version it was made from was never recorded. */
  | { kind: 'unrecorded'; currentHash: string }
  | { kind: 'current'; currentHash: string }
  | { kind: 'stale'; recordedHash: string; currentHash: string };

/** Compares the source a translation records (null: no translation) with the English Markdown. */
export function getSourceState(englishMarkdown: string, translation: { sourceHash?: string } | null): SourceState {
  if (!translation) {
    return { kind: 'untranslated' };
  }
  const currentHash = hashEnglishSource(englishMarkdown);
  if (!translation.sourceHash) {
    return { kind: 'unrecorded', currentHash };
  }
  return translation.sourceHash === currentHash
    ? { kind: 'current', currentHash }
    : { kind: 'stale', recordedHash: translation.sourceHash, currentHash };
}

/** What the page tells its reader: a translation that cannot say which English it follows is not vouched for. */
export function toTranslationStatus(state: SourceState): TranslationStatus {
  return state.kind === 'unrecorded' ? 'stale' : state.kind;
}
