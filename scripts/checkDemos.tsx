/**
 * Renders demos on the server without building the site, to catch a demo that throws before a browser sees it.
 * Effects do not run here, so a demo that passes can still fail in the browser; the e2e smoke tests cover that.
 * Usage: npx tsx scripts/checkDemos.tsx <folder or demo file>...   (for example content/pages/react-charts)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as React from 'react';
import { renderToString } from 'react-dom/server';

/** Demo files under the given paths: `demos/*.tsx`, without their styling variants' stylesheets. */
function listDemoFiles(target: string): string[] {
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    return [target];
  }
  return fs.readdirSync(target, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) {
      return listDemoFiles(full);
    }
    return path.basename(path.dirname(full)) === 'demos' && entry.name.endsWith('.tsx') ? [full] : [];
  });
}

// The site compiles JSX with React's automatic runtime, so demos may use JSX without importing React; tsx's classic
// transform needs it in scope.
Object.assign(globalThis, { React });

async function renderDemo(file: string): Promise<string | null> {
  const errors: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    // Pro and Premium log their licence notice on purpose without a key; React's development build warns about
    // the libraries' own defaultProps and server layout effects, which production (what readers get) never logs.
    if (
      !/MUI X: Missing license key|MUI X: License key|useLayoutEffect does nothing on the server|Support for defaultProps will be removed/.test(
        text,
      )
    ) {
      errors.push(text);
    }
  };
  try {
    const demoModule = (await import(pathToFileURL(path.resolve(file)).href)) as { default?: React.ComponentType };
    const Demo = demoModule.default ?? (demoModule as { default?: { default?: React.ComponentType } }).default?.default;
    if (typeof Demo !== 'function' && typeof Demo !== 'object') {
      return `${file}: no default-exported component`;
    }
    renderToString(React.createElement(Demo as React.ComponentType));
    return errors.length > 0 ? `${file}: logged errors while rendering:\n  ${errors.join('\n  ')}` : null;
  } catch (error) {
    return `${file}: ${(error as Error).stack ?? String(error)}`;
  } finally {
    console.error = consoleError;
  }
}

async function main() {
  const files = process.argv.slice(2).flatMap(listDemoFiles);
  const problems: string[] = [];
  for (const file of files) {
    const problem = await renderDemo(file);
    if (problem) {
      problems.push(problem);
    }
  }
  for (const problem of problems) {
    console.error(problem);
  }
  console.log(`${files.length} demo(s) rendered, ${problems.length} problem(s).`);
  process.exit(problems.length > 0 ? 1 : 0);
}

void main();
