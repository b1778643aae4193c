import path from 'node:path';

/** The variable naming the folder the static site is built into and served from. */
export const SITE_DIR_VARIABLE = 'DOCS_SITE_DIR';
/** What a deploy uploads: `npm run build`, `npm start` and `npm run bench` use it. */
export const DEPLOY_SITE_DIR = 'out';
/** The end-to-end run's build (scripts/test-e2e.ts), made with test settings, so `out/` stays the deployable site. */
export const E2E_SITE_DIR = '.e2e-site';
/** Next's own folders: its build folder and the dev server's. */
const NEXT_FOLDERS = ['.next', '.next-dev'];

/**
 * The site folder, relative to the repository root: `DOCS_SITE_DIR`, or `out` when it is unset. Throws on a folder
 * Next already uses or one outside the repository, which a build would fill or empty.
 */
export function siteDirectory(env: Record<string, string | undefined> = process.env): string {
  const value = env[SITE_DIR_VARIABLE]?.trim() || DEPLOY_SITE_DIR;
  const folder = path.posix.normalize(value.split(path.sep).join('/')).replace(/\/+$/, '');
  if (path.posix.isAbsolute(folder) || folder === '.' || folder.startsWith('..') || NEXT_FOLDERS.includes(folder)) {
    throw new Error(
      `${SITE_DIR_VARIABLE}=${value}: the site folder must be a folder inside the repository other than ${NEXT_FOLDERS.join(' and ')}.`,
    );
  }
  return folder;
}
