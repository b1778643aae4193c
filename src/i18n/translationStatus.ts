/**
 * What a reader gets in their language: the page's own text (English, or a translation of the current English page),
 * the English text for lack of a translation, or a translation of an older version of the English page.
 */
export type TranslationStatus = 'current' | 'untranslated' | 'stale';
