import { checkQuestionFile } from './checkQuestionFile';

/**
 * Checks src/search/relevance/learningQuestions.json (README.md beside it, "Learning questions") against every other
 * question file: the sets search is judged on (the tuning and held-out halves, the fresh held-out set, the old
 * relevance set) are only compared against. Run from the repository root.
 *
 * `npx tsx scripts/search/checkLearningQuestions.ts [--drop]`: `--drop` rewrites the file without the rejected entries.
 */
checkQuestionFile({ label: 'learning questions', name: 'learning', drop: process.argv.includes('--drop') });
