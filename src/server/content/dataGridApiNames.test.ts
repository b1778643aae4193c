import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiIndex } from '@/server/api/apiIndex';
import { loadApiEntry } from '@/server/api/loadApiEntry';
import { MOVIES, generateCommodities, generateEmployees, generateOrgChart } from '@content/demoData';
import { readPackageDeclarations } from './packageDeclarations';

/**
 * Accuracy of the Data Grid pages: every API name they write in a code span must exist in 7.21.0.
 *
 * Every name is looked up in an exact set; nothing falls back to the identifiers found in the packages' code.
 * - Props of DataGrid, DataGridPro and DataGridPremium, the members of GridColDef and of GridApi (Premium's, which
 *   has every method), and the props of the packages' other components: the generated API reference
 *   (generated/api/data-grid/, written by `npm run generate:api`).
 * - Events: the keys of GridEventLookup, with the Pro and Premium augmentations, read with the TypeScript checker.
 * - The names the three packages export, the members of their exported `…Props` types (props of components such as
 *   GridToolbar, which the generated reference lists without props), and the members their other exported types and
 *   values declare (slot names, CSS class keys, locale text keys, option, state and parameter members), read with
 *   the same checker.
 * - Slots of the three grids (generated reference) and of the column menu (GRID_COLUMN_MENU_SLOTS), filter operator
 *   values and column types, the last three read from the packages at runtime.
 * - Field names of the seeded demo data (content/demoData), and the short allowlist below.
 *
 * What a span must name depends on how it is written:
 * - `apiRef.current.x…`: a GridApi member.
 * - `x` event: a GridEventLookup key.
 * - `x` slot: a slot of the grid or of its column menu.
 * - `x` prop, `x` callback and a bare `onX` (other than the `onOrAfter`/`onOrBefore` operators): a grid prop, a
 *   GridColDef member or a prop of a grid component.
 * - a bare camelCase name (the shape of a prop, `unstable_` prefix allowed): any of the sets above.
 * - `DataGrid…`, `Grid…`, `useGrid…`: a name exported by the packages.
 * - a signature such as `selectRows(ids)`: its name, like a bare camelCase name.
 * Other spans (values, expressions, single lowercase words such as `rows`) name nothing checkable and are skipped.
 */
const PAGES = path.join(process.cwd(), 'content', 'pages', 'react-data-grid');
const PACKAGES = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'] as const;
/** Entry points whose exports count as the packages' own, besides the package roots. */
const SUBPATH_ENTRIES = ['@mui/x-data-grid/locales'] as const;
/** Declarations in these packages are the grid's API; Pro and Premium re-export LicenseInfo from @mui/x-license. */
const DECLARING_PACKAGES = [...PACKAGES, '@mui/x-license'] as const;

/**
 * Names that are neither grid API nor seeded data but legitimately appear in the pages' code spans.
 * Keep it short: a wrong prop name must never end up here.
 */
const ALLOWED_NAMES: ReadonlySet<string> = new Set([
  // Material UI: theme keys and createTheme (style, localization), the TablePagination props passed through
  // `slotProps.pagination` (pagination), SvgIcon's `titleAccess` (custom columns) and `sx` CSS properties (layout, row height).
  'createTheme',
  'styleOverrides',
  'defaultProps',
  'labelRowsPerPage',
  'showFirstButton',
  'showLastButton',
  'titleAccess',
  'borderColor',
  'borderStyle',
  'maxHeight',
  'minHeight',
  // Material UI's `styled()` (style), `alpha()` colour helper (style recipes) and `useMediaQuery` hook (list view).
  'styled',
  'alpha',
  'useMediaQuery',
  // React, the browser and CSS (`minmax()` in grid templates, layout).
  'useEffect',
  'useLayoutEffect',
  'localStorage',
  'minmax',
  // exceljs, whose column styles the Excel export accepts.
  'numFmt',
  // Names the pages' own demos define: a computed field (column definition), a custom column type (custom columns)
  // and a custom aggregation function (aggregation).
  'monthlySalary',
  'usdPrice',
  'fillRate',
]);

const require = createRequire(import.meta.url);

function listFiles(directory: string, suffix: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : listFiles(full, suffix);
    }
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

