import fs from 'node:fs';
import path from 'node:path';
import { parsePageData } from '@/server/nextExport/nextExportFormat';
import { listFiles } from './exportFiles';
import { DEMO_CODE_FILE, findPagePropsProblems, pageOfDataFile, stripPageData } from './transforms/stripStaticProps';
import { PostConditionError } from './transformPages';

/**
 * Strips every page-data file of the export (`_next/data/<buildId>/….json`), each read and written once, and writes
 * the demo sources it held to `<page>/demos.json`. Post-condition: no data file keeps the navigation or demo sources.
 * Returns the number of files and the bytes removed.
 */
export function stripPageDataFiles(outDir: string): { files: number; savedBytes: number } {
  const dataDir = path.join(outDir, '_next', 'data');
  const files = fs.existsSync(dataDir) ? listFiles(dataDir, '.json') : [];
  const problems: string[] = [];
  let savedBytes = 0;
  for (const file of files) {
    const relative = path.relative(outDir, file).split(path.sep).join('/');
    const text = fs.readFileSync(file, 'utf8');
    const { data, demoCode } = stripPageData(parsePageData(text, relative));
    problems.push(
      ...findPagePropsProblems(data.pageProps, { inHtml: false }).map((problem) => `${relative}: ${problem}`),
    );
    if (demoCode) {
      const page = pageOfDataFile(path.relative(dataDir, file));
      fs.writeFileSync(path.join(outDir, page, DEMO_CODE_FILE), JSON.stringify(demoCode));
    }
    const stripped = JSON.stringify(data);
    fs.writeFileSync(file, stripped);
    savedBytes += Buffer.byteLength(text) - Buffer.byteLength(stripped);
  }
  if (problems.length > 0) {
    throw new PostConditionError(problems);
  }
  return { files: files.length, savedBytes };
}
