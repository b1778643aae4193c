import fs from 'node:fs';
import path from 'node:path';
import type { CodeVariant } from '@/preferences/codePreferences';
import { formatDemoSource } from '../formatDemoSource';
import { toJavaScript } from '../toJavaScript';
import { collectDemoDataModules } from './collectDemoDataModules';
import { readDemoDataExports } from './readDemoDataExports';
import { DEMO_DATA_FOLDER, rewriteDemoDataImports } from './rewriteDemoDataImports';

export const DEMO_DATA_DIRECTORY = path.join(process.cwd(), 'content', 'demoData');

/** A file as a reader sees and copies it: its path beside the demo file, and its text. */
export interface ShownFile {
  fileName: string;
  code: string;
}

/** A demo file as shown: TS and its generated JS, importing its data from `./data/…`, and the data modules it needs. */
export interface ShownDemoSource {
  sources: Record<CodeVariant, ShownFile>;
  /** Data module paths beside the demo, without extension (`data/employees`), the demo's own first. */
  dataModules: string[];
}

let dataExports: Map<string, string> | undefined;

function readDataModuleSource(module: string): string {
  return fs.readFileSync(path.join(DEMO_DATA_DIRECTORY, `${module}.ts`), 'utf8');
}

/**
 * Reads a demo's TypeScript file as a reader gets it: its `@content/demoData` imports rewritten to the data modules
 * beside it, formatted, and its JavaScript variant generated from that.
 */
export async function readDemoSource(tsFile: string): Promise<ShownDemoSource> {
  const indexFile = path.join(DEMO_DATA_DIRECTORY, 'index.ts');
  dataExports ??= readDemoDataExports(fs.readFileSync(indexFile, 'utf8'), 'content/demoData/index.ts');
  const baseName = path.basename(tsFile, '.tsx');
  const { code, modules } = rewriteDemoDataImports(fs.readFileSync(tsFile, 'utf8'), tsFile, dataExports);
  const tsCode = await formatDemoSource(code);
  const jsCode = (await toJavaScript(tsCode, `${baseName}.tsx`)).trimEnd();
  return {
    sources: { TS: { fileName: `${baseName}.tsx`, code: tsCode }, JS: { fileName: `${baseName}.js`, code: jsCode } },
    dataModules: collectDemoDataModules(modules, readDataModuleSource).map((module) => `${DEMO_DATA_FOLDER}/${module}`),
  };
}

const dataFiles = new Map<string, Promise<Record<CodeVariant, ShownFile>>>();

/** A data module (`data/employees`) as shown beside a demo, in TS and JS; read and formatted once per build. */
export function readDemoDataFile(modulePath: string): Promise<Record<CodeVariant, ShownFile>> {
  let file = dataFiles.get(modulePath);
  if (!file) {
    file = (async () => {
      const tsCode = await formatDemoSource(readDataModuleSource(path.basename(modulePath)));
      const jsCode = (await toJavaScript(tsCode, `${path.basename(modulePath)}.ts`)).trimEnd();
      return { TS: { fileName: `${modulePath}.ts`, code: tsCode }, JS: { fileName: `${modulePath}.js`, code: jsCode } };
    })();
    dataFiles.set(modulePath, file);
  }
  return file;
}
