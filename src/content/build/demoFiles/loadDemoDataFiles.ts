import type { DemoCode } from '../../demoTypes';
import { highlightCode } from '../highlight';
import { readDemoDataFile } from './readDemoFiles';

/** The highlighted data modules of a page's demos (`data/employees` → its TS and JS), each once per page. */
export async function loadDemoDataFiles(demos: DemoCode['demos']): Promise<DemoCode['dataFiles']> {
  const modules = new Set(
    Object.values(demos).flatMap((variants) => Object.values(variants).flatMap((variant) => variant.dataModules)),
  );
  const files: DemoCode['dataFiles'] = {};
  for (const module of [...modules].sort()) {
    const { TS, JS } = await readDemoDataFile(module);
    files[module] = {
      TS: { fileName: TS.fileName, tokens: await highlightCode(TS.code, 'ts') },
      JS: { fileName: JS.fileName, tokens: await highlightCode(JS.code, 'js') },
    };
  }
  return files;
}
