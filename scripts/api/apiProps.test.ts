import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { getApiEntryPath, getApiIndexPath } from '@/server/api/apiOutputPaths';
import { ensureApiGenerated } from '@/server/api/ensureApiGenerated';
import type { ApiComponentEntry, ApiIndexEntry } from '@/api/types';
import { isDocumentedProp } from './isDocumentedProp';

// The expected prop names are computed here with the checker, independently of the generator's code and output;
// only the rule for React's own DOM props (isDocumentedProp) is shared.
const SAMPLE = [
  { name: 'DataGrid', packageName: '@mui/x-data-grid', product: 'data-grid', slug: 'data-grid' },
  { name: 'DataGridPro', packageName: '@mui/x-data-grid-pro', product: 'data-grid', slug: 'data-grid-pro' },
  { name: 'DataGridPremium', packageName: '@mui/x-data-grid-premium', product: 'data-grid', slug: 'data-grid-premium' },
  { name: 'DateCalendar', packageName: '@mui/x-date-pickers', product: 'date-pickers', slug: 'date-calendar' },
  {
    name: 'DateRangePicker',
    packageName: '@mui/x-date-pickers-pro',
    product: 'date-pickers',
    slug: 'date-range-picker',
  },
  { name: 'LineChart', packageName: '@mui/x-charts', product: 'charts', slug: 'line-chart' },
  { name: 'BarChart', packageName: '@mui/x-charts', product: 'charts', slug: 'bar-chart' },
  { name: 'RichTreeView', packageName: '@mui/x-tree-view', product: 'tree-view', slug: 'rich-tree-view' },
  { name: 'SimpleTreeView', packageName: '@mui/x-tree-view', product: 'tree-view', slug: 'simple-tree-view' },
  { name: 'TreeItem', packageName: '@mui/x-tree-view', product: 'tree-view', slug: 'tree-item' },
] as const;

const PACKAGES = [...new Set(SAMPLE.map((component) => component.packageName))];
const entryFile = (packageName: string) => path.join(process.cwd(), 'node_modules', packageName, 'index.d.ts');

let checker: ts.TypeChecker;
let program: ts.Program;

function readJson<T>(filePath: string): T {
  return JSON.parse(fs.readFileSync(filePath, 'utf8')) as T;
}

function readComponent(product: string, slug: string): ApiComponentEntry {
  return readJson<ApiComponentEntry>(getApiEntryPath(product, slug));
}

/** The props the checker reports for the first parameter of the component's call signature. */
function checkerProps(name: string, packageName: string): ts.Symbol[] {
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entryFile(packageName))!)!;
  const exported = checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === name);
  if (!exported) {
    throw new Error(`${packageName} does not export ${name}`);
  }
  const component = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const [signature] = checker.getTypeOfSymbol(component).getCallSignatures();
  const propsType = checker.getTypeOfSymbol(signature!.parameters[0]!);
  return checker.getPropertiesOfType(propsType).filter(isDocumentedProp);
}

beforeAll(() => {
  ensureApiGenerated();
  program = ts.createProgram(PACKAGES.map(entryFile), {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  checker = program.getTypeChecker();
}, 180_000);

describe('generated API reference', () => {
  it.each(SAMPLE)('lists exactly the props the checker reports for $name', ({ name, packageName, product, slug }) => {
    const expected = checkerProps(name, packageName)
      .map((prop) => prop.name)
      .sort();
    const generated = readComponent(product, slug);
    expect(generated.name).toBe(name);
    expect(generated.props.map((prop) => prop.name).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('has a file for every entry of index.json', () => {
    const index = readJson<ApiIndexEntry[]>(getApiIndexPath());
    expect(index.length).toBeGreaterThan(SAMPLE.length);
    const missing = index.filter((entry) => !fs.existsSync(getApiEntryPath(entry.product, entry.slug)));
    expect(missing).toEqual([]);
  });

  it('gives each Data Grid the plan of the lowest package that exports it', () => {
    expect(readComponent('data-grid', 'data-grid').plan).toBe('community');
    expect(readComponent('data-grid', 'data-grid-pro').plan).toBe('pro');
    expect(readComponent('data-grid', 'data-grid-premium').plan).toBe('premium');
  });

  it('documents DataGrid rows and columns, with columns required', () => {
    const props = readComponent('data-grid', 'data-grid').props;
    expect(props.find((prop) => prop.name === 'rows')).toBeDefined();
    expect(props.find((prop) => prop.name === 'columns')?.required).toBe(true);
  });

  it('copies every @default tag of DataGrid into the prop default', () => {
    const generated = new Map(readComponent('data-grid', 'data-grid').props.map((prop) => [prop.name, prop]));
    const withDefault = checkerProps('DataGrid', '@mui/x-data-grid').flatMap((prop) => {
      const tag = prop.getJsDocTags(checker).find((candidate) => candidate.name === 'default');
      return tag ? [{ name: prop.name, value: ts.displayPartsToString(tag.text).trim() }] : [];
    });
    expect(withDefault.length).toBeGreaterThan(10);
    for (const { name, value } of withDefault) {
      expect(generated.get(name)?.default, name).toBe(value);
    }
    expect(generated.get('editMode')?.default).toBe('"cell"');
  });

  it('carries the @deprecated message of DataGrid autoHeight', () => {
    const autoHeight = readComponent('data-grid', 'data-grid').props.find((prop) => prop.name === 'autoHeight');
    expect(autoHeight?.deprecated).toMatch(/^Use flex parent container instead/);
  });
});
