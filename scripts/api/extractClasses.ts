import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { ApiCssClass } from '@/api/types';
import type { ApiProgram } from './createApiProgram';
import { readJsDoc } from './readJsDoc';

/** The three Data Grids share one classes object. */
const GRID_COMPONENTS = new Set(['DataGrid', 'DataGridPro', 'DataGridPremium']);

const lowerFirst = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}`;

/**
 * Names the classes object of a component may have, most specific first: `DateCalendar` → `dateCalendarClasses`,
 * `Unstable_PickersSectionList` → `pickersSectionListClasses`, the Data Grids → `gridClasses`. Charts components
 * drop their `Charts` prefix there (`ChartsAxis` → `axisClasses`, `ChartsLegend` → `legendClasses`).
 */
export function getClassesExportNames(componentName: string): string[] {
  if (GRID_COMPONENTS.has(componentName)) {
    return ['gridClasses'];
  }
  const name = componentName.replace(/^Unstable_/, '');
  const withoutCharts = /^Charts[A-Z]/.test(name) ? [`${lowerFirst(name.slice('Charts'.length))}Classes`] : [];
  return [`${lowerFirst(name)}Classes`, ...withoutCharts];
}

const loadPackage = createRequire(path.join(process.cwd(), 'package.json'));
const runtimeCache = new Map<string, Record<string, unknown>>();

/** The package's CommonJS build (`node/` or root, whichever its `main` names), loaded once. */
function loadRuntimeExports(packageName: string): Record<string, unknown> {
  let exports = runtimeCache.get(packageName);
  if (!exports) {
    exports = loadPackage(packageName) as Record<string, unknown>;
    runtimeCache.set(packageName, exports);
  }
  return exports;
}

function isClassesObject(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

/**
 * Descriptions of the class keys, from the JSDoc of the `<Name>Classes` interface members. The exported object
 * is typed either with the interface itself or with `Record<keyof <Name>Classes, string>`, which loses the
 * comments, so the interface is looked up by name when the object's type has none.
 */
function readClassDescriptions(program: ApiProgram, packageName: string, exportName: string): Map<string, string> {
  const { checker } = program;
  const exports = program.getExports(packageName);
  const descriptions = new Map<string, string>();
  const collect = (type: ts.Type) => {
    for (const property of checker.getPropertiesOfType(type)) {
      const { description } = readJsDoc(checker, property);
      if (description && !descriptions.has(property.name)) {
        descriptions.set(property.name, description);
      }
    }
  };
  const objectSymbol = exports.get(exportName);
  if (objectSymbol) {
    collect(checker.getTypeOfSymbol(objectSymbol));
  }
  const interfaceSymbol = exports.get(`${exportName.charAt(0).toUpperCase()}${exportName.slice(1)}`);
  if (interfaceSymbol && interfaceSymbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    collect(checker.getDeclaredTypeOfSymbol(interfaceSymbol));
  }
  return descriptions;
}

/** The CSS classes of a component, from the runtime `*Classes` object of the first package that exports one. */
export function extractClasses(
  program: ApiProgram,
  componentName: string,
  packageNames: readonly string[],
): ApiCssClass[] {
  for (const exportName of getClassesExportNames(componentName)) {
    // The type declarations say which package has the object, so packages without one are never loaded.
    const packageName = packageNames.find((name) => program.getExports(name).has(exportName));
    const classes = packageName ? loadRuntimeExports(packageName)[exportName] : undefined;
    if (packageName && isClassesObject(classes)) {
      const descriptions = readClassDescriptions(program, packageName, exportName);
      return Object.entries(classes).map(([key, className]) => ({
        key,
        className,
        description: descriptions.get(key) ?? '',
      }));
    }
  }
  return [];
}