/** Inline code spans of a Markdown file, fenced blocks removed, each with the word that follows it when it says what the span is. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`(\s+(?:prop|props|method|event|callback|slot)\b)?/g)].map(
    (match) => `${match[1]}${match[2] ? ' ' + match[2].trim() : ''}`,
  );
}

/** The sets of real names the spans are checked against. */
interface GridApiNames {
  gridProps: ReadonlySet<string>;
  colDefMembers: ReadonlySet<string>;
  apiMembers: ReadonlySet<string>;
  events: ReadonlySet<string>;
  /** Slots of the three grids and of their column menu. */
  slots: ReadonlySet<string>;
  /** Props of the packages' other components: GridToolbarQuickFilter, GridActionsCellItem, GridFilterPanel… */
  componentProps: ReadonlySet<string>;
  exports: ReadonlySet<string>;
  /** Members declared by the exported types and values, and the folders importable as entry points. */
  vocabulary: ReadonlySet<string>;
  /** Filter operator values (`isAnyOf`, `onOrAfter`) and column types (`singleSelect`). */
  stringValues: ReadonlySet<string>;
  demoFields: ReadonlySet<string>;
}

function readGeneratedApi(): Pick<GridApiNames, 'gridProps' | 'colDefMembers' | 'apiMembers' | 'componentProps'> & {
  gridSlots: string[];
} {
  const grids = ['data-grid', 'data-grid-pro', 'data-grid-premium'];
  const propsOf = (slug: string) => {
    const entry = loadApiEntry('data-grid', slug);
    return entry.kind === 'component' ? entry.props.map((prop) => prop.name) : [];
  };
  const slotsOf = (slug: string) => {
    const entry = loadApiEntry('data-grid', slug);
    return entry.kind === 'component' ? entry.slots.map((slot) => slot.name) : [];
  };
  const membersOf = (slug: string) => {
    const entry = loadApiEntry('data-grid', slug);
    if (entry.kind !== 'interface') {
      throw new Error(
        `generated/api/data-grid/${slug}.json is not an interface. Regenerate with: npm run generate:api -- --force`,
      );
    }
    return entry.members.map((member) => member.name);
  };
  const otherComponents = loadApiIndex().filter(
    (entry) => entry.product === 'data-grid' && entry.kind === 'component' && !grids.includes(entry.slug),
  );
  return {
    gridProps: new Set(grids.flatMap(propsOf)),
    colDefMembers: new Set(membersOf('grid-col-def')),
    apiMembers: new Set(membersOf('grid-api')),
    componentProps: new Set(otherComponents.flatMap((entry) => propsOf(entry.slug))),
    gridSlots: grids.flatMap(slotsOf),
  };
}

function readDeclarations(): Pick<GridApiNames, 'events' | 'exports'> & {
  propsMembers: Set<string>;
  members: Set<string>;
} {
  // Imported the way an application does, so that the Pro and Premium augmentations (`fetchRows`, `clipboardPasteStart`…) apply.
  const { checker, entry, exports, propsMembers, members } = readPackageDeclarations({
    entries: [...PACKAGES, ...SUBPATH_ENTRIES],
    declaringPackages: DECLARING_PACKAGES,
    extraSource: [
      "import type { GridEventLookup } from '@mui/x-data-grid-premium';",
      'export type Events = GridEventLookup;',
    ],
  });
  const eventsAlias = entry.statements.find(ts.isTypeAliasDeclaration)!;
  const events = new Set(
    checker.getPropertiesOfType(checker.getTypeFromTypeNode(eventsAlias.type)).map((symbol) => symbol.name),
  );
  return { events, exports, propsMembers, members };
}

type PremiumRuntime = Record<string, unknown> & {
  getGridDefaultColumnTypes: () => Record<string, unknown>;
  GRID_COLUMN_MENU_SLOTS: Record<string, unknown>;
};

/**
 * Read from Premium's runtime exports: the column menu's slots (Premium's list has the Pro and Premium items), and the
 * values the grid defines as strings, filter operators (`isAnyOf`, `onOrAfter`) and column types (`singleSelect`).
 */
function readRuntime(): { columnMenuSlots: string[]; stringValues: string[] } {
  const premium = require('@mui/x-data-grid-premium') as PremiumRuntime;
  const operators = Object.entries(premium)
    .filter(([name]) => /^getGrid\w+Operators$/.test(name))
    .flatMap(([, getOperators]) => (getOperators as () => { value: string }[])().map((operator) => operator.value));
  return {
    columnMenuSlots: Object.keys(premium.GRID_COLUMN_MENU_SLOTS),
    stringValues: [...operators, ...Object.keys(premium.getGridDefaultColumnTypes())],
  };
}

/** Folders importable as `@mui/x-data-grid/<folder>` (`themeAugmentation`, `locales`). */
function readEntryPointFolders(): string[] {
  return PACKAGES.flatMap((name) => {
    const dir = path.dirname(require.resolve(`${name}/package.json`));
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'index.d.ts')))
      .map((entry) => entry.name);
  });
}

