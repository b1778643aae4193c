import { describe, expect, it } from 'vitest';
import { escapeJsonForHtml } from '@/server/nextExport/nextExportFormat';
import { pageOfDataFile, stripNextDataInHtml, stripPageProps } from './stripStaticProps';

const props = {
  page: {
    title: 'Editing',
    segments: [
      { kind: 'html', html: '<p>Intro</p>' },
      { kind: 'demo', demo: 'Basic' },
      { kind: 'html', html: '<p>More</p>' },
    ],
    toc: [{ id: 'basics', text: 'Basics', level: 2 }],
    demoCode: { demos: { Basic: {} }, dataFiles: {} },
  },
  breadcrumbs: ['Data Grid'],
  navigationHtml: '<li><a href="/x/">Overview</a></li>',
};

describe('stripPageProps', () => {
  it('drops the body HTML, the table of contents, the demo sources and the navigation from the copy in the HTML file, keeping the rest', () => {
    expect(stripPageProps(props, { inHtml: true })).toEqual({
      page: {
        title: 'Editing',
        segments: [
          { kind: 'html', html: null },
          { kind: 'demo', demo: 'Basic' },
          { kind: 'html', html: null },
        ],
        toc: null,
        demoCode: null,
      },
      breadcrumbs: ['Data Grid'],
      navigationHtml: null,
    });
  });

  it('keeps the body HTML in the page data a client-side navigation fetches, and drops the demo sources and the navigation', () => {
    expect(stripPageProps(props, { inHtml: false })).toEqual({
      ...props,
      page: { ...props.page, demoCode: null },
      navigationHtml: null,
    });
  });

  it('finds the page of a page data file, where its demos.json goes', () => {
    expect(pageOfDataFile('b1/x/react-data-grid/editing.json')).toBe('x/react-data-grid/editing');
    expect(pageOfDataFile('b1/zh/x/react-charts/bars.json')).toBe('zh/x/react-charts/bars');
  });

  it('keeps an empty table of contents, so that the page renders none rather than the server list', () => {
    expect(stripPageProps({ page: { toc: [] } }, { inHtml: true })).toEqual({ page: { toc: [] } });
  });

  it('leaves props without these fields as they are', () => {
    expect(stripPageProps({ statusCode: 404 }, { inHtml: true })).toEqual({ statusCode: 404 });
    expect(stripPageProps(undefined, { inHtml: true })).toBeUndefined();
  });
});

describe('stripNextDataInHtml', () => {
  const page = (json: string) =>
    `<html><body><div id="__next"><p>Intro</p></div><script id="__NEXT_DATA__" type="application/json">${json}</script></body></html>`;

  it('rewrites __NEXT_DATA__ with the stripped props, escaped as Next escapes them', () => {
    const data = {
      props: { pageProps: { ...props, page: { ...props.page, title: '</script><b>&' } } },
      page: '/x/[...slug]',
      buildId: 'b1',
    };
    const html = stripNextDataInHtml(page(escapeJsonForHtml(JSON.stringify(data))), 'x/a/index.html');
    const json = /<script id="__NEXT_DATA__" type="application\/json">(.*)<\/script>/.exec(html)![1]!;
    expect(json).not.toMatch(/[<>&]/);
    const parsed = JSON.parse(json);
    expect(parsed.props.pageProps.page.segments[0]).toEqual({ kind: 'html', html: null });
    expect(parsed.props.pageProps.page.title).toBe('</script><b>&');
    expect(parsed.props.pageProps.navigationHtml).toBeNull();
    expect(parsed.buildId).toBe('b1');
    expect(html.startsWith('<html><body><div id="__next"><p>Intro</p></div>')).toBe(true);
  });

  it('returns HTML without page data unchanged', () => {
    expect(stripNextDataInHtml('<html><body>plain</body></html>', 'x/a/index.html')).toBe(
      '<html><body>plain</body></html>',
    );
  });
});
