import {
  findNextDataScript,
  readAnyNextData,
  replaceNextData,
  type PageData,
  type PageProps,
} from '@/server/nextExport/nextExportFormat';
import type { HtmlTransform } from '../htmlPage';

/**
 * The parts of a page that are static HTML reach the browser once, in the page's HTML. Next also serialises every
 * prop into the page data: the `__NEXT_DATA__` script of each HTML file and `_next/data/<buildId>/….json`, fetched
 * on client-side navigations. This removes from the page data what the browser never needs from it:
 * - `navigationHtml` everywhere: the navigation is rendered once and kept across navigations;
 * - the HTML of the body (`page.segments[].html`) and the table of contents' entries (`page.toc`, when there are any)
 *   from the HTML file's copy only: the first load finds them in the DOM, and a client-side navigation still gets
 *   them from the JSON file;
 * - the demos' sources (`page.demoCode`) from both: they move to a file of their own beside the page,
 *   `<page>/demos.json`, which "show code", copy and the sandboxes fetch when a reader first uses them.
 */
export function stripPageProps(
  pageProps: PageProps | undefined,
  { inHtml }: { inHtml: boolean },
): PageProps | undefined {
  if (!pageProps) {
    return pageProps;
  }
  const stripped: PageProps = 'navigationHtml' in pageProps ? { ...pageProps, navigationHtml: null } : { ...pageProps };
  const page = pageProps.page;
  if (page) {
    stripped.page = { ...page };
    if (inHtml && page.segments) {
      stripped.page.segments = page.segments.map((segment) =>
        segment.kind === 'html' ? { ...segment, html: null } : segment,
      );
    }
    if (inHtml && page.toc && page.toc.length > 0) {
      stripped.page.toc = null;
    }
    if ('demoCode' in page) {
      stripped.page.demoCode = null;
    }
  }
  return stripped;
}

/** The file beside each page that holds its demos' sources. */
export const DEMO_CODE_FILE = 'demos.json';

/** What a page's props may no longer hold once stripped; `inHtml`: the HTML file's own copy. */
export function findPagePropsProblems(pageProps: PageProps | undefined, { inHtml }: { inHtml: boolean }): string[] {
  const problems: string[] = [];
  if (pageProps?.navigationHtml) {
    problems.push('its page data still holds the navigation HTML');
  }
  if (inHtml && pageProps?.page?.segments?.some((segment) => segment.kind === 'html' && segment.html)) {
    problems.push('its __NEXT_DATA__ still holds the static HTML of the body');
  }
  if (inHtml && pageProps?.page?.toc && pageProps.page.toc.length > 0) {
    problems.push("its __NEXT_DATA__ still holds the table of contents' entries");
  }
  if (pageProps?.page?.demoCode) {
    problems.push('its page data still holds the demo sources');
  }
  return problems;
}

/** An HTML file's `__NEXT_DATA__` with its page props stripped; HTML without one in Next's format is unchanged. */
export function stripNextDataInHtml(html: string, path: string): string {
  const script = findNextDataScript(html, path);
  if (!script) {
    return html;
  }
  const { data } = script;
  return replaceNextData(html, script, {
    ...data,
    props: { ...data.props, pageProps: stripPageProps(data.props.pageProps, { inHtml: true }) },
  });
}

/** Post-condition, read whatever the script's attributes: the page has page data, and it holds no static HTML. */
export function findStrippedHtmlProblems(html: string, path: string): string[] {
  const data = readAnyNextData(html, path);
  if (!data) {
    return ['has no __NEXT_DATA__ script'];
  }
  return findPagePropsProblems(data.props.pageProps, { inHtml: true });
}

export const stripStaticPropsInHtml: HtmlTransform = {
  name: 'strip static props from __NEXT_DATA__',
  appliesTo: () => true,
  apply: stripNextDataInHtml,
  check: findStrippedHtmlProblems,
};

/** A page-data file stripped for client-side navigations, and the demo sources it held (for `demos.json`). */
export function stripPageData(data: PageData): { data: PageData; demoCode: unknown } {
  return {
    data: { ...data, pageProps: stripPageProps(data.pageProps, { inHtml: false }) },
    demoCode: data.pageProps?.page?.demoCode ?? null,
  };
}

/** The page a data file belongs to: `<buildId>/x/a/b.json` (relative to `_next/data`) → `x/a/b`. */
export function pageOfDataFile(relativePath: string): string {
  return relativePath
    .split(/[\\/]/)
    .slice(1)
    .join('/')
    .replace(/\.json$/, '');
}
