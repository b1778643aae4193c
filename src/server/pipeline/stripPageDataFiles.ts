import fs from 'node:fs';
import path from 'node:path';
import { stripLanguagePrefix } from '@/routing/pathnames';
import { parsePageData } from '@/server/nextExport/nextExportFormat';
import { listFiles } from './exportFiles';
import { DEMO_CODE_FILE, findPagePropsProblems, pageOfDataFile, stripPageData } from './transforms/stripStaticProps';
import { PostConditionError } from './transformPages';

/** The English page of a translated one (`zh/x/a` → `x/a`); an English page is its own. */
function englishPageOf(page: string): string {
  return stripLanguagePrefix(`/${page}`).slice(1);
}

/**
 * Strips every page-data file of the export (`_next/data/<buildId>/….json`), each read and written once, and writes
 * the demo sources it held to `<page>/demos.json`, once per page: beside the English page, which every language
 * fetches. Post-conditions: no data file keeps the navigation or demo sources, and a translated page's demo sources are
 * its English page's. Returns the number of files and the bytes removed.
 */
export function stripPageDataFiles(outDir: string): { files: number; savedBytes: number } {
  const dataDir = path.join(outDir, '_next', 'data');
  const files = fs.existsSync(dataDir) ? listFiles(dataDir, '.json') : [];
  const problems: string[] = [];
  let savedBytes = 0;
  const demoSources = new Map<string, { page: string; json: string }[]>();
  for (const file of files) {
    const relative = path.relative(outDir, file).split(path.sep).join('/');
    const text = fs.readFileSync(file, 'utf8');
    const { data, demoCode } = stripPageData(parsePageData(text, relative));
    problems.push(
      ...findPagePropsProblems(data.pageProps, { inHtml: false }).map((problem) => `${relative}: ${problem}`),
    );
    if (demoCode) {
      const page = pageOfDataFile(path.relative(dataDir, file));
      const english = englishPageOf(page);
      demoSources.set(english, [...(demoSources.get(english) ?? []), { page, json: JSON.stringify(demoCode) }]);
    }
    const stripped = JSON.stringify(data);
    fs.writeFileSync(file, stripped);
    savedBytes += Buffer.byteLength(text) - Buffer.byteLength(stripped);
  }
  for (const [english, sources] of demoSources) {
    const own = sources.find((source) => source.page === english);
    if (!own) {
      problems.push(`${english}: translated pages have demos, the English page has none`);
      continue;
    }
    fs.writeFileSync(path.join(outDir, english, DEMO_CODE_FILE), own.json);
    for (const source of sources) {
      if (source.json !== own.json) {
        problems.push(`${source.page}: its demo sources differ from ${english}'s, which every language fetches`);
      }
    }
  }
  if (problems.length > 0) {
    throw new PostConditionError(problems);
  }
  return { files: files.length, savedBytes };
}
