import { describe, expect, it } from 'vitest';
import { extractLinksAndIds, findBrokenLinks, parseInternalLink } from './findBrokenLinks';

const page = (html: string) => extractLinksAndIds(html);

describe('link checking', () => {
  it('extracts hrefs of anchors and every id, decoding entities', () => {
    const { links, ids } = page('<h2 id="a&amp;b">T</h2><a class="x" href="/x/p/?q=1&amp;r=2">p</a><div id="c"></div>');
    expect(links).toEqual(['/x/p/?q=1&r=2']);
    expect([...ids]).toEqual(['a&b', 'c']);
  });

  it('ignores external links, protocol-relative links and static assets', () => {
    expect(parseInternalLink('https://mui.com/', '/x/')).toBeNull();
    expect(parseInternalLink('mailto:a@b.c', '/x/')).toBeNull();
    expect(parseInternalLink('//cdn.example.com/a', '/x/')).toBeNull();
    expect(parseInternalLink('/_next/static/chunk.js', '/x/')).toBeNull();
    expect(parseInternalLink('/x/favicon.svg', '/x/')).toBeNull();
  });

  it('a bare #hash refers to the current page', () => {
    expect(parseInternalLink('#install', '/x/a/')).toEqual({ path: '/x/a/', hash: 'install' });
  });

  it('reports a link to a missing page, naming the page and the link', () => {
    const pages = new Map([['/x/a/', page('<a href="/x/missing/">m</a>')]]);
    expect(findBrokenLinks(pages)).toEqual(['/x/a/: link to a missing page "/x/missing/"']);
  });

  it('reports a missing anchor on an existing page, in any language', () => {
    const pages = new Map([
      ['/zh/x/a/', page('<a href="/zh/x/b/#nope">b</a><a href="#here">h</a><h2 id="here">H</h2>')],
      ['/zh/x/b/', page('<h2 id="yes">Y</h2>')],
    ]);
    expect(findBrokenLinks(pages)).toEqual([
      '/zh/x/a/: link to a missing anchor "/zh/x/b/#nope" (no id "nope" on /zh/x/b/)',
    ]);
  });

  it('accepts links that resolve, and links to redirect routes', () => {
    const pages = new Map([
      ['/x/a/', page('<a href="/x/b/#yes">b</a><a href="/x/">home</a>')],
      ['/x/b/', page('<h2 id="yes">Y</h2>')],
    ]);
    expect(findBrokenLinks(pages, new Set(['/x/']))).toEqual([]);
  });

  it('reports a link to mui.com for a page this site has, and accepts mui.com pages it lacks', () => {
    const pages = new Map([
      [
        '/x/a/',
        page(
          '<a href="https://mui.com/x/react-charts/bars#x">bars</a><a href="https://mui.com/x/react-gantt/">gantt</a>',
        ),
      ],
      ['/x/react-charts/bars/', page('<h2 id="x">X</h2>')],
    ]);
    expect(findBrokenLinks(pages)).toEqual([
      '/x/a/: links to mui.com for a page this site has: "https://mui.com/x/react-charts/bars#x" (link to /x/react-charts/bars/ instead)',
    ]);
  });

  it('reports http: and www. links to mui.com for a page this site has', () => {
    const pages = new Map([
      [
        '/x/a/',
        page(
          '<a href="http://mui.com/x/react-charts/bars/">b</a><a href="https://www.mui.com/x/react-charts/bars">c</a>',
        ),
      ],
      ['/x/react-charts/bars/', page('<h2 id="x">X</h2>')],
    ]);
    expect(findBrokenLinks(pages)).toHaveLength(2);
  });

  it('accepts a link to a file the build wrote, such as a Markdown twin, and reports one it did not', () => {
    const pages = new Map([['/x/a/', page('<a href="/x/a.md">md</a><a href="/zh/x/missing.md">zh</a>')]]);
    const files = new Set(['/x/a.md']);
    expect(findBrokenLinks(pages, new Set(), (path) => files.has(path))).toEqual([
      '/x/a/: link to a missing file "/zh/x/missing.md"',
    ]);
  });
});
