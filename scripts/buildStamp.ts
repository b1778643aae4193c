import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { siteDirectory } from './siteDirectory';

/** Inputs of the static build: when none changed, the existing site folder (`out/` or the e2e run's) is current. */
const INPUTS = [
  'src',
  'content',
  'public',
  'scripts',
  'mcp/src',
  'mcp/scripts',
  'mcp/package.json',
  'next.config.ts',
  'tailwind.config.js',
  'postcss.config.js',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
// Routes written from content/ (scripts/generateDemoRoutes.ts) are not inputs of their own.
const IGNORED = /(\.test\.tsx?$)|(\.generated\.tsx$)|(^|\/)node_modules\//;

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) {
    return [];
  }
  if (fs.statSync(entry).isFile()) {
    return [entry];
  }
  return fs.readdirSync(entry).flatMap((name) => listFiles(path.join(entry, name)));
}

/** Key of the build-time configuration: a build made with other NEXT_PUBLIC_ values is stale. */
export function getEnvironmentKey(env: Record<string, string | undefined> = process.env): string {
  return JSON.stringify(
    Object.entries(env)
      .filter(([key]) => key.startsWith('NEXT_PUBLIC_'))
      .sort(),
  );
}

/** A hash of every build input's path and content. */
export function computeInputHash(root = process.cwd(), extra = ''): string {
  const hash = crypto.createHash('sha256');
  hash.update(extra);
  const files = INPUTS.flatMap((input) => listFiles(path.join(root, input)))
    .map((file) => path.relative(root, file))
    .filter((file) => !IGNORED.test(file))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** The stamp lives in the folder it describes: the deployable build and the e2e build each know if they are current. */
export function stampPath(siteDir = siteDirectory()): string {
  return path.join(siteDir, '.build-stamp.json');
}

/** The id the pipeline gives a build of these inputs: the same id names the same site. */
export function buildIdOf(inputHash: string): string {
  return inputHash.slice(0, 20);
}

/** The id of the build whose manifests `.next/` holds (the deployable and the e2e build share it); null before any. */
export function readNextBuildId(): string | null {
  try {
    return fs.readFileSync(path.join('.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
}

/** What the last successful build recorded: its inputs' hash, its settings and how long it took. */
export interface BuildStamp {
  inputHash: string;
  environmentKey: string;
  buildMs: number;
}

export function readStamp(siteDir = siteDirectory()): BuildStamp | null {
  try {
    return JSON.parse(fs.readFileSync(stampPath(siteDir), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}
