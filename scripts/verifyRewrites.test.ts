import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from './scriptsAfterFirstPaint.mjs';
import { stripNextDataInHtml, stripPageProps } from './stripStaticProps.mjs';
import { findHtmlRewriteProblems, verifyRewritesIn } from './verifyRewrites';

// A guide page and its page data exactly as `next build` of the installed Next version writes them (captured from
// .next/server/pages): when Next changes its output, these tests are the first to say so.
const FIXTURES = path.join(__dirname, 'fixtures', 'next-15.5.29');
const nextHtml = fs.readFileSync(path.join(FIXTURES, 'sankey.html'), 'utf8');
const nextData = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'sankey.json'), 'utf8'));

const rewrite = (html: string) => loadScriptsAfterFirstPaint(stripNextDataInHtml(html));

/** An export folder holding the captured page (rewritten by `transform`) and its page data (stripped or not). */
function exportOf(html: string, { stripData }: { stripData: boolean }) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
  fs.mkdirSync(path.join(outDir, 'x', 'react-charts', 'sankey'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'x', 'react-charts', 'sankey', 'index.html'), html);
  const dataDir = path.join(outDir, '_next', 'data', 'build-id', 'x', 'react-charts');
  fs.mkdirSync(dataDir, { recursive: true });
  const data = stripData ? { ...nextData, pageProps: stripPageProps(nextData.pageProps, { inHtml: false }) } : nextData;
  fs.writeFileSync(path.join(dataDir, 'sankey.json'), JSON.stringify(data));
  return outDir;
}

describe('the rewrites of a real export', () => {
  it('leave nothing for the post-conditions to report', () => {
    expect(findHtmlRewriteProblems(rewrite(nextHtml), { scriptsAfterPaint: true })).toEqual([]);
    expect(verifyRewritesIn(exportOf(rewrite(nextHtml), { stripData: true }))).toEqual([]);
  });

  it('name the page when Next writes its script attributes in another order', () => {
    // `defer="" src=…` instead of `src=… defer=""`, plus an attribute the rewrite does not know.
    const reordered = nextHtml.replace(
      /<script src="(\/_next\/static\/chunks\/main-[^"]+)" defer=""><\/script>/,
      '<script defer="" src="$1" crossorigin="anonymous"></script>',
    );
    expect(reordered).not.toBe(nextHtml);
    expect(verifyRewritesIn(exportOf(rewrite(reordered), { stripData: true }))).toEqual([
      expect.stringMatching(
        /^x\/react-charts\/sankey\/index\.html: still loads <script defer="" src="\/_next\/static\/chunks\/main-/,
      ),
    ]);
  });

  it('name the page when its page data was not stripped', () => {
    const renamed = nextHtml.replace('<script id="__NEXT_DATA__"', '<script id="__NEXT_DATA__" data-n=""');
    expect(verifyRewritesIn(exportOf(rewrite(renamed), { stripData: false }))).toEqual([
      'x/react-charts/sankey/index.html: its page data still holds the navigation HTML',
      'x/react-charts/sankey/index.html: its __NEXT_DATA__ still holds the static HTML of the body',
      'x/react-charts/sankey/index.html: its page data still holds the demo sources',
      '_next/data/build-id/x/react-charts/sankey.json: its page data still holds the navigation HTML',
      '_next/data/build-id/x/react-charts/sankey.json: its page data still holds the demo sources',
    ]);
  });

  it('name a page that lost its __NEXT_DATA__ or its script list', () => {
    expect(findHtmlRewriteProblems('<html><body></body></html>', { scriptsAfterPaint: true })).toEqual([
      'has no __NEXT_DATA__ script',
      'lists no scripts for the after-first-paint loader',
    ]);
  });
});
