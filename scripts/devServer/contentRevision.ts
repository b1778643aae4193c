import path from 'node:path';
import { writeIfChanged } from '../writeIfChanged';

/**
 * A module the guide route's server code imports (src/server/content/guidePageRoute.ts). `npm run dev` rewrites it
 * whenever a file under content/ changes: Markdown is read with `fs` in getStaticProps, outside the module graph, and
 * a change to this module is what makes Next rebuild the route's server code and tell the open tabs to fetch their
 * props again (its "server-only changes" refresh), without a reload. The build and the tests write revision 0.
 */
export const CONTENT_REVISION_FILE = path.join('generated', 'contentRevision.ts');

export function writeContentRevision(revision: number): void {
  writeIfChanged(
    CONTENT_REVISION_FILE,
    `// Written by scripts/devServer/contentRevision.ts.\nexport const CONTENT_REVISION = ${revision};\n`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  writeContentRevision(0);
}
