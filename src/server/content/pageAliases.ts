import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { tokenize } from '@/search/tokenize';
import { zodIssueLines } from '@/server/zodIssueLines';
import { CONTENT_ROOT, toRepositoryPath } from './contentFiles';
import { pageContentFolder } from '@/content/demoModulePaths';

/** A page's aliases file: for each language, the other names readers use for what the page answers. */
export const ALIASES_FILE_NAME = 'aliases.json';

// Kept apart in the index by a comma (ALIAS_SEPARATOR), so an alias has none; 60 characters is a long question's
// phrase, and an alias must be typed whole to count.
const alias = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((text) => !text.includes(','), 'must not contain a comma')
  .refine((text) => tokenize(text).length > 0, 'has no word search keeps (only common or one-letter words)');

/** An alias's words as search keeps them, whatever their order: two aliases with the same would count as one. */
const wordsOf = (text: string) => [...new Set(tokenize(text))].sort().join(' ');

const aliasList = z.array(alias).superRefine((aliases, context) => {
  const seen = new Map<string, number>();
  aliases.forEach((text, index) => {
    const words = wordsOf(text);
    const first = seen.get(words);
    if (first === undefined) {
      seen.set(words, index);
    } else {
      context.addIssue({ code: 'custom', path: [index], message: `has the same words as entry ${first} for search` });
    }
  });
});

const aliasesSchema = z.object(Object.fromEntries(LANGUAGES.map((language) => [language, aliasList]))).strict();

/**
 * The aliases a page's writers gave it in each language (`freeze column` for Column pinning, 冻结列 in Chinese), read
 * from `aliases.json` beside its Markdown; none when the page has no such file. A malformed file fails the build,
 * naming the file and the entry.
 */
export function readPageAliases(pathname: string, root: string = CONTENT_ROOT): Record<Language, string[]> {
  const filePath = path.join(root, pageContentFolder(pathname), ALIASES_FILE_NAME);
  if (!fs.existsSync(filePath)) {
    return Object.fromEntries(LANGUAGES.map((language) => [language, [] as string[]])) as Record<Language, string[]>;
  }
  const name = toRepositoryPath(filePath);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid JSON in ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = aliasesSchema.safeParse(json);
  if (!result.success) {
    throw new Error(`Invalid aliases in ${name}:\n${zodIssueLines(result.error.issues)}`);
  }
  return result.data as Record<Language, string[]>;
}
