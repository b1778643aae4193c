import type { Glossary } from './glossary';

/** A Chinese term the glossary rejects, where it was used and what to write instead. */
export interface RejectedTermUse {
  /** 1-based line of the text. */
  line: number;
  term: string;
  preferred: string;
  english: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds every line of a Chinese text using a term the glossary rejects. */
export function findRejectedTerms(text: string, glossary: Glossary): RejectedTermUse[] {
  const rules = glossary.flatMap((entry) =>
    (entry.rejects ?? []).map((rejected) => ({
      term: rejected.term,
      preferred: entry.zh,
      english: entry.en,
      pattern: rejected.standalone
        ? new RegExp(`(?<!\\p{Script=Han})${escapeRegExp(rejected.term)}(?!\\p{Script=Han})`, 'u')
        : new RegExp(escapeRegExp(rejected.term), 'u'),
    })),
  );
  return text
    .split('\n')
    .flatMap((lineText, index) =>
      rules
        .filter((rule) => rule.pattern.test(lineText))
        .map(({ term, preferred, english }) => ({ line: index + 1, term, preferred, english })),
    );
}

/**
 * A Markdown text with its code (fenced blocks, code spans) and link destinations blanked, lines kept: code is shared
 * with the English page and never Chinese prose.
 */
export function maskMarkdownCode(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[\s\S]*?^ {0,3}\1/gm, blank)
    .replace(/(`+)[^`\n][\s\S]*?\1/g, blank)
    .replace(/\]\([^)\n]*\)/g, blank);
}
