/** A term of a text with where it stands, so matches can be highlighted in the original text. */
export interface TextToken {
  /** The normalised term the index stores: lower case, English plural `s` dropped, CJK as overlapping pairs. */
  term: string;
  start: number;
  end: number;
}

// Han ideographs (with extensions), kana and Hangul: scripts written without spaces between words.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_CHARACTERS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const WORD_OR_CJK_RUN = new RegExp(`[${CJK_CHARACTERS}]+|(?:(?![${CJK_CHARACTERS}])[\\p{L}\\p{N}_$])+`, 'gu');

/** Words so common in English questions that they say nothing about the page ("how to export to CSV"). */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the this to what when with without you your'.split(
    ' ',
  ),
);

/** Lower case and a dropped plural `s` (`filters` → `filter`, not `class`), applied alike to texts and queries. */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
}

export function isCjkTerm(term: string): boolean {
  return CJK.test(term);
}

/**
 * Splits a text into searchable terms. Latin words are whole words (`processRowUpdate` stays one term); a run of
 * Chinese characters becomes its overlapping character pairs (`数据表格` → 数据, 据表, 表格), so a word is found in
 * the middle of a sentence without a dictionary, and the query is split the same way.
 */
export function tokenizeWithPositions(text: string, { keepStopWords = false } = {}): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(WORD_OR_CJK_RUN)) {
    const run = match[0];
    const start = match.index;
    if (CJK.test(run[0] ?? '')) {
      const characters = [...run];
      if (characters.length === 1) {
        tokens.push({ term: run, start, end: start + run.length });
        continue;
      }
      let offset = start;
      for (let index = 0; index < characters.length - 1; index += 1) {
        const first = characters[index] ?? '';
        const pair = first + (characters[index + 1] ?? '');
        tokens.push({ term: pair, start: offset, end: offset + pair.length });
        offset += first.length;
      }
    } else {
      const term = normalizeWord(run);
      if (keepStopWords || !STOP_WORDS.has(term)) {
        tokens.push({ term, start, end: start + run.length });
      }
    }
  }
  return tokens;
}

/** The terms of a text, for the index and for queries. */
export function tokenize(text: string): string[] {
  return tokenizeWithPositions(text).map((token) => token.term);
}
