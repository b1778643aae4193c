import { defineConfig } from 'vitest/config';
import path from 'node:path';

/**
 * Content checks read every page, or build a TypeScript program over the installed packages: they take most of the
 * unit run's time, so they are a project of their own (`npm run test:content`) and the unit project stays fast.
 */
const CONTENT_CHECKS = [
  'src/**/*.content.test.ts',
  'src/navigation/demoCoverage.test.ts',
  'src/navigation/navigationTree.test.ts',
  'src/server/content/migrationAfterCode.test.ts',
  'src/server/content/dataGridApiNames.test.ts',
  'src/server/content/productApiNames.test.ts',
  'scripts/api/apiProps.test.ts',
  'src/search/relevance.test.ts',
  'src/server/content/guidePageRoute.test.ts',
  'src/server/content/demoFiles/copiedDemos.typecheck.test.ts',
  'src/server/api/buildUsedInSection.test.ts',
  'src/server/api/apiPageLinks.test.ts',
  'scripts/api/collectFeatureApis.test.ts',
];

const shared = {
  esbuild: { jsx: 'automatic' as const },
  resolve: {
    alias: {
      '@': path.resolve(__dirname, 'src'),
      '@content': path.resolve(__dirname, 'content'),
    },
  },
};

export default defineConfig({
  ...shared,
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine means one worker: the test files are mostly
    // waiting on imports, so two workers finish sooner.
    maxWorkers: 2,
    // `isolate` is read at two levels. The pool's (here): the unit project's threads are kept between test files, so
    // the packages Node loads itself (React, MUI, jsdom, …) load once per worker rather than once per file, which was
    // most of a file's time. The project's (below): Vitest still resets its module graph before every file, so each
    // file gets fresh modules of this repository, its own `vi.mock`s and a new environment; only those packages'
    // module-level state is shared (see vitest.setup.ts). The content project keeps the default: a process per file.
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'mcp/**/*.test.ts'],
          exclude: [...CONTENT_CHECKS, '**/node_modules/**', 'mcp/dist/**', 'mcp/data/**'],
          environment: 'node',
          pool: 'threads',
          poolOptions: { threads: { isolate: true } },
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'content',
          include: CONTENT_CHECKS,
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        ...shared,
        test: {
          // The claim tests beside each guide page (src/claims/claim.ts): real components rendered in jsdom, a process
          // per file. Kept threads loaded the packages once per worker, but their state went from file to file (Moment's
          // global locale, the licence check's once-only message, Emotion's cache), so a claim's result depended on
          // which files ran before it.
          name: 'claims',
          include: ['content/pages/**/claims.test.tsx'],
          environment: 'jsdom',
          pool: 'forks',
          poolOptions: { forks: { isolate: true } },
          setupFiles: ['./vitest.setup.ts', './src/claims/setupClaimTests.ts'],
          // Rendering a picker or a grid takes seconds when both workers are busy, and a panel or popup opened by a
          // claim can open a frame later on a loaded machine: one retry, as the e2e run has on CI.
          retry: 1,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
