import fs from 'node:fs';
import path from 'node:path';
import { listFiles, listHtmlFiles } from './listHtmlFiles.mjs';

/**
 * The parts of a page that are static HTML reach the browser once, in the page's HTML. Next also serialises every
 * prop into the page data: the `__NEXT_DATA__` script of each HTML file and `_next/data/<buildId>/….json`, fetched
 * on client-side navigations. This removes from the page data what the browser never needs from it:
 * - `navigationHtml` everywhere: the navigation is rendered once and kept across navigations;
 * - the HTML of the body (`page.segments[].html`) from the HTML file's copy only: the first load finds it in the DOM,
 *   and a client-side navigation still gets it from the JSON file;
 * - the demos' sources (`page.demoCode`) from both: they move to a file of their own beside the page,
 *   `<page>/demos.json`, which "show code", copy and the sandboxes fetch when a reader first uses them.
 */
export function stripPageProps(pageProps, { inHtml }) {
  if (!pageProps || typeof pageProps !== 'object') {
    return pageProps;
  }
  const stripped = 'navigationHtml' in pageProps ? { ...pageProps, navigationHtml: null } : { ...pageProps };
  const page = pageProps.page;
  if (page && typeof page === 'object') {
    stripped.page = { ...page };
    if (inHtml && Array.isArray(page.segments)) {
      stripped.page.segments = page.segments.map((segment) =>
        segment.kind === 'html' ? { ...segment, html: null } : segment,
      );
    }
    if ('demoCode' in page) {
      stripped.page.demoCode = null;
    }
  }
  return stripped;
}

/** The file beside each page that holds its demos' sources. */
export const DEMO_CODE_FILE = 'demos.json';

const NEXT_DATA = /(<script id="__NEXT_DATA__" type="application\/json"[^>]*>)([\s\S]*?)(<\/script>)/;
// The characters Next escapes in __NEXT_DATA__ so the JSON cannot close its script element.
const HTML_JSON_ESCAPES = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON safe inside a script element, escaped as Next escapes `__NEXT_DATA__`. */
export function escapeJsonForHtml(json) {
  return json.replace(/[&><\u2028\u2029]/g, (character) => HTML_JSON_ESCAPES[character]);
}

/** An HTML file's `__NEXT_DATA__` with its page props stripped; HTML without one is returned unchanged. */
export function stripNextDataInHtml(html) {
  const match = NEXT_DATA.exec(html);
  if (!match) {
    return html;
  }
  const data = JSON.parse(match[2]);
  const json = JSON.stringify({
    ...data,
    props: { ...data.props, pageProps: stripPageProps(data.props?.pageProps, { inHtml: true }) },
  });
  return (
    html.slice(0, match.index) +
    match[1] +
    escapeJsonForHtml(json) +
    match[3] +
    html.slice(match.index + match[0].length)
  );
}

/** The page a data file belongs to: `_next/data/<buildId>/x/a/b.json` → `x/a/b`. */
export function pageOfDataFile(relativePath) {
  return relativePath
    .split(/[\\/]/)
    .slice(1)
    .join('/')
    .replace(/\.json$/, '');
}

/** Strips every HTML file and page-data file of a static export in place; returns the bytes saved. */
export function stripStaticProps(outDir) {
  let saved = 0;
  const rewrite = (file, transform) => {
    const before = fs.readFileSync(file, 'utf8');
    const after = transform(before);
    if (after !== before) {
      fs.writeFileSync(file, after);
      saved += Buffer.byteLength(before) - Buffer.byteLength(after);
    }
  };
  for (const file of listHtmlFiles(outDir)) {
    rewrite(file, stripNextDataInHtml);
  }
  const dataDir = path.join(outDir, '_next', 'data');
  for (const file of fs.existsSync(dataDir) ? listFiles(dataDir, '.json') : []) {
    rewrite(file, (text) => {
      const data = JSON.parse(text);
      const demoCode = data.pageProps?.page?.demoCode;
      if (demoCode) {
        fs.writeFileSync(
          path.join(outDir, pageOfDataFile(path.relative(dataDir, file)), DEMO_CODE_FILE),
          JSON.stringify(demoCode),
        );
      }
      return JSON.stringify({ ...data, pageProps: stripPageProps(data.pageProps, { inHtml: false }) });
    });
  }
  return saved;
}
