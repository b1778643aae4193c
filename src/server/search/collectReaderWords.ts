import type { Language } from '@/i18n/languages';
import { tokenize } from '@/search/tokenize';

/** A real reader's question and the guide pages that answer it (src/search/relevance/README.md). */
export interface LearningQuestion {
  query: string;
  language: string;
  expected: string[];
}

/**
 * The words readers used when asking for each page, from questions of one language: each answer page (its English
 * path) gets the searchable terms of every question it answers, once each, in the order they first came. A reader
 * who types an everyday word for a feature then finds the page other readers meant with it (decision 0026).
 */
export function collectReaderWords(questions: LearningQuestion[], language: Language): Map<string, string> {
  const words = new Map<string, Set<string>>();
  for (const question of questions) {
    if (question.language !== language) {
      continue;
    }
    for (const pathname of question.expected) {
      const pageWords = words.get(pathname) ?? new Set<string>();
      tokenize(question.query).forEach((term) => pageWords.add(term));
      words.set(pathname, pageWords);
    }
  }
  return new Map([...words].map(([pathname, terms]) => [pathname, [...terms].join(' ')]));
}
