import freshHeldOutQuestions from '@/search/relevance/freshHeldOutQuestions.json';
import heldOutQuestions from '@/search/relevance/heldOutQuestions.json';
import learningQuestions from '@/search/relevance/learningQuestions.json';
import tuningQuestions from '@/search/relevance/tuningQuestions.json';
import relevanceSet from '@/search/relevanceSet.json';
import { judgedOverlap } from '@/search/findLearningRejections';
import type { LearningQuestion } from './collectReaderWords';

const overlapOf = judgedOverlap([
  ...heldOutQuestions.queries,
  ...freshHeldOutQuestions.queries,
  ...relevanceSet.queries,
]);

/**
 * The real readers' questions the index learns their words from (decision 0026): the tuning half and the questions
 * gathered only to learn from, less any that shares a thread or its words with a question search is judged on (the
 * held-out half, the fresh held-out set, the project's own set), which are only compared against: a thread can give
 * two questions, and the split may have put them in different halves.
 */
export const LEARNING_QUESTIONS: LearningQuestion[] = [...tuningQuestions.queries, ...learningQuestions.queries].filter(
  (question) => overlapOf(question).length === 0,
);
