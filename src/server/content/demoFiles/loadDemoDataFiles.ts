import type { DemoCode } from '@/content/demoTypes';
import { highlightCode } from '../highlight';
import { readDemoDataFile } from './readDemoFiles';

type DataFile = DemoCode['dataFiles'][string];

// Many pages show the same modules: each is highlighted once per build process.
const highlighted = new Map<string, Promise<DataFile>>();

function loadDemoDataFile(module: string): Promise<DataFile> {
  let file = highlighted.get(module);
  if (!file) {
    file = readDemoDataFile(module).then(async ({ TS, JS }) => ({
      TS: { fileName: TS.fileName, tokens: await highlightCode(TS.code, 'ts') },
      JS: { fileName: JS.fileName, tokens: await highlightCode(JS.code, 'js') },
    }));
    highlighted.set(module, file);
  }
  return file;
}

/** The highlighted data modules of a page's demos (`data/employees` → its TS and JS), each once per page. */
export async function loadDemoDataFiles(demos: DemoCode['demos']): Promise<DemoCode['dataFiles']> {
  const modules = new Set(
    Object.values(demos).flatMap((variants) => Object.values(variants).flatMap((variant) => variant.dataModules)),
  );
  const files: DemoCode['dataFiles'] = {};
  for (const module of [...modules].sort()) {
    files[module] = await loadDemoDataFile(module);
  }
  return files;
}
