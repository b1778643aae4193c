import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizeExportHtml, normalizeExportPath, withoutScriptList } from './compareExports/normalizeExportPath';

/**
 * Compares two static exports of the site, for a framework or bundler change: the list of files, hashes aside, and
 * the content of every file outside `_next/` (pages, twins, search index, feeds) with hashed URLs normalised.
 * Usage: npx tsx scripts/compareExports.ts <before folder> <after folder>
 */
const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('Usage: npx tsx scripts/compareExports.ts <before folder> <after folder>');
  process.exit(2);
}

function listFiles(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function buildIdOf(files: string[]): string {
  const manifest = files.find((file) => /^_next\/static\/[^/]+\/_buildManifest\.js$/.test(file));
  if (!manifest) throw new Error('No _next/static/<build id>/_buildManifest.js: is this a static export?');
  return manifest.split('/')[2]!;
}

function describeSite(root: string) {
  const files = listFiles(root);
  const buildId = buildIdOf(files);
  const byNormalized = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const file of files) {
    const key = normalizeExportPath(file, buildId);
    byNormalized.set(key, file);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { root, buildId, files, byNormalized, counts };
}

function readNormalized(site: ReturnType<typeof describeSite>, file: string): string {
  const text = fs.readFileSync(path.join(site.root, file), 'utf8');
  return file.endsWith('.html') ? normalizeExportHtml(text, site.buildId) : text.split(site.buildId).join('<build>');
}

const a = describeSite(before);
const b = describeSite(after);
const onlyBefore = [...a.byNormalized.keys()].filter((file) => !b.byNormalized.has(file));
const onlyAfter = [...b.byNormalized.keys()].filter((file) => !a.byNormalized.has(file));
console.log(`files: ${a.files.length} before, ${b.files.length} after`);
for (const [label, list] of [
  ['only before', onlyBefore],
  ['only after', onlyAfter],
] as const) {
  console.log(`${label}: ${list.length}`);
  for (const file of list.slice(0, 40)) console.log(`  ${file}`);
}
// Chunks are named by id and hash, so the bundler's chunking shows as a different count under one normalised name.
for (const [file, count] of a.counts) {
  const after = b.counts.get(file);
  if (after !== undefined && after !== count) console.log(`${file}: ${count} files before, ${after} after`);
}

const shared = [...a.byNormalized.keys()].filter((file) => b.byNormalized.has(file) && !file.startsWith('_next/'));
const differing = shared.filter(
  (file) => readNormalized(a, a.byNormalized.get(file)!) !== readNormalized(b, b.byNormalized.get(file)!),
);
const chunkingOnly = differing.filter(
  (file) =>
    file.endsWith('.html') &&
    withoutScriptList(readNormalized(a, a.byNormalized.get(file)!)) ===
      withoutScriptList(readNormalized(b, b.byNormalized.get(file)!)),
);
const otherwise = differing.filter((file) => !chunkingOnly.includes(file));
console.log(`files outside _next/: ${shared.length} in both, ${differing.length} differ once hashes are normalised`);
console.log(`  ${chunkingOnly.length} pages differ only in the list of scripts they load (the bundler's chunking)`);
console.log(`  ${otherwise.length} differ otherwise:`);
for (const file of otherwise.slice(0, 40)) console.log(`    ${file}`);

// The first differing page, as a line diff of its tags, shows what kind of change it is.
const page = otherwise.find((file) => file.endsWith('.html')) ?? chunkingOnly[0];
if (page) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-exports-'));
  const split = (html: string) => html.replace(/></g, '>\n<');
  fs.writeFileSync(path.join(folder, 'before.html'), split(readNormalized(a, a.byNormalized.get(page)!)));
  fs.writeFileSync(path.join(folder, 'after.html'), split(readNormalized(b, b.byNormalized.get(page)!)));
  console.log(`\n${page}, before → after:`);
  spawnSync('diff', ['-u', 'before.html', 'after.html'], { cwd: folder, stdio: 'inherit' });
  fs.rmSync(folder, { recursive: true, force: true });
}
process.exit(onlyBefore.length + onlyAfter.length + otherwise.length === 0 ? 0 : 1);
