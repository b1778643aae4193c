import { z } from 'zod';

/**
 * The only reader of what `next build` (15.5, pages router, `output: 'export'`) writes: the facts about its HTML and
 * page data that the build's rewrites rely on. Each reader matches Next's exact format, so a change in it is seen
 * by the post-conditions (which use the tolerant readers below) and fails the build naming the page.
 */

/** The props of a page this site renders, as far as the rewrites touch them; everything else passes through. */
export const pagePropsSchema = z
  .object({
    navigationHtml: z.string().nullable().optional(),
    page: z
      .object({
        segments: z
          .array(z.object({ kind: z.string(), html: z.string().nullable().optional() }).passthrough())
          .optional(),
        demoCode: z.unknown().optional(),
        toc: z.array(z.unknown()).nullable().optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

export type PageProps = z.infer<typeof pagePropsSchema>;

/** The JSON of a page's `__NEXT_DATA__` script. */
export const nextDataSchema = z
  .object({
    props: z.object({ pageProps: pagePropsSchema.optional() }).passthrough(),
    page: z.string(),
    buildId: z.string(),
  })
  .passthrough();

export type NextData = z.infer<typeof nextDataSchema>;

/** A page-data file, `_next/data/<buildId>/<page>.json`, fetched on client-side navigations. */
export const pageDataSchema = z.object({ pageProps: pagePropsSchema.optional() }).passthrough();

export type PageData = z.infer<typeof pageDataSchema>;

// Next writes `<script id="__NEXT_DATA__" type="application/json">`, these attributes in this order.
const NEXT_DATA_SCRIPT = /(<script id="__NEXT_DATA__" type="application\/json">)([\s\S]*?)(<\/script>)/;
// Any script with that id, whatever its attributes: what the post-conditions read, not sharing the rewrite's format.
const ANY_NEXT_DATA_SCRIPT = /<script\b[^>]*\sid="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/;

/** Where a page's `__NEXT_DATA__` is, in Next's exact format, and what it holds. */
export type NextDataScript = { start: number; end: number; openTag: string; closeTag: string; data: NextData };

function parseNextData(json: string, where: string): NextData {
  const parsed = nextDataSchema.safeParse(JSON.parse(json));
  if (!parsed.success) {
    throw new Error(`${where}: __NEXT_DATA__ is not in the shape Next 15.5 writes: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** The page's `__NEXT_DATA__` script as Next writes it, or null when the page has none in that exact format. */
export function findNextDataScript(html: string, where: string): NextDataScript | null {
  const match = NEXT_DATA_SCRIPT.exec(html);
  if (!match) {
    return null;
  }
  return {
    start: match.index,
    end: match.index + match[0].length,
    openTag: match[1]!,
    closeTag: match[3]!,
    data: parseNextData(match[2]!, where),
  };
}

/** The page's `__NEXT_DATA__` whatever its script's attributes (for post-conditions), or null when it has none. */
export function readAnyNextData(html: string, where: string): NextData | null {
  const json = ANY_NEXT_DATA_SCRIPT.exec(html)?.[1];
  return json === undefined ? null : parseNextData(json, where);
}

/** A page-data file's JSON, validated. */
export function parsePageData(json: string, where: string): PageData {
  const parsed = pageDataSchema.safeParse(JSON.parse(json));
  if (!parsed.success) {
    throw new Error(`${where}: page data is not in the shape Next 15.5 writes: ${parsed.error.message}`);
  }
  return parsed.data;
}

// The characters Next escapes in __NEXT_DATA__ so the JSON cannot close its script element.
const HTML_JSON_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON safe inside a script element, escaped as Next escapes `__NEXT_DATA__`. */
export function escapeJsonForHtml(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (character) => HTML_JSON_ESCAPES[character]!);
}

/** The page's HTML with its `__NEXT_DATA__` script holding `data`, escaped as Next escapes it. */
export function replaceNextData(html: string, script: NextDataScript, data: NextData): string {
  return (
    html.slice(0, script.start) +
    script.openTag +
    escapeJsonForHtml(JSON.stringify(data)) +
    script.closeTag +
    html.slice(script.end)
  );
}

// Next's external scripts as it writes them into each page's head: its own (`src` then `defer`) and the chunks of
// components rendered by next/dynamic (`defer` then `src`). The `nomodule` polyfills are left alone: modern
// browsers never load them.
const EXTERNAL_SCRIPT = /<script((?:\s+[a-z-]+="[^"]*")+)><\/script>/g;

function deferredSource(attributes: string): string | null {
  const names = [...attributes.matchAll(/\s([a-z-]+)="/g)].map((match) => match[1]);
  const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
  return src && names.includes('defer') && !names.includes('nomodule') && names.length === 2 ? src : null;
}

/** The page's HTML without Next's deferred scripts, and their sources in order. */
export function removeDeferredScripts(html: string): { html: string; sources: string[] } {
  const sources: string[] = [];
  const without = html.replace(EXTERNAL_SCRIPT, (tag, attributes: string) => {
    const src = deferredSource(attributes);
    if (!src) {
      return tag;
    }
    sources.push(src);
    return '';
  });
  return { html: without, sources };
}

// Next's route manifests, in the build id's folder: the client router reads them only to prefetch or navigate, and
// when they are not there yet it sets `__BUILD_MANIFEST_CB` and waits for `_buildManifest.js` to call it
// (next/dist/client/route-loader.js, getClientBuildManifest; page-loader.js for `_ssgManifest.js`).
const ROUTE_MANIFEST = /^\/_next\/static\/[^/]+\/_(?:build|ssg)Manifest\.js$/;

/** The global the client router sets when it first needs the route manifests and they have not loaded. */
export const BUILD_MANIFEST_CALLBACK = '__BUILD_MANIFEST_CB';

/** Whether a script is one of Next's route manifests (see ROUTE_MANIFEST). */
export function isRouteManifest(src: string): boolean {
  return ROUTE_MANIFEST.test(src);
}

// Any script tag with a src under Next's static folder that is not a `nomodule` polyfill, whatever its attributes.
const ANY_NEXT_SCRIPT = /<script\b(?=[^>]*\ssrc="\/_next\/static\/)(?![^>]*\snomodule\b)[^>]*>/g;

/** The tags of the scripts from Next's static folder that the page still loads itself (for post-conditions). */
export function findNextScriptTags(html: string): string[] {
  return html.match(ANY_NEXT_SCRIPT) ?? [];
}
