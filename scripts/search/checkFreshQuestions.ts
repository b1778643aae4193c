import { checkQuestionFile } from './checkQuestionFile';

/**
 * Checks src/search/relevance/freshHeldOutQuestions.json (README.md beside it, "Fresh held-out set"): no entry may
 * share its thread or its question with any set already used, the three judged ones and the learning questions, and
 * every answer must be a guide page. Run from the repository root.
 *
 * `npx tsx scripts/search/checkFreshQuestions.ts [--drop]`: `--drop` rewrites the file without the rejected entries.
 */
checkQuestionFile({ label: 'fresh held-out questions', name: 'freshHeldOut', drop: process.argv.includes('--drop') });
