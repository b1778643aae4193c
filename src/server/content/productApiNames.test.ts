import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiIndex } from '@/server/api/apiIndex';
import { loadApiEntry } from '@/server/api/loadApiEntry';
import { readPackageDeclarations } from './packageDeclarations';

/**
 * Accuracy of the Pickers, Charts and Tree View pages: every API name they write in a code span must exist in the
 * installed packages (7.21.0; Charts Pro 7.0.0-beta.5 and Tree View Pro 7.22.1, the releases this site runs).
 *
 * Names are looked up in exact sets, per product: the props, slots and CSS class keys of its generated API pages
 * (generated/api/<product>/), the names its packages and their entry points export, and the members their exported
 * types and values declare (read with the TypeScript checker). What a span must name depends on how it is written:
 * - `x prop` / `x props`: a prop of one of the product's components;
 * - `x slot`: a slot of one of its components;
 * - a PascalCase name the product's components and hooks are named with (`DatePicker`, `<BarChart`, `useTreeItem2`):
 *   an export of its packages;
 * - a bare camelCase name or a call (`setItemExpansion(event, id, true)`): any name of the sets above.
 * Other spans (values, expressions, single words) name nothing checkable and are skipped.
 */
interface ProductSpec {
  product: string;
  pages: string;
  packages: string[];
  /** PascalCase spans with these prefixes must be exports of the packages. */
  exportPattern: RegExp;
  /** Names that are not the product's API but appear in its pages legitimately. Keep short: never a wrong prop. */
  allowed: string[];
  /** Names the pages mention as absent from this version: allowed in prose, and the test checks they really are absent. */
  absent?: string[];
}

const require = createRequire(import.meta.url);
const PAGES_ROOT = path.join(process.cwd(), 'content', 'pages');

export const PRODUCTS: ProductSpec[] = [
  {
    product: 'date-pickers',
    pages: 'react-date-pickers',
    packages: ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
    exportPattern:
      /^<?((?:Date|Time|DateTime|Static|Mobile|Desktop|MultiInput|SingleInput|Digital|MultiSection|Month|Year|Day|Pickers|Localization|Adapter|Clock|use(?:Date|Time|Picker|Pickers|Clear|Parsed|SplitField|MultiInput|SingleInput))[A-Za-z0-9]*)/,
    allowed: [
      // The value types of the four date libraries (dayjs's Dayjs, luxon's DateTime, the native Date).
      'Date',
      'Dayjs',
      'DateTime',
      'Moment',
      // package.json fields, for the installation instructions.
      'peerDependencies',
      'dependencies',
      // dayjs, date-fns, luxon and moment: plugins, functions and locale names the localization pages use.
      'extend',
      'locale',
      'utc',
      'tz',
      'setDefault',
      'startOf',
      'endOf',
      'toDate',
      'toISOString',
      'isValid',
      'isBefore',
      'isAfter',
      'weekStart',
      'setZone',
      'toJSDate',
      'fromISO',
      'fromJSDate',
      'weekOfYear',
      'customParseFormat',
      'updateLocale',
      'advancedFormat',
      'isBetween',
      // React, Material UI and the DOM.
      'useState',
      'useEffect',
      'useMemo',
      'useRef',
      'useCallback',
      'createTheme',
      'defaultProps',
      'styleOverrides',
      'helperText',
      'InputProps',
      'inputProps',
      'fullWidth',
      'onBlur',
      'onFocus',
      'onKeyDown',
      'aria-label',
      'ariaLabel',
      'useMediaQuery',
      'matchMedia',
      'textField',
      'TextField',
      'ThemeProvider',
      // A date-fns locale object, in the FAQ's first-day-of-week answer.
      'enGB',
      // react-hook-form, for the FAQ's form answers.
      'useForm',
      'useController',
      'handleSubmit',
    ],
  },
  {
    product: 'charts',
    pages: 'react-charts',
    packages: ['@mui/x-charts', '@mui/x-charts-pro'],
    exportPattern:
      /^<?((?:Chart|Charts|Bar|Line|Area|Mark|Pie|Scatter|Spark|Gauge|Heatmap|Axis|Responsive|Legend|Continuous|Piecewise|Default|Highlighted|Zoom|use(?:Chart|Drawing|XScale|YScale|XAxis|YAxis|Svg|Item|Axis|Series|Bar|Line|Pie|Scatter|Heatmap|Gauge|Highlighted|Zoom|Color))[A-Za-z0-9]*)/,
    allowed: [
      // Members of the axis configuration (models/axis.d.ts) that the checker cannot reach: AxisConfig picks them from
      // AxisScaleConfig by its generic scale parameter, and AxisScaleConfig itself is not exported.
      'categoryGapRatio',
      'barGapRatio',
      // Material UI's theme hook, which custom chart components use for colours.
      'useTheme',
      'useState',
      'useEffect',
      'useMemo',
      'useRef',
      'useCallback',
      'createTheme',
      'styleOverrides',
      'defaultProps',
      'performance',
      'toLocaleString',
      'Intl',
      'NumberFormat',
      'DateTimeFormat',
      'toFixed',
    ],
  },
  {
    product: 'tree-view',
    pages: 'react-tree-view',
    packages: ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
    exportPattern: /^<?((?:SimpleTreeView|RichTreeView|TreeItem|TreeView|use(?:TreeItem|TreeView))[A-Za-z0-9]*)/,
    allowed: [
      'useState',
      'useEffect',
      'useMemo',
      'useRef',
      'useCallback',
      'forwardRef',
      'createTheme',
      'styleOverrides',
      'defaultProps',
      'maxHeight',
      'minHeight',
    ],
    // Added in a later major: the selection pages say what 7.21.0 does instead.
    absent: ['selectionPropagation'],
  },
];

