import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAnyNextData } from '@/server/nextExport/nextExportFormat';
import { collectInlineScriptHashes } from './inlineScriptHashes';
import { extractInlineScripts, hashInlineScript } from './securityHeaders';
import { stripPageDataFiles } from './stripPageDataFiles';
import { PostConditionError, transformPages } from './transformPages';
import { HTML_TRANSFORMS } from './transforms/htmlTransforms';
import { readListedScripts, readRouteManifests, RUNNER_PAGE } from './transforms/scriptsAfterFirstPaint';
import { DEMO_CODE_FILE } from './transforms/stripStaticProps';

// A guide page, its page data and the live-edit runner exactly as `next build` of the installed Next version writes
// them (captured from .next/server/pages): when Next changes its output, these tests are the first to say so.
const FIXTURES = path.join(__dirname, 'fixtures', 'next-16.4.6');
const GUIDE_PAGE = 'x/react-charts/sankey/index.html';
const guideHtml = fs.readFileSync(path.join(FIXTURES, 'sankey.html'), 'utf8');
const guideData = fs.readFileSync(path.join(FIXTURES, 'sankey.json'), 'utf8');
const runnerHtml = fs.readFileSync(path.join(FIXTURES, 'demo-runner.html'), 'utf8');

const exportOf = (html: string) => [
  { path: GUIDE_PAGE, html },
  { path: RUNNER_PAGE, html: runnerHtml },
];
const bodyOf = (html: string) => /<div id="__next">[\s\S]*?<\/div><script/.exec(html)?.[0];
const nextScripts = (html: string) =>
  [...html.matchAll(/<script src="([^"]+)" defer=""><\/script>/g)].map((match) => match[1]!);

