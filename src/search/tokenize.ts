import britishSpellings from './britishSpellings.json';

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

/**
 * Words so common in English questions that they say nothing about the page ("how to export to CSV", "doesn't work
 * when…"); the pieces of a contraction (`doesn't` → `doesn`, `t`) included.
 */
const STOP_WORDS = new Set(
  `a an and are as at be by can do does for from how i in is it my of on or the this to what when with without you your
  am any but could did didn doesn don if isn it's its me need not our should so t that there these they those using
  want way we which while why will would work working issue problem possible question mui x`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Chinese function characters of a question (的, 了, 怎么, 如何, 吗…): a run of Chinese is cut at them before it is split
 * into pairs, so `怎么设置中文` searches 设置, 置中, 中文 and not 怎么 or 么设. Only characters that rarely begin or
 * end a content word are here (not 不, 能, 时).
 */
const CJK_FUNCTION_CHARACTERS = /[的了吗呢吧啊怎么如何什哪我你]+/u;

const BRITISH_PREFIXES = Object.entries(britishSpellings.prefixes);

/** The American spelling of a lower-case word the pages write the British way (`colours` → `colors`). */
function americanSpelling(word: string): string {
  const found = BRITISH_PREFIXES.find(([british]) => word.startsWith(british));
  return found ? found[1] + word.slice(found[0].length) : word;
}

/**
 * Lower case, American spelling and a dropped plural `s` (`filters` → `filter`, not `class`), applied alike to texts
 * and queries.
 */
export function normalizeWord(word: string): string {
  const lower = americanSpelling(word.toLowerCase());
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
      tokens.push(...cjkPairs(run, start));
    } else {
      const term = normalizeWord(run);
      if (keepStopWords || !STOP_WORDS.has(term)) {
        tokens.push({ term, start, end: start + run.length });
      }
    }
  }
  return tokens;
}

/** The overlapping character pairs of a run of Chinese, cut first at its function characters. */
function cjkPairs(run: string, runStart: number): TextToken[] {
  const tokens: TextToken[] = [];
  let searchFrom = 0;
  for (const part of run.split(CJK_FUNCTION_CHARACTERS)) {
    const partStart = run.indexOf(part, searchFrom);
    searchFrom = partStart + part.length;
    const characters = [...part];
    if (characters.length === 1) {
      tokens.push({ term: part, start: runStart + partStart, end: runStart + searchFrom });
    }
    let offset = runStart + partStart;
    for (let index = 0; index < characters.length - 1; index += 1) {
      const first = characters[index] ?? '';
      const pair = first + (characters[index + 1] ?? '');
      tokens.push({ term: pair, start: offset, end: offset + pair.length });
      offset += first.length;
    }
  }
  return tokens;
}

/** The terms of a text, for the index and for queries. */
export function tokenize(text: string): string[] {
  return tokenizeWithPositions(text).map((token) => token.term);
}
