import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteDirectory } from '../../scripts/siteDirectory';
import { writeServiceWorker } from '../../src/server/serviceWorker/writeServiceWorker';
import { siteBuildId } from '../support/siteBuildId';

/** How React writes text into HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function replaceEverywhere(file: string, from: string, to: string) {
  const text = fs.readFileSync(file, 'utf8');
  const next = text.split(from).join(to).split(escapeHtml(from)).join(escapeHtml(to));
  if (next === text) {
    throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  }
  fs.writeFileSync(file, next);
}

export interface SecondBuild {
  dir: string;
  version: string;
  /** The overview page's description in the second build. */
  description: string;
  remove(): void;
}

/**
 * A second, different build made from the e2e build's folder in a temporary folder, as a new deploy would look to a reader: the
 * overview page has a new description (in its HTML and its page data), the offline pages carry a marker, and the
 * service worker is regenerated with a new version and the new revisions. Much faster than a second `next build`.
 */
export async function makeSecondBuild(outDir = siteDirectory()): Promise<SecondBuild> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-second-build-'));
  fs.cpSync(outDir, dir, { recursive: true });
  const buildId = siteBuildId(outDir);
  const dataFile = path.join(dir, '_next', 'data', buildId, 'x', 'introduction.json');
  const description = (
    JSON.parse(fs.readFileSync(dataFile, 'utf8')) as { pageProps: { page: { description: string } } }
  ).pageProps.page.description;
  const next = `${description} Updated in the second build.`;
  replaceEverywhere(dataFile, description, next);
  replaceEverywhere(path.join(dir, 'x', 'introduction', 'index.html'), description, next);
  for (const offline of ['x/offline/index.html', 'zh/x/offline/index.html']) {
    replaceEverywhere(path.join(dir, offline), '<head>', '<head><meta name="docs-build" content="second"/>');
  }
  const version = `${buildId}-second`;
  const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'build-manifest.json'), 'utf8'));
  await writeServiceWorker({ outDir: dir, manifest, version });
  return { dir, version, description: next, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
