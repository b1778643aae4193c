import fs from 'node:fs';
import path from 'node:path';
import { findLearningRejections, type QuestionEntry } from '../../src/search/findLearningRejections';

/**
 * Checks src/search/relevance/learningQuestions.json (README.md beside it, "Learning questions"): no entry may share
 * its source URL or lower-cased query with the sets search is judged on, repeat another entry, or expect a path that
 * is not a guide page (`content/pages/<path>/index.md`). Run from the repository root. Prints counts and the rejected learning entries only; the
 * judged sets are compared against, never printed, so the held-out half stays unseen.
 *
 * `npx tsx scripts/search/checkLearningQuestions.ts [--drop]`: `--drop` rewrites the file without the rejected entries.
 */
const root = process.cwd();
const relevanceFolder = path.join(root, 'src/search/relevance');
const learningFile = path.join(relevanceFolder, 'learningQuestions.json');

interface QuestionSet {
  description: string;
  queries: QuestionEntry[];
}

const readSet = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as QuestionSet;

/** `/x/react-charts/pie/` → whether content/pages/react-charts/pie/index.md exists. */
function isGuidePage(pagePath: string): boolean {
  const match = /^\/x\/(.+)\/$/.exec(pagePath);
  return match !== null && fs.existsSync(path.join(root, 'content/pages', match[1] as string, 'index.md'));
}

/** The product folder of an entry's first expected page (`react-data-grid`, `introduction`…). */
const productOf = (entry: QuestionEntry) => entry.expected[0]?.split('/')[2] ?? '(none)';

function countBy(entries: QuestionEntry[], key: (entry: QuestionEntry) => string): string {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `  ${name}: ${count}`)
    .join('\n');
}

function main() {
  const learning = readSet(learningFile);
  const judgedSets = [
    path.join(relevanceFolder, 'tuningQuestions.json'),
    path.join(relevanceFolder, 'heldOutQuestions.json'),
    path.join(root, 'src/search/relevanceSet.json'),
  ].map((file) => readSet(file).queries);
  const rejections = findLearningRejections(learning.queries, judgedSets, isGuidePage);
  const rejected = new Set(rejections.map((rejection) => rejection.entry));
  const kept = learning.queries.filter((entry) => !rejected.has(entry));

  console.log(`learning questions: ${learning.queries.length}, rejected: ${rejections.length}, kept: ${kept.length}`);
  console.log(`by language:\n${countBy(kept, (entry) => entry.language)}`);
  console.log(`by product of the first expected page:\n${countBy(kept, productOf)}`);
  for (const { entry, reasons } of rejections) {
    console.log(`rejected: "${entry.query}" (${entry.source ?? 'no source'}): ${reasons.join('; ')}`);
  }
  if (process.argv.includes('--drop') && rejections.length > 0) {
    fs.writeFileSync(learningFile, `${JSON.stringify({ ...learning, queries: kept }, null, 2)}\n`);
    console.log(`dropped ${rejections.length} entries from ${path.relative(root, learningFile)}`);
  } else if (rejections.length > 0) {
    process.exitCode = 1;
  }
}

main();
