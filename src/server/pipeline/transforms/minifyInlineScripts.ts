import { transformSync } from 'esbuild';
import type { HtmlPage, HtmlTransform } from '../htmlPage';
import { extractInlineScripts } from '../securityHeaders';

const minified = new Map<string, string>();

/** One inline script, minified; the same few scripts are on every page, so each is minified once per build. */
export function minifyScript(code: string): string {
  let result = minified.get(code);
  if (result === undefined) {
    result = transformSync(code, { loader: 'js', minify: true, target: 'es2020' }).code.trim();
    minified.set(code, result);
  }
  return result;
}

/**
 * Minifies a page's inline scripts: the head's (the preferences, the shell's controls, early input) and the loader at
 * the end of the body. They come from source text (`${fn}` in Next's server bundle, which Next does not minify, and the
 * loader's template), and every byte of them is in the document the browser downloads before it can paint. JSON data
 * and external scripts (they have attributes) are left as they are.
 */
export function minifyPageScripts(html: string): string {
  return html.replace(/<script>([\s\S]+?)<\/script>/g, (tag, code: string) => `<script>${minifyScript(code)}</script>`);
}

/** Post-condition: minifying the page's inline scripts again would not shorten them. */
function findUnminifiedScripts(html: string): string[] {
  return extractInlineScripts(html)
    .filter((code) => minifyScript(code).length < code.length)
    .map((code) => `an inline script is not minified: ${code.slice(0, 60)}…`);
}

export const minifyInlineScripts: HtmlTransform = {
  name: 'minify the inline scripts',
  appliesTo: (page: HtmlPage) => page.html.includes('<script>'),
  apply: minifyPageScripts,
  check: findUnminifiedScripts,
};