/** Field names of every seeded data set, so pages can name the demo columns. */
function readDemoFields(): string[] {
  return [generateEmployees(1)[0], generateCommodities(1)[0], MOVIES[0], generateOrgChart(1, 1)[0]].flatMap((row) =>
    Object.keys(row ?? {}),
  );
}

function loadGridApiNames(): GridApiNames {
  const { members, propsMembers, ...declarations } = readDeclarations();
  const { gridSlots, ...generated } = readGeneratedApi();
  const runtime = readRuntime();
  return {
    ...generated,
    ...declarations,
    slots: new Set([...gridSlots, ...runtime.columnMenuSlots]),
    componentProps: new Set([...generated.componentProps, ...propsMembers]),
    vocabulary: new Set([...members, ...readEntryPointFolders()]),
    stringValues: new Set(runtime.stringValues),
    demoFields: new Set(readDemoFields()),
  };
}

const CAMEL_CASE = /^(?:unstable_)?[a-z][a-z0-9]*(?:[A-Z][A-Za-z0-9]*)+$/;

/** Checks one code span: why it is wrong, null when it is right, undefined when it names nothing checkable. */
function checkSpan(span: string, names: GridApiNames): string | null | undefined {
  const isProp = (name: string) =>
    names.gridProps.has(name) || names.colDefMembers.has(name) || names.componentProps.has(name);

  const method = /^apiRef\.current\.([A-Za-z_]\w*)/.exec(span);
  if (method) {
    return names.apiMembers.has(method[1]!) ? null : `apiRef method "${method[1]}" is not a GridApi member`;
  }
  const event = /^['"]?([a-z]\w*)['"]? event$/.exec(span);
  if (event) {
    return names.events.has(event[1]!) ? null : `event "${event[1]}" is not a key of GridEventLookup`;
  }
  const slot = /^([a-z]\w*) slot$/.exec(span);
  if (slot) {
    return names.slots.has(slot[1]!) ? null : `"${slot[1]}" is not a slot of the grid or of its column menu`;
  }
  const namedProp = /^([a-z]\w*) (?:prop|props)$/.exec(span);
  if (namedProp) {
    return isProp(namedProp[1]!)
      ? null
      : `"${namedProp[1]}" is not a prop of the grid, of GridColDef or of a grid component`;
  }
  if (names.stringValues.has(span)) {
    return null;
  }
  const handler = /^(on[A-Z]\w*)(?: callback)?$/.exec(span) ?? /^([a-z]\w*) callback$/.exec(span);
  if (handler) {
    return isProp(handler[1]!) ? null : `"${handler[1]}" is not a grid callback prop`;
  }
  const exported = /^<?((?:DataGrid|Grid|use(?:Grid|DataGrid))\w*)/.exec(span);
  if (exported) {
    return names.exports.has(exported[1]!) ? null : `"${exported[1]}" is not exported by the grid packages`;
  }
  const isKnown = (name: string) =>
    isProp(name) ||
    names.slots.has(name) ||
    names.apiMembers.has(name) ||
    names.events.has(name) ||
    names.exports.has(name) ||
    names.vocabulary.has(name) ||
    names.demoFields.has(name) ||
    ALLOWED_NAMES.has(name);
  // A signature such as `selectRows(ids, isSelected?)` in the method tables.
  const call = /^([a-z_]\w*)\(/.exec(span);
  if (call) {
    return isKnown(call[1]!) ? null : `"${call[1]}()" is not a GridApi method or another function of the grid packages`;
  }
  const bare = span.replace(/ method$/, '');
  if (CAMEL_CASE.test(bare)) {
    return isKnown(bare)
      ? null
      : `"${bare}" is not a grid prop, column property, API member, event or other name of the grid packages`;
  }
  return undefined;
}

describe('Data Grid pages name only real 7.21.0 APIs', () => {
  const files = listFiles(PAGES, '.md');
  let names: GridApiNames;

  // Reading the declarations takes a few seconds: once for every test.
  beforeAll(() => {
    names = loadGridApiNames();
  }, 120_000);

  it('loads every set it checks against', () => {
    expect(names.gridProps).toContain('checkboxSelection');
    expect(names.gridProps).toContain('unstable_rowSpanning');
    expect(names.gridProps).toContain('cellSelection');
    expect(names.slots).toContain('columnMenuIcon');
    expect(names.slots).toContain('columnMenuPinningItem');
    expect(names.colDefMembers).toContain('valueGetter');
    expect(names.colDefMembers).toContain('groupingValueGetter');
    expect(names.apiMembers).toContain('updateRows');
    expect(names.apiMembers).toContain('exportDataAsExcel');
    // The Pro and Premium augmentations of GridEventLookup are read too.
    expect(names.events).toContain('cellClick');
    expect(names.events).toContain('fetchRows');
    expect(names.events).toContain('clipboardPasteStart');
    expect(names.exports).toContain('useGridApiRef');
    expect(names.demoFields).toContain('traderName');
  });

  it('finds the pages and checks a meaningful number of API names', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
    const checked = files
      .flatMap((file) => codeSpans(fs.readFileSync(file, 'utf8')))
      .filter((span) => checkSpan(span, names) !== undefined);
    expect(checked.length).toBeGreaterThan(1000);
  });

  it('rejects an invented apiRef method', () => {
    expect(checkSpan('apiRef.current.teleportRow', names)).toMatch(/not a GridApi member/);
    expect(checkSpan('apiRef.current.updateRows', names)).toBeNull();
  });

  it('rejects a prop that is not a grid, column or component prop, even when the packages use the name', () => {
    expect(checkSpan('rowTeleportation prop', names)).toMatch(/not a prop/);
    // A GridApi method and an event are real names, but not props.
    expect(checkSpan('getRowIdFromRowIndex prop', names)).toMatch(/not a prop/);
    expect(checkSpan('cellClick prop', names)).toMatch(/not a prop/);
    expect(checkSpan('processRowUpdate prop', names)).toBeNull();
    expect(checkSpan('valueGetter prop', names)).toBeNull();
    expect(checkSpan('showQuickFilter prop', names)).toBeNull();
  });

  it('rejects an invented callback', () => {
    expect(checkSpan('onRowTeleport', names)).toMatch(/not a grid callback/);
    expect(checkSpan('getRowTeleport callback', names)).toMatch(/not a grid callback/);
    expect(checkSpan('onRowClick', names)).toBeNull();
    expect(checkSpan('getRowClassName callback', names)).toBeNull();
    // A filter operator value, not a callback.
    expect(checkSpan('onOrAfter', names)).toBeNull();
  });

  it('rejects an event that is not a GridEventLookup key', () => {
    expect(checkSpan('rowTeleport event', names)).toMatch(/not a key of GridEventLookup/);
    // `rowsSet` is an event, `setRows` is only a method.
    expect(checkSpan('setRows event', names)).toMatch(/not a key of GridEventLookup/);
    expect(checkSpan("'rowsSet' event", names)).toBeNull();
    expect(checkSpan('fetchRows event', names)).toBeNull();
  });

  it('rejects an invented bare camelCase name and accepts real ones', () => {
    expect(checkSpan('checkboxSelectionMode', names)).toMatch(/is not a grid prop/);
    expect(checkSpan('unstable_rowTeleporting', names)).toMatch(/is not a grid prop/);
    expect(checkSpan('checkboxSelection', names)).toBeNull();
    expect(checkSpan('unstable_rowSpanning', names)).toBeNull();
    expect(checkSpan('columnMenuSortItem', names)).toBeNull();
    expect(checkSpan('noRowsLabel', names)).toBeNull();
    expect(checkSpan('isAnyOf', names)).toBeNull();
    expect(checkSpan('counterPartyCountry', names)).toBeNull();
    // Single words and expressions are not checked.
    expect(checkSpan('rows', names)).toBeUndefined();
    expect(checkSpan("sort: 'asc'", names)).toBeUndefined();
  });

  it('rejects a method signature that names no function of the grid', () => {
    expect(checkSpan('teleportRows(ids)', names)).toMatch(/not a GridApi method/);
    expect(checkSpan('selectRows(ids, isSelected?, resetSelection?)', names)).toBeNull();
    expect(checkSpan('getGridStringOperators()', names)).toBeNull();
  });

  it('rejects a slot the grid and its column menu do not have', () => {
    expect(checkSpan('teleportIcon slot', names)).toMatch(/not a slot/);
    // A real prop, but not a slot.
    expect(checkSpan('checkboxSelection slot', names)).toMatch(/not a slot/);
    expect(checkSpan('columnMenu slot', names)).toBeNull();
    expect(checkSpan('columnMenuSortItem slot', names)).toBeNull();
  });

  it('rejects an exported name the packages do not export', () => {
    expect(checkSpan('GridTeleportButton', names)).toMatch(/not exported/);
    expect(checkSpan('<DataGridPremium', names)).toBeNull();
    expect(checkSpan('GridColDef', names)).toBeNull();
  });

  it('every prop, apiRef method, event and exported name in the pages exists', () => {
    const findings = files.flatMap((file) =>
      codeSpans(fs.readFileSync(file, 'utf8')).flatMap((span) => {
        const reason = checkSpan(span, names);
        return reason ? [{ file: path.relative(process.cwd(), file), span, reason }] : [];
      }),
    );
    expect(findings).toEqual([]);
  });
});
