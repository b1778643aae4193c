import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commandEntries, generatedImportsAtLoad, isGeneratedPath, loadTimeSpecifiers } from './staticImports';

const ROOT = path.resolve(__dirname, '../..');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('what each command loads before it runs', () => {
  const entries = commandEntries(scripts);

  it('finds the entries of the build, the server, the dev server and the MCP packer', () => {
    expect(entries).toEqual(
      expect.arrayContaining(['scripts/build.ts', 'scripts/start.ts', 'scripts/dev.ts', 'mcp/scripts/pack.ts']),
    );
  });

  // A fresh clone has no generated/ until a generator has run: an entry that imports from it fails before its first
  // step (issue 36: `npm start` stopped on generated/api/index.json).
  it.each(entries)('%s imports no generated file at load time', (entry) => {
    expect(generatedImportsAtLoad(ROOT, entry).map((chain) => chain.join(' → '))).toEqual([]);
  });
});

describe('generatedImportsAtLoad', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'static-imports-'));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  };
  write('src/site.ts', "import index from '../generated/api/index.json';\nexport const pages = index;\n");
  write('scripts/eager.ts', "import { pages } from '@/site';\nconsole.log(pages);\n");
  write('scripts/reexport.ts', "export { pages } from '../src/site';\n");
  write(
    'scripts/lazy.ts',
    [
      "import type { Page } from '../generated/types';",
      'export async function run() {',
      "  const { pages } = await import('@/site');",
      "  return require('../generated/other.json') as Page[] | typeof pages;",
      '}',
    ].join('\n'),
  );
  write('scripts/routes.ts', "import Page from '../content/page.generated';\nexport default Page;\n");

  it('names the chain from the entry to a generated file that does not exist yet', () => {
    expect(generatedImportsAtLoad(fixture, 'scripts/eager.ts')).toEqual([
      ['scripts/eager.ts', 'src/site.ts', 'generated/api/index.json'],
    ]);
    expect(generatedImportsAtLoad(fixture, 'scripts/reexport.ts')).toHaveLength(1);
    expect(generatedImportsAtLoad(fixture, 'scripts/routes.ts')).toEqual([
      ['scripts/routes.ts', 'content/page.generated'],
    ]);
  });

  it('leaves out type-only imports and what functions import when they run', () => {
    expect(generatedImportsAtLoad(fixture, 'scripts/lazy.ts')).toEqual([]);
  });
});

describe('loadTimeSpecifiers', () => {
  it('reads imports, re-exports, import-equals and top-level require, not dynamic or type-only imports', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "export * from './c';",
      "export type { D } from './d';",
      "import e = require('./e');",
      "const f = require('./f');",
      "const g = () => import('./g');",
    ].join('\n');
    expect(loadTimeSpecifiers('x.ts', text)).toEqual(['./a', './c', './e', './f']);
  });
});

describe('commandEntries and isGeneratedPath', () => {
  it('reads the files npm scripts start with tsx or node, leaving out bundles the build writes', () => {
    expect(
      commandEntries({ a: 'tsx scripts/a.ts --flag && tsx scripts/b.tsx', b: 'node mcp/dist/server.mjs' }),
    ).toEqual(['scripts/a.ts', 'scripts/b.tsx']);
  });

  it('knows the generated folder and the generated routes', () => {
    expect(isGeneratedPath('generated/theme/theme.css')).toBe(true);
    expect(isGeneratedPath('src/pages/x/react-charts/bars.generated.tsx')).toBe(true);
    expect(isGeneratedPath('src/generatedNames.ts')).toBe(false);
  });
});
