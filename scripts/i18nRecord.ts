/**
 * Records in each given page's translations the English version they now translate (`sourceHash` in the frontmatter):
 * run it after updating a translation. Usage: npm run i18n:record -- <page…> | --all
 * A page is named by its folder, one of its files or its URL path (`content/pages/react-data-grid/sorting`).
 */
import fs from 'node:fs';
import { LANGUAGES } from '../src/i18n/languages';
import { getContentFilePath, listContentPathnames, toRepositoryPath } from '../src/server/content/contentFiles';
import { pagePathnameFromArgument } from '../src/server/translations/pagePathnameFromArgument';
import { recordSourceHash } from '../src/server/translations/recordSourceHash';
import { hashEnglishSource } from '../src/server/translations/sourceHash';

const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');
const args = process.argv.slice(2);
const all = args.includes('--all');
const known = new Set(listContentPathnames());
const pathnames = all ? [...known] : args.map(pagePathnameFromArgument);

if (pathnames.length === 0) {
  console.error('Name the pages to record (npm run i18n:record -- content/pages/react-data-grid/sorting), or --all.');
  process.exit(1);
}

let recorded = 0;
const problems: string[] = [];
for (const pathname of pathnames) {
  if (!known.has(pathname)) {
    problems.push(`${pathname}: no English page content/pages${pathname.replace(/^\/x/, '')}index.md`);
    continue;
  }
  const hash = hashEnglishSource(fs.readFileSync(getContentFilePath(pathname, 'en'), 'utf8'));
  const files = TRANSLATED_LANGUAGES.map((language) => getContentFilePath(pathname, language)).filter((file) =>
    fs.existsSync(file),
  );
  if (files.length === 0 && !all) {
    problems.push(`${pathname}: no translation to record`);
  }
  for (const file of files) {
    const before = fs.readFileSync(file, 'utf8');
    const after = recordSourceHash(before, hash);
    if (after !== before) {
      fs.writeFileSync(file, after);
      recorded += 1;
      console.log(`${toRepositoryPath(file)}: translates the English version ${hash.slice(0, 10)}`);
    }
  }
}
problems.forEach((problem) => console.error(problem));
console.log(`${recorded} translation(s) recorded.`);
process.exit(problems.length > 0 ? 1 : 0);
