import path from 'node:path';
import { extractSnippetsFromFiles } from '@/server/content/snippets/extractSnippets';
import { readKnownFailing, snippetKey, writeKnownFailing } from '@/server/content/snippets/knownFailingSnippets';
import { listGuideMarkdownFiles } from '@/server/content/snippets/snippetFiles';
import { typecheckSnippets } from '@/server/content/snippets/typecheckSnippets';

/**
 * Type-checks the TS/TSX code blocks of the guide pages (or of the Markdown files given) and prints each error with
 * its file and line. `--update` removes the blocks that compile now from content/knownFailingSnippets.json; it never
 * adds one (`--update --add-failing` does, for a reviewed exception).
 */
const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('--')).map((file) => path.resolve(file));
const started = Date.now();
const snippets = extractSnippetsFromFiles(files.length > 0 ? files : listGuideMarkdownFiles());
const errors = typecheckSnippets(snippets);
const known = readKnownFailing();
for (const error of errors) {
  const listed = known.has(snippetKey(error.snippet)) ? ' (listed as still to fix)' : '';
  console.log(`${path.relative(process.cwd(), error.snippet.file)}:${error.line}${listed}\n  ${error.message}`);
}
const failing = new Set(errors.map((error) => snippetKey(error.snippet)));
console.log(
  `${snippets.length} blocks, ${failing.size} failing (${[...failing].filter((key) => !known.has(key)).length} not listed), ${Date.now() - started} ms`,
);
if (args.includes('--update') && files.length === 0) {
  const kept = [...known].filter((key) => failing.has(key));
  writeKnownFailing(args.includes('--add-failing') ? [...kept, ...failing] : kept);
  console.log(
    `content/knownFailingSnippets.json: ${known.size} → ${args.includes('--add-failing') ? failing.size : kept.length}`,
  );
}
process.exitCode = [...failing].some((key) => !known.has(key)) ? 1 : 0;
