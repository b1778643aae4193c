import { DEMO_DATA_SPECIFIER, demoImportSpecifiers, isRelativeSpecifier } from './demoImportSpecifiers';

/**
 * Modules an edit may import even when no demo does: JSX's runtime (the compiled code imports it) and each package's
 * entry point, so `import { Button } from '@mui/material'` works as it does in an application.
 */
export const ALWAYS_PROVIDED = [
  DEMO_DATA_SPECIFIER,
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@mui/material',
  '@mui/material/styles',
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-date-pickers',
  '@mui/x-date-pickers-pro',
  '@mui/x-charts',
  '@mui/x-tree-view',
  'dayjs',
];

/**
 * Every module the runner provides, given the demos' sources: what they import (a stylesheet or a file next to the
 * demo is not a package) and the modules above, sorted.
 */
export function runnerModuleSpecifiers(demoSources: string[]): string[] {
  const imported = demoSources
    .flatMap(demoImportSpecifiers)
    .filter((specifier) => !isRelativeSpecifier(specifier) && !specifier.endsWith('.css'));
  return [...new Set([...ALWAYS_PROVIDED, ...imported])].sort();
}

/** The source of the runner's module map: one on-demand import per module, so each loads only when code uses it. */
export function formatRunnerModules(specifiers: string[]): string {
  const entries = specifiers.map((specifier) => `  '${specifier}': () => import('${specifier}'),`);
  return [
    "// Written by `npx tsx scripts/generateRunnerModules.ts` from the demos' imports; runnerModules.test.ts checks it.",
    '/** The modules edited demo code can import in the runner, each loaded on first use. */',
    'export const RUNNER_MODULES: Record<string, () => Promise<unknown>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