function listFiles(directory: string, suffix: string): string[] {
  if (!fs.existsSync(directory)) {
    return [];
  }
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return listFiles(full, suffix);
    }
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

/** Inline code spans of a Markdown file, fenced blocks removed, each with the word that follows it when it says what the span is. */
export function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^ {0,3}(```|~~~)[\s\S]*?^ {0,3}\1/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`(\s+(?:prop|props|slot|slots)\b)?/g)].map(
    (match) => `${match[1]}${match[2] ? ' ' + match[2].trim().replace(/s$/, '') : ''}`,
  );
}

/** Folders importable as `<package>/<folder>` (`DatePicker`, `AdapterDayjs`, `locales`). */
function entryPoints(packageName: string): string[] {
  const dir = path.dirname(require.resolve(`${packageName}/package.json`));
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'index.d.ts')))
    .map((entry) => `${packageName}/${entry.name}`);
}

interface ProductNames {
  props: Set<string>;
  slots: Set<string>;
  exports: Set<string>;
  vocabulary: Set<string>;
}

function loadProductNames(spec: ProductSpec): ProductNames {
  const components = loadApiIndex()
    .filter((entry) => entry.product === spec.product)
    .map((entry) => loadApiEntry(spec.product, entry.slug));
  const props = new Set<string>();
  const slots = new Set<string>();
  const classKeys = new Set<string>();
  for (const entry of components) {
    if (entry.kind === 'component') {
      entry.props.forEach((prop) => props.add(prop.name));
      entry.slots.forEach((slot) => slots.add(slot.name));
      entry.classes.forEach((item) => classKeys.add(item.key));
    } else {
      entry.members.forEach((member) => props.add(member.name));
    }
  }
  const declarations = readPackageDeclarations({
    entries: [...spec.packages, ...spec.packages.flatMap(entryPoints)],
    declaringPackages: spec.packages,
  });
  declarations.propsMembers.forEach((name) => props.add(name));
  return {
    props,
    slots,
    exports: declarations.exports,
    vocabulary: new Set([...props, ...slots, ...classKeys, ...declarations.exports, ...declarations.members]),
  };
}

const CAMEL_CASE = /^(?:unstable_)?[a-z][a-z0-9]*(?:[A-Z][A-Za-z0-9]*)+$/;

