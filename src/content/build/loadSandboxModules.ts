import fs from 'node:fs';
import path from 'node:path';
import type { CodeVariant } from '@/preferences/codePreferences';
import { toJavaScript } from './toJavaScript';

const DEMO_DATA_DIRECTORY = path.join(process.cwd(), 'content', 'demoData');

/**
 * Copies of the local modules demos import (`@content/demoData`), in TS and JS, so an exported sandbox runs.
 * Returns null when no demo of the page needs them, keeping other pages' props small.
 */
export async function loadSandboxModules(
  demoSources: string[],
): Promise<Record<CodeVariant, Record<string, string>> | null> {
  if (!demoSources.some((source) => source.includes('@content/demoData'))) {
    return null;
  }
  const modules: Record<CodeVariant, Record<string, string>> = { TS: {}, JS: {} };
  for (const fileName of fs
    .readdirSync(DEMO_DATA_DIRECTORY)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = fs.readFileSync(path.join(DEMO_DATA_DIRECTORY, fileName), 'utf8');
    modules.TS[`demoData/${fileName}`] = source;
    modules.JS[`demoData/${fileName.replace(/\.ts$/, '.js')}`] = await toJavaScript(source, fileName);
  }
  return modules;
}
