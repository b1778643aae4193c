import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  formatRunnerModules,
  runnerModuleSpecifiers,
} from '../src/content/demo/liveEdit/runner/runnerModuleSpecifiers';
import { writeIfChanged } from './writeIfChanged';

/** The demos' sources (every styling variant), the input of the live-edit runner's module map. */
export function readDemoSources(root = process.cwd()): string[] {
  const pages = path.join(root, 'content', 'pages');
  return fs
    .readdirSync(pages, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)demos\/[^/]+\.tsx$/.test(file))
    .map((file) => fs.readFileSync(path.join(pages, file), 'utf8'));
}

export const RUNNER_MODULES_FILE = path.join('src', 'content', 'demo', 'liveEdit', 'runner', 'runnerModules.ts');

/** Writes the runner's module map, formatted as Prettier would. */
async function writeRunnerModules() {
  const source = formatRunnerModules(runnerModuleSpecifiers(readDemoSources()));
  const options = await resolveConfig(RUNNER_MODULES_FILE);
  writeIfChanged(RUNNER_MODULES_FILE, await format(source, { ...options, filepath: RUNNER_MODULES_FILE }));
  console.log(`Wrote ${RUNNER_MODULES_FILE}.`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  void writeRunnerModules();
}
