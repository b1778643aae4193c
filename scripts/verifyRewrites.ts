import fs from 'node:fs';
import path from 'node:path';
import { listFiles, listHtmlFiles } from './listHtmlFiles.mjs';
import { readListedScripts } from './scriptsAfterFirstPaint.mjs';

type PageProps = {
  navigationHtml?: unknown;
  page?: { segments?: { kind: string; html?: unknown }[]; demoCode?: unknown };
};

/** What a page's props may no longer hold once stripped (stripStaticProps); `inHtml`: the HTML file's own copy. */
export function findPagePropsProblems(pageProps: PageProps | undefined, { inHtml }: { inHtml: boolean }): string[] {
  const problems: string[] = [];
  if (pageProps?.navigationHtml) {
    problems.push('its page data still holds the navigation HTML');
  }
  if (inHtml && pageProps?.page?.segments?.some((segment) => segment.kind === 'html' && segment.html)) {
    problems.push('its __NEXT_DATA__ still holds the static HTML of the body');
  }
  if (pageProps?.page?.demoCode) {
    problems.push('its page data still holds the demo sources');
  }
  return problems;
}

// The page data script whatever the order of its attributes: the check must not share the rewrite's assumptions.
const NEXT_DATA = /<script\b[^>]*\sid="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/;

// Any script tag with a src under Next's static folder that is not a `nomodule` polyfill.
const NEXT_SCRIPT = /<script\b(?=[^>]*\ssrc="\/_next\/static\/)(?![^>]*\snomodule\b)[^>]*>/g;

/**
 * The post-conditions of the HTML rewrites, for one page: its page data is stripped and, unless `scriptsAfterPaint`
 * is false, Next's scripts are all in the loader's list. A change in Next's output that a rewrite does not recognise
 * shows up here as a failed build naming the page, not as a page quietly left as Next wrote it.
 */
export function findHtmlRewriteProblems(html: string, { scriptsAfterPaint }: { scriptsAfterPaint: boolean }): string[] {
  const problems: string[] = [];
  const data = NEXT_DATA.exec(html)?.[1];
  if (data === undefined) {
    problems.push('has no __NEXT_DATA__ script');
  } else {
    const { props } = JSON.parse(data) as { props?: { pageProps?: PageProps } };
    problems.push(...findPagePropsProblems(props?.pageProps, { inHtml: true }));
  }
  if (scriptsAfterPaint) {
    if (readListedScripts(html).length === 0) {
      problems.push('lists no scripts for the after-first-paint loader');
    }
    for (const tag of html.match(NEXT_SCRIPT) ?? []) {
      problems.push(`still loads ${tag} itself`);
    }
  }
  return problems;
}

/**
 * Checks every HTML page and page-data file of a finished export; returns one line per problem, naming the file.
 * `withoutScriptList`: pages (relative to `outDir`) whose scripts load as Next writes them.
 */
export function verifyRewritesIn(outDir: string, withoutScriptList: string[] = []): string[] {
  const skipped = new Set(withoutScriptList.map((file) => path.join(outDir, file)));
  const problems: string[] = [];
  for (const file of listHtmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const problem of findHtmlRewriteProblems(html, { scriptsAfterPaint: !skipped.has(file) })) {
      problems.push(`${path.relative(outDir, file)}: ${problem}`);
    }
  }
  const dataDir = path.join(outDir, '_next', 'data');
  for (const file of fs.existsSync(dataDir) ? listFiles(dataDir, '.json') : []) {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { pageProps?: PageProps };
    for (const problem of findPagePropsProblems(data.pageProps, { inHtml: false })) {
      problems.push(`${path.relative(outDir, file)}: ${problem}`);
    }
  }
  return problems;
}
