import { transformSync } from 'esbuild';
import type { HtmlPage, HtmlTransform } from '../htmlPage';
import { extractInlineScripts } from '../securityHeaders';

const minified = new Map<string, string>();

/** One inline script, minified; the same few scripts are on every page, so each is minified once per build. */
function minifyScript(code: string): string {
  let result = minified.get(code);
  if (result === undefined) {
    result = transformSync(code, { loader: 'js', minify: true, target: 'es2020' }).code.trim();
    minified.set(code, result);
  }
  return result;
}

/**
 * Minifies the inline scripts of a page's head (the preferences, the shell's controls, early input). They come from
 * functions' source text (`${fn}`) in Next's server bundle, which Next does not minify, and the browser parses them
 * before it can paint. JSON data and external scripts are left as they are.
 */
export function minifyHeadScripts(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) {
    return html;
  }
  const head = html
    .slice(0, headEnd)
    .replace(/<script>([\s\S]+?)<\/script>/g, (tag, code: string) => `<script>${minifyScript(code)}</script>`);
  return head + html.slice(headEnd);
}

/** Post-condition: minifying the head's inline scripts again would not shorten them. */
function findUnminifiedHeadScripts(html: string): string[] {
  const headEnd = html.indexOf('</head>');
  return extractInlineScripts(headEnd < 0 ? '' : html.slice(0, headEnd))
    .filter((code) => minifyScript(code).length < code.length)
    .map((code) => `an inline head script is not minified: ${code.slice(0, 60)}…`);
}

export const minifyInlineScripts: HtmlTransform = {
  name: 'minify the inline head scripts',
  appliesTo: (page: HtmlPage) => page.html.includes('</head>'),
  apply: minifyHeadScripts,
  check: findUnminifiedHeadScripts,
};
