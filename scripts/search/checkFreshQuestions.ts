import path from 'node:path';
import { checkQuestionFile } from './checkQuestionFile';

/**
 * Checks src/search/relevance/freshHeldOutQuestions.json (README.md beside it, "Fresh held-out set"): no entry may
 * share its thread or its question with any set already used, the three judged ones and the learning questions, and
 * every answer must be a guide page. Run from the repository root.
 *
 * `npx tsx scripts/search/checkFreshQuestions.ts [--drop]`: `--drop` rewrites the file without the rejected entries.
 */
const relevanceFolder = path.join(process.cwd(), 'src/search/relevance');

checkQuestionFile({
  label: 'fresh held-out questions',
  file: path.join(relevanceFolder, 'freshHeldOutQuestions.json'),
  comparedWith: [
    path.join(relevanceFolder, 'tuningQuestions.json'),
    path.join(relevanceFolder, 'heldOutQuestions.json'),
    path.join(process.cwd(), 'src/search/relevanceSet.json'),
    path.join(relevanceFolder, 'learningQuestions.json'),
  ],
  drop: process.argv.includes('--drop'),
});
