import fs from 'node:fs';
import path from 'node:path';
import { listPageDemoModules } from '../src/server/content/demoRoutes/listPageDemoModules';
import { demoRouteFile, demoRouteSource } from '../src/server/content/demoRoutes/demoRouteSource';
import { listContentPathnames } from '../src/server/content/contentFiles';
import { LANGUAGES } from '../src/i18n/languages';
import { writeIfChanged } from './writeIfChanged';

const PAGES_DIRECTORY = path.join('src', 'pages');
const ROUTE_SUFFIX = '.generated.tsx';

function listWrittenRoutes(): string[] {
  return fs
    .readdirSync(PAGES_DIRECTORY, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ROUTE_SUFFIX))
    .map((file) => file.split(path.sep).join('/'));
}

/**
 * Writes the route of every page with demos, in each language (see demoRouteSource), and removes the routes of pages
 * that no longer have demos. Unchanged routes keep their files, so a running `next dev` recompiles nothing.
 * Returns how many routes there are.
 */
export function generateDemoRoutes(): number {
  const wanted = new Map<string, string>();
  for (const pathname of listContentPathnames()) {
    const modulePaths = listPageDemoModules(pathname);
    if (modulePaths.length > 0) {
      for (const language of LANGUAGES) {
        wanted.set(demoRouteFile(pathname, language), demoRouteSource(pathname, language, modulePaths));
      }
    }
  }
  for (const file of listWrittenRoutes()) {
    if (!wanted.has(file)) {
      fs.rmSync(path.join(PAGES_DIRECTORY, file));
    }
  }
  for (const [file, source] of wanted) {
    writeIfChanged(path.join(PAGES_DIRECTORY, file), source);
  }
  return wanted.size;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(`Demo routes: ${generateDemoRoutes()} pages with demos written under ${PAGES_DIRECTORY}.`);
}
