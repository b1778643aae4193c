import fs from 'node:fs';
import path from 'node:path';
import type { CodeStyling } from '@/preferences/codePreferences';
import type { DemoVariantCode } from '@/content/demoTypes';
import { VARIANT_SUFFIX } from '@/content/demoModulePaths';
import { readDemoSource } from './demoFiles/readDemoFiles';
import { highlightCode } from './highlight';

/** The CSS module a `css` styling variant imports, beside it: `Name.module.css`. */
export function cssModuleFileName(name: string): string {
  return `${name}.module.css`;
}

/** The TypeScript file of a demo's styling variant, or null when the demo has no such variant. */
export function demoVariantFile(directory: string, name: string, styling: CodeStyling): string | null {
  const file = path.join(directory, `${name}${VARIANT_SUFFIX[styling]}.tsx`);
  return fs.existsSync(file) ? file : null;
}

async function loadVariant(directory: string, name: string, styling: CodeStyling): Promise<DemoVariantCode | null> {
  const tsFile = demoVariantFile(directory, name, styling);
  if (!tsFile) {
    return null;
  }
  const { sources, dataModules } = await readDemoSource(tsFile);
  const cssModule = path.join(directory, cssModuleFileName(name));
  const extraFiles =
    styling === 'css' && fs.existsSync(cssModule)
      ? [
          {
            fileName: cssModuleFileName(name),
            tokens: await highlightCode(fs.readFileSync(cssModule, 'utf8').trimEnd(), 'css'),
          },
        ]
      : [];
  return {
    sources: {
      TS: { tokens: await highlightCode(sources.TS.code, 'tsx'), fileName: sources.TS.fileName },
      JS: { tokens: await highlightCode(sources.JS.code, 'jsx'), fileName: sources.JS.fileName },
    },
    extraFiles,
    dataModules,
  };
}

/**
 * Loads a page's demo by name from its `demos/` folder: the sources of every styling variant, in TS and generated JS.
 * Which variants exist the page's route knows from its module map (src/content/demoModulePaths.ts).
 */
export async function loadDemo(
  pageDirectory: string,
  name: string,
  pageFile: string,
): Promise<Partial<Record<CodeStyling, DemoVariantCode>>> {
  const directory = path.join(pageDirectory, 'demos');
  const system = await loadVariant(directory, name, 'system');
  if (!system) {
    throw new Error(`${pageFile}: ::demo{name="${name}"} has no file demos/${name}.tsx.`);
  }
  const tailwind = await loadVariant(directory, name, 'tailwind');
  const css = await loadVariant(directory, name, 'css');
  return { system, ...(tailwind ? { tailwind } : {}), ...(css ? { css } : {}) };
}
