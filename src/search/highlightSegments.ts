import { tokenizeWithPositions } from './tokenize';

/** A run of text, marked when it is one of the matched terms. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** True when a word of the text matches a term found by the search (the same word, or a word it begins or resembles). */
function matches(term: string, matched: Set<string>): boolean {
  return matched.has(term);
}

/** Character ranges of the matched terms in a text, merged where they touch (Chinese pairs overlap). */
function matchRanges(text: string, terms: string[]): [number, number][] {
  const matched = new Set(terms);
  const ranges: [number, number][] = [];
  for (const token of tokenizeWithPositions(text, { keepStopWords: true })) {
    if (!matches(token.term, matched)) {
      continue;
    }
    const last = ranges[ranges.length - 1];
    if (last && token.start <= last[1]) {
      last[1] = Math.max(last[1], token.end);
    } else {
      ranges.push([token.start, token.end]);
    }
  }
  return ranges;
}

/** Splits a text into plain and matched segments, for rendering with <mark> (never as HTML). */
export function highlightSegments(text: string, terms: string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > position) {
      segments.push({ text: text.slice(position, start), match: false });
    }
    segments.push({ text: text.slice(start, end), match: true });
    position = end;
  }
  if (position < text.length) {
    segments.push({ text: text.slice(position), match: false });
  }
  return segments;
}

/** The sentences of a text, each with its end punctuation (English or Chinese). */
function sentencesOf(text: string): string[] {
  return text.match(/[^.!?。！？]+(?:[.!?。！？]+|$)\s*/gu) ?? [text];
}

/**
 * The sentence of the text that holds the most of the matched terms (the first sentence when none does), cut to a
 * window around its first match, with ellipses where it was cut: the part of a section that shows why it was found.
 */
export function buildExcerpt(text: string, terms: string[], maxLength = 120): TextSegment[] {
  const matched = new Set(terms);
  const distinctMatches = (sentence: string) =>
    new Set(
      tokenizeWithPositions(sentence, { keepStopWords: true })
        .map((token) => token.term)
        .filter((term) => matched.has(term)),
    ).size;
  const sentences = sentencesOf(text);
  let best = 0;
  sentences.forEach((sentence, index) => {
    if (distinctMatches(sentence) > distinctMatches(sentences[best] ?? '')) {
      best = index;
    }
  });
  const offset = sentences.slice(0, best).join('').length;
  const sentence = (sentences[best] ?? text).trim();
  const [first] = matchRanges(sentence, terms);
  let start = first ? Math.max(0, first[0] - Math.floor(maxLength / 3)) : 0;
  if (start > 0) {
    const space = sentence.indexOf(' ', start);
    start = space >= 0 && space < (first?.[0] ?? start) ? space + 1 : start;
  }
  const end = Math.min(sentence.length, start + maxLength);
  const cutBefore = start > 0 || offset > 0;
  const cutAfter = end < sentence.length || (best < sentences.length - 1 && !/[.!?。！？]$/u.test(sentence));
  const window = sentence.slice(start, end);
  const excerpt = `${cutBefore ? '…' : ''}${window}${cutAfter && !window.endsWith('…') ? '…' : ''}`;
  return highlightSegments(excerpt, terms);
}
