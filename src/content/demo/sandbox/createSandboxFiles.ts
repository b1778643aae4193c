import type { CodeStyling, CodeVariant } from '@/preferences/codePreferences';
import { MUI_X_VERSION } from '@/routing/muiXVersion';
import packageJson from '../../../../package.json';

const PACKAGE_VERSIONS: Record<string, string> = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@mui/material': '^6.5.0',
  '@mui/icons-material': '^6.5.0',
  '@mui/system': '^6.5.0',
  '@emotion/react': '^11.14.0',
  '@emotion/styled': '^11.14.0',
  dayjs: '^1.11.13',
};

export interface SandboxFile {
  content: string;
}

export interface SandboxInput {
  title: string;
  /** Component file name without extension, e.g. `CustomSlots`. */
  name: string;
  code: string;
  variant: CodeVariant;
  styling: CodeStyling;
  /** Companion files (CSS module) placed next to the demo. */
  extraFiles?: { fileName: string; code: string }[];
  /** The data modules the demo imports (`./data/employees`), keyed by their path beside it (`data/employees.ts`). */
  localModules?: Record<string, string>;
}

/** Package name of an import specifier: `@mui/x-data-grid/locales` → `@mui/x-data-grid`. */
export function getPackageName(specifier: string): string | null {
  if (specifier.startsWith('.')) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The version of an MUI X package the demos run: the release documented, except for the Pro previews installed at
 * another version (docs/decisions/0016-pro-package-versions.md), which have no 7.21.0 to install.
 */
function muiXVersionOf(name: string): string {
  return (packageJson.dependencies as Record<string, string>)[name] ?? MUI_X_VERSION;
}

/** Every package a source imports, with the version the sandbox installs (MUI X pinned to the documented release, so readers get the behaviour shown). */
export function getDependencies(sources: string[]): Record<string, string> {
  const dependencies: Record<string, string> = {
    react: PACKAGE_VERSIONS.react!,
    'react-dom': PACKAGE_VERSIONS['react-dom']!,
    '@mui/material': PACKAGE_VERSIONS['@mui/material']!,
    '@emotion/react': PACKAGE_VERSIONS['@emotion/react']!,
    '@emotion/styled': PACKAGE_VERSIONS['@emotion/styled']!,
  };
  for (const source of sources) {
    for (const match of source.matchAll(/(?:from\s+|import\s+)['"]([^'"]+)['"]/g)) {
      const name = getPackageName(match[1]!);
      if (name && !(name in dependencies)) {
        dependencies[name] = name.startsWith('@mui/x-') ? muiXVersionOf(name) : (PACKAGE_VERSIONS[name] ?? 'latest');
      }
    }
  }
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The compiler options of a TypeScript sandbox, as in Vite's React template. The copied-demo type-check
 * (copiedDemos.typecheck.test.ts) checks every demo with them.
 */
export const SANDBOX_COMPILER_OPTIONS = {
  target: 'ES2020',
  lib: ['DOM', 'DOM.Iterable', 'ES2020'],
  module: 'ESNext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  noEmit: true,
} as const;

/** A runnable Vite + React project for a demo, as path → content. */
export function createSandboxFiles(input: SandboxInput): Record<string, SandboxFile> {
  const ts = input.variant === 'TS';
  const ext = ts ? 'tsx' : 'jsx';
  const demoFile = `src/${input.name}.${ext}`;
  const localModules = input.localModules ?? {};
  const dependencies = getDependencies([input.code, ...Object.values(localModules)]);
  const devDependencies: Record<string, string> = { '@vitejs/plugin-react': '^4.3.4', vite: '^5.4.11' };
  if (ts) {
    Object.assign(devDependencies, { typescript: '^5.6.3', '@types/react': '^18.3.12', '@types/react-dom': '^18.3.1' });
  }
  const files: Record<string, SandboxFile> = {
    'package.json': {
      content: `${JSON.stringify(
        {
          name: input.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
          private: true,
          description: input.title,
          type: 'module',
          scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
          dependencies,
          devDependencies,
        },
        null,
        2,
      )}\n`,
    },
    'index.html': {
      content: [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="UTF-8" />',
        '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
        `    <title>${input.title.replace(/[<>&"]/g, '')}</title>`,
        // Tailwind's browser build is fine for a throwaway sandbox; the docs site itself compiles Tailwind.
        ...(input.styling === 'tailwind' ? ['    <script src="https://cdn.tailwindcss.com"></script>'] : []),
        '  </head>',
        '  <body>',
        '    <div id="root"></div>',
        `    <script type="module" src="/src/main.${ext}"></script>`,
        '  </body>',
        '</html>',
        '',
      ].join('\n'),
    },
    [`vite.config.${ts ? 'ts' : 'js'}`]: {
      content:
        "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n",
    },
    [`src/main.${ext}`]: {
      content: [
        "import * as React from 'react';",
        "import * as ReactDOM from 'react-dom/client';",
        "import CssBaseline from '@mui/material/CssBaseline';",
        `import Demo from './${input.name}';`,
        '',
        `ReactDOM.createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
        '  <React.StrictMode>',
        '    <CssBaseline />',
        '    <Demo />',
        '  </React.StrictMode>,',
        ');',
        '',
      ].join('\n'),
    },
    [demoFile]: { content: `${input.code}\n` },
  };
  if (ts) {
    files['tsconfig.json'] = {
      content: `${JSON.stringify({ compilerOptions: SANDBOX_COMPILER_OPTIONS, include: ['src'] }, null, 2)}\n`,
    };
    // Vite's client types: they declare CSS modules (`import classes from './Demo.module.css'`).
    files['src/vite-env.d.ts'] = { content: '/// <reference types="vite/client" />\n' };
  }
  for (const extra of input.extraFiles ?? []) {
    files[`src/${extra.fileName}`] = { content: `${extra.code}\n` };
  }
  for (const [fileName, content] of Object.entries(localModules)) {
    files[`src/${fileName}`] = { content: `${content}\n` };
  }
  return files;
}