/** Checks one code span: why it is wrong, null when it is right, undefined when it names nothing checkable. */
export function checkSpan(span: string, names: ProductNames, spec: ProductSpec): string | null | undefined {
  const name = /^<?([A-Za-z_][\w-]*)/.exec(span)?.[1];
  if (name && (spec.allowed.includes(name) || spec.absent?.includes(name))) {
    return null;
  }
  const namedProp = /^([a-z][\w-]*) prop$/.exec(span);
  if (namedProp) {
    return names.props.has(namedProp[1]!) ? null : `"${namedProp[1]}" is not a prop of a ${spec.product} component`;
  }
  const slot = /^([a-z]\w*) slot$/.exec(span);
  if (slot) {
    return names.slots.has(slot[1]!) ? null : `"${slot[1]}" is not a slot of a ${spec.product} component`;
  }
  const exported = spec.exportPattern.exec(span);
  if (exported && /^<?[A-Za-z0-9]+(?:[\s/>(.]|$)/.test(span)) {
    return names.exports.has(exported[1]!) ? null : `"${exported[1]}" is not exported by ${spec.packages.join(' or ')}`;
  }
  // A call of a camelCase function (`setItemExpansion(…)`); all-lowercase ones are CSS or library helpers (`url()`, `styled()`).
  const call = /^([a-z_][a-z0-9]*[A-Z]\w*)\(/.exec(span);
  if (call) {
    return names.vocabulary.has(call[1]!)
      ? null
      : `"${call[1]}()" is not a function or method of ${spec.packages.join(' or ')}`;
  }
  const bare = span.replace(/^slotProps\.|^slots\./, '');
  if (CAMEL_CASE.test(bare)) {
    return names.vocabulary.has(bare)
      ? null
      : `"${bare}" is not a prop, slot, member or export of ${spec.packages.join(' or ')}`;
  }
  return undefined;
}

for (const spec of PRODUCTS) {
  describe(`${spec.pages} pages name only real APIs of ${spec.packages.join(' and ')}`, () => {
    const files = listFiles(path.join(PAGES_ROOT, spec.pages), '.md');
    let names: ProductNames;

    // Reading the declarations takes a few seconds: once for every test of the product.
    beforeAll(() => {
      names = loadProductNames(spec);
    }, 120_000);

    it('rejects invented names and accepts real ones', () => {
      const [component, prop, slot] = {
        'date-pickers': ['DatePicker', 'disablePast', 'openPickerIcon'],
        charts: ['BarChart', 'skipAnimation', 'legend'],
        'tree-view': ['RichTreeView', 'checkboxSelection', 'expandIcon'],
      }[spec.product]!;
      expect(checkSpan(`${component}`, names, spec)).toBeNull();
      expect(checkSpan(`${component}Deluxe`, names, spec)).toMatch(/not exported/);
      expect(checkSpan(`${prop} prop`, names, spec)).toBeNull();
      expect(checkSpan('teleportToMars prop', names, spec)).toMatch(/not a prop/);
      expect(checkSpan(`${slot} slot`, names, spec)).toBeNull();
      expect(checkSpan(`${prop} slot`, names, spec)).toMatch(/not a slot/);
      expect(checkSpan('teleportToMars', names, spec)).toMatch(/not a prop, slot/);
      expect(checkSpan('value', names, spec)).toBeUndefined();
    });

    it('names the pages call absent from this version are really absent', () => {
      for (const name of spec.absent ?? []) {
        expect(names.vocabulary.has(name) || names.exports.has(name), name).toBe(false);
      }
    });

    it('every component, prop, slot and member named in the pages exists', () => {
      const findings = files.flatMap((file) =>
        codeSpans(fs.readFileSync(file, 'utf8')).flatMap((span) => {
          const reason = checkSpan(span, names, spec);
          return reason ? [`${path.relative(process.cwd(), file)}: \`${span}\`: ${reason}`] : [];
        }),
      );
      expect(findings).toEqual([]);
    });
  });
}
