import fs from 'node:fs';
import path from 'node:path';
import { findLearningRejections, type QuestionEntry } from '../../src/search/findLearningRejections';

/** A real-questions file (`src/search/relevance/*.json`). */
interface QuestionSet {
  description: string;
  queries: QuestionEntry[];
}

const relevanceFolder = path.join(process.cwd(), 'src/search/relevance');

/** Every file of real or project questions, by name (paths from the repository root, where the checks run). */
export const QUESTION_FILES = {
  tuning: path.join(relevanceFolder, 'tuningQuestions.json'),
  heldOut: path.join(relevanceFolder, 'heldOutQuestions.json'),
  oldSet: path.join(process.cwd(), 'src/search/relevanceSet.json'),
  learning: path.join(relevanceFolder, 'learningQuestions.json'),
  freshHeldOut: path.join(relevanceFolder, 'freshHeldOutQuestions.json'),
};

export interface QuestionFileCheck {
  /** What the file holds, as the printed counts name it ("learning questions"). */
  label: string;
  /** The file to check; its entries must not share a thread or a question with any other question file. */
  name: keyof typeof QUESTION_FILES;
  /** Rewrite the file without the rejected entries instead of failing. */
  drop: boolean;
}

const readSet = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as QuestionSet;

/** `/x/react-charts/pie/` → whether content/pages/react-charts/pie/index.md exists (run from the repository root). */
function isGuidePage(pagePath: string): boolean {
  const match = /^\/x\/(.+)\/$/.exec(pagePath);
  return match !== null && fs.existsSync(path.join(process.cwd(), 'content/pages', match[1] as string, 'index.md'));
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

/**
 * Checks one real-questions file by the learning questions' rule (`findLearningRejections`): no entry may share its
 * source URL or lower-cased query with any other question file (QUESTION_FILES), repeat another entry of its file, or expect a path that is
 * not a guide page. Prints counts and the file's own rejected entries only, so the held-out half stays unseen; sets
 * a failing exit code while any entry is rejected, unless `drop` rewrites the file without them.
 */
export function checkQuestionFile({ label, name, drop }: QuestionFileCheck): void {
  const file = QUESTION_FILES[name];
  const comparedWith = Object.entries(QUESTION_FILES).flatMap(([other, otherFile]) =>
    other === name ? [] : [otherFile],
  );
  const set = readSet(file);
  const rejections = findLearningRejections(
    set.queries,
    comparedWith.map((other) => readSet(other).queries),
    isGuidePage,
  );
  const rejected = new Set(rejections.map((rejection) => rejection.entry));
  const kept = set.queries.filter((entry) => !rejected.has(entry));

  console.log(`${label}: ${set.queries.length}, rejected: ${rejections.length}, kept: ${kept.length}`);
  console.log(`by language:\n${countBy(kept, (entry) => entry.language)}`);
  console.log(`by product of the first expected page:\n${countBy(kept, productOf)}`);
  for (const { entry, reasons } of rejections) {
    console.log(`rejected: "${entry.query}" (${entry.source ?? 'no source'}): ${reasons.join('; ')}`);
  }
  if (drop && rejections.length > 0) {
    fs.writeFileSync(file, `${JSON.stringify({ ...set, queries: kept }, null, 2)}\n`);
    console.log(`dropped ${rejections.length} entries from ${path.relative(process.cwd(), file)}`);
  } else if (rejections.length > 0) {
    process.exitCode = 1;
  }
}
