/**
 * Lists, for each translated language, the guide pages without translation, the translations that record no English
 * source, and the stale ones (their recorded English version differs from the English page) with the English diff
 * since that version. Usage: npm run i18n:status [-- --no-diff]
 */
import fs from 'node:fs';
import { LANGUAGES } from '../src/i18n/languages';
import { listContentPathnames, toRepositoryPath } from '../src/server/content/contentFiles';
import { diffEnglish, readRecordedEnglish } from '../src/server/translations/englishHistory';
import { readSourceState, type PageSource } from '../src/server/translations/readSourceState';

const withDiff = !process.argv.includes('--no-diff');

/** The English changes a stale translation has to catch up with, or why they cannot be shown. */
function englishChanges(page: PageSource, recordedHash: string): string {
  const recorded = readRecordedEnglish(recordedHash);
  if (recorded === null) {
    return `    (the recorded English version ${recordedHash} is not in this clone's git history: was it committed? In a shallow clone, run git fetch --unshallow)\n`;
  }
  return diffEnglish(recorded, fs.readFileSync(page.englishPath, 'utf8'), toRepositoryPath(page.englishPath));
}

for (const language of LANGUAGES.filter((candidate) => candidate !== 'en')) {
  const pages = listContentPathnames().map((pathname) => readSourceState(pathname, language));
  const of = (kind: PageSource['state']['kind']) => pages.filter((page) => page.state.kind === kind);
  const stale = of('stale');
  const unrecorded = of('unrecorded');
  const untranslated = of('untranslated');
  console.log(
    `${language}: ${of('current').length} current, ${stale.length} stale, ${unrecorded.length} unrecorded, ${untranslated.length} untranslated (of ${pages.length} pages)`,
  );
  if (untranslated.length > 0) {
    console.log(`\nUntranslated (no ${toRepositoryPath(untranslated[0]!.translationPath).split('/').pop()}):`);
    untranslated.forEach((page) => console.log(`  ${toRepositoryPath(page.englishPath)}`));
  }
  if (unrecorded.length > 0) {
    console.log('\nUnrecorded (no sourceHash; check against the English page, then npm run i18n:record -- <page>):');
    unrecorded.forEach((page) => console.log(`  ${toRepositoryPath(page.translationPath)}`));
  }
  if (stale.length > 0) {
    console.log('\nStale (update the translation, then npm run i18n:record -- <page>):');
    for (const page of stale) {
      console.log(`  ${toRepositoryPath(page.translationPath)}`);
      if (withDiff && page.state.kind === 'stale') {
        console.log(englishChanges(page, page.state.recordedHash));
      }
    }
  }
}