describe('the rewrites of a real export', () => {
  it('keep the markup of the page and list the scripts Next wrote, in order, for the loader', () => {
    const [guide] = transformPages(exportOf(guideHtml), HTML_TRANSFORMS);
    expect(bodyOf(guide!.html)).toBeDefined();
    expect(bodyOf(guide!.html)).toBe(bodyOf(guideHtml));
    const manifests = nextScripts(guideHtml).filter((src) => /\/_(build|ssg)Manifest\.js$/.test(src));
    expect(manifests).toHaveLength(2);
    expect(readListedScripts(guide!.html)).toEqual(nextScripts(guideHtml).filter((src) => !manifests.includes(src)));
    expect(readRouteManifests(guide!.html)).toEqual(manifests);
    expect(nextScripts(guide!.html)).toEqual([]);
    const props = readAnyNextData(guide!.html, GUIDE_PAGE)!.props.pageProps!;
    expect(props.navigationHtml).toBeNull();
    expect(props.page!.segments!.every((segment) => !segment.html)).toBe(true);
    expect(guide!.html.length).toBeLessThan(guideHtml.length);
    // Next's tags that no browser able to run the site uses are gone; its stylesheet stays.
    expect(guideHtml).toContain(' nomodule=""');
    expect(guide!.html).not.toContain('nomodule');
    expect(guideHtml).toMatch(/<link rel="preload" href="[^"]+\.css" as="style"\/>/);
    expect(guide!.html).not.toContain('as="style"');
    expect(guide!.html).toMatch(/<link rel="stylesheet" href="[^"]+\.css"/);
  });

  it('leave the live-edit runner loading its scripts as Next wrote them', () => {
    const [, runner] = transformPages(exportOf(guideHtml), HTML_TRANSFORMS);
    expect(nextScripts(runner!.html)).toEqual(nextScripts(runnerHtml));
    expect(nextScripts(runner!.html).length).toBeGreaterThan(0);
    expect(readListedScripts(runner!.html)).toEqual([]);
  });

  it("collect one hash for the policy, the head's script's, which holds the loader", () => {
    const pages = transformPages(exportOf(guideHtml), HTML_TRANSFORMS);
    const [headScript] = extractInlineScripts(pages[0]!.html);
    expect(headScript).toContain('__DOCS_SCRIPTS__');
    expect(collectInlineScriptHashes(pages)).toEqual([hashInlineScript(headScript!)]);
  });

  it('fail naming a page that lists scripts but carries no loader', () => {
    const [guide] = transformPages(exportOf(guideHtml), HTML_TRANSFORMS);
    const withoutLoader = guide!.html.replace(/<script>[\s\S]*?<\/script>/, '<script>headScript()</script>');
    expect(() => collectInlineScriptHashes([{ path: GUIDE_PAGE, html: withoutLoader }])).toThrow(
      `${GUIDE_PAGE}: lists scripts for the after-first-paint loader but carries no inline loader.`,
    );
  });

  it('fail naming the page when Next writes the attributes of __NEXT_DATA__ in another order', () => {
    const swapped = guideHtml.replace(
      '<script id="__NEXT_DATA__" type="application/json">',
      '<script type="application/json" id="__NEXT_DATA__">',
    );
    expect(swapped).not.toBe(guideHtml);
    expect(() => transformPages(exportOf(swapped), HTML_TRANSFORMS)).toThrow(PostConditionError);
    expect(() => transformPages(exportOf(swapped), HTML_TRANSFORMS)).toThrow(
      `${GUIDE_PAGE} (strip static props from __NEXT_DATA__): its __NEXT_DATA__ still holds the static HTML of the body`,
    );
  });

  it('fail naming the page when Next writes a script tag with other attributes', () => {
    const reordered = guideHtml.replace(
      /<script src="(\/_next\/static\/chunks\/main-[^"]+)" defer=""><\/script>/,
      '<script defer="" src="$1" crossorigin="anonymous"></script>',
    );
    expect(reordered).not.toBe(guideHtml);
    expect(() => transformPages(exportOf(reordered), HTML_TRANSFORMS)).toThrow(
      new RegExp(
        `${GUIDE_PAGE} \\(scripts after first paint\\): still loads <script defer="" src="/_next/static/chunks/main-`,
      ),
    );
  });

  it('fail naming the page when Next renames a route manifest, which would otherwise load up front', () => {
    const renamed = guideHtml.replace('/_buildManifest.js"', '/_routeManifest.js"');
    expect(renamed).not.toBe(guideHtml);
    expect(() => transformPages(exportOf(renamed), HTML_TRANSFORMS)).toThrow(
      `${GUIDE_PAGE} (scripts after first paint): lists 1 route manifests for the loader`,
    );
  });

  it('fail naming a page that has no __NEXT_DATA__', () => {
    const pages = [{ path: 'x/plain/index.html', html: '<html><body><p>text</p></body></html>' }];
    expect(() => transformPages(pages, HTML_TRANSFORMS)).toThrow(
      'x/plain/index.html (strip static props from __NEXT_DATA__): has no __NEXT_DATA__ script',
    );
  });

  it('strip the page data and move its demo sources to demos.json beside the page', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
    fs.mkdirSync(path.join(outDir, 'x', 'react-charts', 'sankey'), { recursive: true });
    const dataDir = path.join(outDir, '_next', 'data', 'build-id', 'x', 'react-charts');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'sankey.json'), guideData);

    expect(stripPageDataFiles(outDir).files).toBe(1);
    const stripped = JSON.parse(fs.readFileSync(path.join(dataDir, 'sankey.json'), 'utf8'));
    const original = JSON.parse(guideData);
    expect(stripped.pageProps.navigationHtml).toBeNull();
    expect(stripped.pageProps.page.segments).toEqual(original.pageProps.page.segments);
    const demos = path.join(outDir, 'x', 'react-charts', 'sankey', DEMO_CODE_FILE);
    expect(stripped.pageProps.page.demoCode).toBeNull();
    expect(JSON.parse(fs.readFileSync(demos, 'utf8'))).toEqual(original.pageProps.page.demoCode);
  });

  it('write one demos.json per page, beside the English page, for every language', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
    for (const page of [['x'], ['zh', 'x']]) {
      fs.mkdirSync(path.join(outDir, ...page, 'react-charts', 'sankey'), { recursive: true });
      fs.mkdirSync(path.join(outDir, '_next', 'data', 'build-id', ...page, 'react-charts'), { recursive: true });
      fs.writeFileSync(
        path.join(outDir, '_next', 'data', 'build-id', ...page, 'react-charts', 'sankey.json'),
        guideData,
      );
    }
    expect(stripPageDataFiles(outDir).files).toBe(2);
    expect(fs.existsSync(path.join(outDir, 'x', 'react-charts', 'sankey', DEMO_CODE_FILE))).toBe(true);
    expect(fs.existsSync(path.join(outDir, 'zh', 'x', 'react-charts', 'sankey', DEMO_CODE_FILE))).toBe(false);
  });

  it('fail naming a translated page whose demo sources differ from its English page', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
    const other = JSON.parse(guideData);
    other.pageProps.page.demoCode.demos = { Extra: {} };
    for (const [page, data] of [
      [['x'], guideData],
      [['zh', 'x'], JSON.stringify(other)],
    ] as const) {
      fs.mkdirSync(path.join(outDir, ...page, 'react-charts', 'sankey'), { recursive: true });
      fs.mkdirSync(path.join(outDir, '_next', 'data', 'build-id', ...page, 'react-charts'), { recursive: true });
      fs.writeFileSync(path.join(outDir, '_next', 'data', 'build-id', ...page, 'react-charts', 'sankey.json'), data);
    }
    expect(() => stripPageDataFiles(outDir)).toThrow(/zh\/x\/react-charts\/sankey: its demo sources differ/);
  });
});
