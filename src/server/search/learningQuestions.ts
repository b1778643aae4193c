import heldOutQuestions from '@/search/relevance/heldOutQuestions.json';
import learningQuestions from '@/search/relevance/learningQuestions.json';
import tuningQuestions from '@/search/relevance/tuningQuestions.json';
import relevanceSet from '@/search/relevanceSet.json';
import type { LearningQuestion } from './collectReaderWords';

interface SourcedQuestion extends LearningQuestion {
  source?: string;
}

/**
 * The questions of `candidates` that share neither a thread (`source`) nor their words (lower-cased query) with a
 * question of `judged`. A thread can give two questions (its title and its first line, or a Chinese rendering of an
 * English title), and one may sit in the tuning half while the other is held out.
 */
export function withoutJudged<T extends SourcedQuestion>(candidates: T[], judged: SourcedQuestion[]): T[] {
  const sources = new Set(judged.flatMap((question) => (question.source ? [question.source] : [])));
  const queries = new Set(judged.map((question) => question.query.trim().toLowerCase()));
  return candidates.filter(
    (question) =>
      !(question.source && sources.has(question.source)) && !queries.has(question.query.trim().toLowerCase()),
  );
}

/**
 * The real readers' questions the index learns their words from (decision 0026): the tuning half and the questions
 * gathered only to learn from, less any that share a thread with a question search is judged on (the held-out half,
 * the project's own set), which are only compared against.
 */
export const LEARNING_QUESTIONS: LearningQuestion[] = withoutJudged(
  [...tuningQuestions.queries, ...learningQuestions.queries],
  [...heldOutQuestions.queries, ...relevanceSet.queries],
);
