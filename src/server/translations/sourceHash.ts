import { createHash } from 'node:crypto';

/**
 * The hash a translation records of its English Markdown: git's blob id of the text (line endings as committed, LF),
 * so the recorded version can be read back from any clone's history with `git cat-file blob <hash>`.
 */
export function hashEnglishSource(markdown: string): string {
  const bytes = Buffer.from(markdown.replace(/\r\n/g, '\n'), 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
