import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type { CodeStyling } from '@/preferences/codePreferences';
import type { DemoData, DemoVariant, DemoVariantCode } from '../demoTypes';
import { CONTENT_ROOT, toRepositoryPath } from './contentFiles';
import { highlightCode } from './highlight';
import { toJavaScript } from './toJavaScript';

/** File name suffix of each styling variant: `Name.tsx` (system), `Name.tailwind.tsx`, `Name.css.tsx`. */
const VARIANT_SUFFIX: Record<CodeStyling, string> = { system: '', tailwind: '.tailwind', css: '.css' };

/** A demo's TypeScript source as readers see it (on the page, in sandboxes and in the page's Markdown twin). */
export async function formatDemoSource(source: string): Promise<string> {
  return (
    await prettier.format(source, { parser: 'typescript', singleQuote: true, trailingComma: 'all', printWidth: 85 })
  ).trimEnd();
}

async function loadVariant(
  directory: string,
  name: string,
  styling: CodeStyling,
): Promise<{ variant: DemoVariant; code: DemoVariantCode } | null> {
  const baseName = `${name}${VARIANT_SUFFIX[styling]}`;
  const tsFile = path.join(directory, `${baseName}.tsx`);
  if (!fs.existsSync(tsFile)) {
    return null;
  }
  const tsCode = await formatDemoSource(fs.readFileSync(tsFile, 'utf8'));
  const jsCode = (await toJavaScript(tsCode, `${baseName}.tsx`)).trimEnd();
  const cssModule = path.join(directory, `${name}.module.css`);
  const extraFiles =
    styling === 'css' && fs.existsSync(cssModule)
      ? [
          {
            fileName: `${name}.module.css`,
            tokens: await highlightCode(fs.readFileSync(cssModule, 'utf8').trimEnd(), 'css'),
          },
        ]
      : [];
  return {
    variant: {
      modulePath: path.relative(CONTENT_ROOT, path.join(directory, baseName)).split(path.sep).join('/'),
      sourceFileName: `${baseName}.tsx`,
    },
    code: {
      sources: {
        TS: { tokens: await highlightCode(tsCode, 'tsx'), fileName: `${baseName}.tsx` },
        JS: { tokens: await highlightCode(jsCode, 'jsx'), fileName: `${baseName}.js` },
      },
      extraFiles,
    },
  };
}

/**
 * Loads a page's demo by name from its `demos/` folder: every styling variant, what the page renders (`data`) apart
 * from its sources in TS and generated JS (`code`).
 */
export async function loadDemo(
  pageDirectory: string,
  name: string,
  pageFile: string,
): Promise<{ data: DemoData; code: Partial<Record<CodeStyling, DemoVariantCode>> }> {
  const directory = path.join(pageDirectory, 'demos');
  const system = await loadVariant(directory, name, 'system');
  if (!system) {
    throw new Error(`${pageFile}: ::demo{name="${name}"} has no file demos/${name}.tsx.`);
  }
  const tailwind = await loadVariant(directory, name, 'tailwind');
  const css = await loadVariant(directory, name, 'css');
  return {
    data: {
      name,
      variants: {
        system: system.variant,
        ...(tailwind ? { tailwind: tailwind.variant } : {}),
        ...(css ? { css: css.variant } : {}),
      },
      sourceDirectory: toRepositoryPath(directory),
    },
    code: { system: system.code, ...(tailwind ? { tailwind: tailwind.code } : {}), ...(css ? { css: css.code } : {}) },
  };
}
