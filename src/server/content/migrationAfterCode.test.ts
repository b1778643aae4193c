import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiIndex } from '@/server/api/apiIndex';
import { loadApiEntry } from '@/server/api/loadApiEntry';
import { API_PACKAGES } from '@/api/apiPackages';
import { readPackageDeclarations } from './packageDeclarations';

/**
 * The v6 → v7 migration guides show each change as a diff: what a 7.21.0 project ends up with must be real 7.21.0 API.
 * - A JSX prop on an added or kept line (`+`/` `) of a diff must be a prop of one of the documented components the
 *   diff renders (a diff often nests them: `<LocalizationProvider>` around a `<DatePicker>`).
 * - A name imported on an added line from an `@mui/x-*` package must be exported by that import path.
 */
const GUIDES = ['migration-data-grid-v6', 'migration-pickers-v6', 'migration-tree-view-v6', 'migration-charts-v6'].map(
  (slug) => path.join(process.cwd(), 'content', 'pages', 'migration', slug, 'index.md'),
);
/** Props every React element takes, which the API pages leave out. */
const REACT_PROPS = new Set(['key', 'ref', 'className', 'style', 'sx']);

interface DiffBlock {
  file: string;
  added: string[];
  removed: string[];
  kept: string[];
}

function readDiffBlocks(file: string): DiffBlock[] {
  const markdown = fs.readFileSync(file, 'utf8');
  return [...markdown.matchAll(/^```diff\n([\s\S]*?)^```/gm)].map((match) => {
    const lines = match[1]!.split('\n');
    return {
      file: path.relative(process.cwd(), file),
      added: lines.filter((line) => line.startsWith('+')).map((line) => line.slice(1)),
      removed: lines.filter((line) => line.startsWith('-')).map((line) => line.slice(1)),
      kept: lines.filter((line) => line.startsWith(' ')).map((line) => line.slice(1)),
    };
  });
}

/** `<DataGrid` → `DataGrid`: the elements a block's "after" code renders. */
function elementsOf(block: DiffBlock): string[] {
  return [
    ...new Set([...[...block.kept, ...block.added].join('\n').matchAll(/<([A-Z]\w*)/g)].map((match) => match[1]!)),
  ];
}

/** JSX attribute names on lines: `  slots={{…}}`, `checkboxSelection` alone on its line, `<DataGrid rows={rows}`. */
function jsxProps(lines: string[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines) {
    for (const match of line.matchAll(/(?:^\s+|<[A-Z]\w*\s+|\s)([a-z][A-Za-z0-9]*)(?==[{"'])/g)) {
      names.add(match[1]!);
    }
    const bare = /^\s+([a-z][A-Za-z0-9]*)\s*$/.exec(line);
    if (bare) {
      names.add(bare[1]!);
    }
  }
  return names;
}

/** `import { A, type B } from '@mui/x-…/Path'` on the lines: each name with its module. */
function imports(lines: string[]): { name: string; from: string }[] {
  return lines.flatMap((line) => {
    const match = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@mui\/x-[^']+)'/.exec(line);
    if (!match) {
      return [];
    }
    return match[1]!
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean)
      .map((name) => ({ name, from: match[2]! }));
  });
}

describe('the v6 → v7 migration guides end on real 7.21.0 APIs', () => {
  const blocks = GUIDES.flatMap(readDiffBlocks);
  const propsByComponent = new Map<string, Set<string>>();
  const exportsByModule = new Map<string, Set<string>>();

  beforeAll(() => {
    for (const entry of loadApiIndex()) {
      const api = loadApiEntry(entry.product, entry.slug);
      if (api.kind === 'component') {
        propsByComponent.set(api.name, new Set(api.props.map((prop) => prop.name)));
      }
    }
    const modules = [...new Set(blocks.flatMap((block) => imports(block.added).map((item) => item.from)))];
    const known = new Set(API_PACKAGES.map((item) => item.name));
    for (const module of modules) {
      const root = module.split('/').slice(0, 2).join('/');
      const declarations = readPackageDeclarations({
        entries: [module],
        declaringPackages: known.has(root) ? [root] : [],
      });
      exportsByModule.set(module, declarations.exports);
    }
  }, 120_000);

  it('finds the diffs of the four guides', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(30);
  });

  it('every prop an "after" line passes exists on a component it renders', () => {
    const findings: string[] = [];
    let checked = 0;
    for (const block of blocks) {
      const elements = elementsOf(block).filter((element) => propsByComponent.has(element));
      if (elements.length === 0) {
        continue;
      }
      for (const name of jsxProps([...block.added, ...block.kept])) {
        checked += 1;
        if (!REACT_PROPS.has(name) && !elements.some((element) => propsByComponent.get(element)!.has(name))) {
          findings.push(
            `${block.file}: no prop "${name}" on ${elements.map((element) => `<${element}>`).join(' or ')} in 7.21.0`,
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(findings).toEqual([]);
  });

  it('rejects a prop that 7.21.0 does not have', () => {
    const block: DiffBlock = {
      file: 'example.md',
      added: ['  componentsProps={{}}'],
      removed: [],
      kept: ['<DataGrid', '/>'],
    };
    const props = propsByComponent.get('DataGrid')!;
    expect([...jsxProps(block.added)].filter((name) => !props.has(name))).toEqual(['componentsProps']);
    expect(elementsOf(block)).toEqual(['DataGrid']);
  });

  it('every name an "after" line imports is exported by its module', () => {
    const findings = blocks.flatMap((block) =>
      imports(block.added)
        .filter(({ name, from }) => !exportsByModule.get(from)?.has(name))
        .map(({ name, from }) => `${block.file}: '${from}' does not export ${name} in 7.21.0`),
    );
    expect(findings).toEqual([]);
  });
});
