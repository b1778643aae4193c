import path from 'node:path';
import { checkQuestionFile } from './checkQuestionFile';

/**
 * Checks src/search/relevance/learningQuestions.json (README.md beside it, "Learning questions") against the sets
 * search is judged on: the tuning and held-out halves and the old relevance set. Run from the repository root.
 *
 * `npx tsx scripts/search/checkLearningQuestions.ts [--drop]`: `--drop` rewrites the file without the rejected entries.
 */
const relevanceFolder = path.join(process.cwd(), 'src/search/relevance');

checkQuestionFile({
  label: 'learning questions',
  file: path.join(relevanceFolder, 'learningQuestions.json'),
  comparedWith: [
    path.join(relevanceFolder, 'tuningQuestions.json'),
    path.join(relevanceFolder, 'heldOutQuestions.json'),
    path.join(process.cwd(), 'src/search/relevanceSet.json'),
  ],
  drop: process.argv.includes('--drop'),
});
