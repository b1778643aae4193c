import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Snippet } from './extractSnippets';

/**
 * Blocks that did not compile when the snippet check arrived, each still to be fixed: a block's file and the hash of
 * its code. Editing a block changes its hash, so an edited block must compile; a listed block that compiles now must
 * leave the list (`npm run snippets -- --update` rewrites it). The list only ever shrinks.
 */
export const KNOWN_FAILING_FILE = path.join(process.cwd(), 'content', 'knownFailingSnippets.json');

/** `content/pages/…/index.md#3f2a…`: a block's identity, stable until its code changes. */
export function snippetKey(snippet: Snippet): string {
  const hash = createHash('sha1').update(snippet.code).digest('hex').slice(0, 12);
  return `${path.relative(process.cwd(), snippet.file).split(path.sep).join('/')}#${hash}`;
}

export function readKnownFailing(): Set<string> {
  return new Set(JSON.parse(fs.readFileSync(KNOWN_FAILING_FILE, 'utf8')) as string[]);
}

export function writeKnownFailing(keys: Iterable<string>): void {
  fs.writeFileSync(KNOWN_FAILING_FILE, `${JSON.stringify([...new Set(keys)].sort(), null, 2)}\n`);
}
