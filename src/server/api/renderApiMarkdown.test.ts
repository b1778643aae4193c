import { describe, expect, it } from 'vitest';
import {
  createApiMarkdownRenderer,
  listAnchoredMuiXLinks,
  resolveTypeLinks,
  toInternalApiLink,
} from './renderApiMarkdown';

const links = {
  getApiPathname: (name: string) => (name === 'GridColDef' ? '/x/api/data-grid/grid-col-def/' : undefined),
  hasPage: (pathname: string) =>
    pathname === '/x/api/data-grid/data-grid/' || pathname === '/x/react-data-grid/editing/',
};

describe('resolveTypeLinks', () => {
  it('links [[Name]] to its API page, or shows it as code when there is none', () => {
    expect(resolveTypeLinks('See [[GridColDef]] and [[GridFoo]].', links.getApiPathname)).toBe(
      'See [`GridColDef`](/x/api/data-grid/grid-col-def/) and `GridFoo`.',
    );
  });
});

describe('toInternalApiLink', () => {
  it('turns a mui.com API link into this site’s page when it exists', () => {
    expect(toInternalApiLink('https://mui.com/x/api/data-grid/data-grid/#props', links.hasPage)).toBe(
      '/x/api/data-grid/data-grid/#props',
    );
    expect(toInternalApiLink('https://mui.com/x/api/data-grid/other/', links.hasPage)).toBe(
      'https://mui.com/x/api/data-grid/other/',
    );
  });

  it('turns a mui.com demo link into this site’s guide page when it exists, and keeps the others', () => {
    expect(toInternalApiLink('https://mui.com/x/react-data-grid/editing/#row-editing', links.hasPage)).toBe(
      '/x/react-data-grid/editing/#row-editing',
    );
    expect(toInternalApiLink('https://mui.com/x/react-data-grid/editing', links.hasPage)).toBe(
      '/x/react-data-grid/editing/',
    );
    expect(toInternalApiLink('https://mui.com/x/react-data-grid/', links.hasPage)).toBe(
      'https://mui.com/x/react-data-grid/',
    );
  });
});

describe('links written with http:, www. or an anchor this site lacks', () => {
  const anchors = (pathname: string) =>
    pathname === '/x/react-data-grid/editing/' ? new Set(['row-editing', 'flex-parent']) : undefined;

  it('turns http: and www. mui.com links into this site’s page', () => {
    expect(toInternalApiLink('http://mui.com/x/react-data-grid/editing/', links.hasPage)).toBe(
      '/x/react-data-grid/editing/',
    );
    expect(toInternalApiLink('https://www.mui.com/x/react-data-grid/editing', links.hasPage)).toBe(
      '/x/react-data-grid/editing/',
    );
  });

  it('keeps an anchor the page has, moves a missing one to the closest, or drops it', () => {
    expect(toInternalApiLink('https://mui.com/x/react-data-grid/editing/#row-editing', links.hasPage, anchors)).toBe(
      '/x/react-data-grid/editing/#row-editing',
    );
    expect(
      toInternalApiLink('https://mui.com/x/react-data-grid/editing/#flex-parent-container', links.hasPage, anchors),
    ).toBe('/x/react-data-grid/editing/#flex-parent');
    expect(toInternalApiLink('http://mui.com/x/react-data-grid/editing/#unrelated', links.hasPage, anchors)).toBe(
      '/x/react-data-grid/editing/',
    );
  });

  it('lists the anchored MUI X links of a description, to load their pages’ anchors', () => {
    expect(
      listAnchoredMuiXLinks(
        'See [layout](https://mui.com/x/react-data-grid/layout/#flex-parent-container) and http://mui.com/x/react-charts/lines#interpolation, not [api](/x/api/data-grid/).',
      ),
    ).toEqual([
      { pathname: '/x/react-data-grid/layout/', anchor: 'flex-parent-container' },
      { pathname: '/x/react-charts/lines/', anchor: 'interpolation' },
    ]);
  });
});

describe('createApiMarkdownRenderer', () => {
  it('renders Markdown, prefixes internal links in Chinese and opens external ones in a new tab', () => {
    const render = createApiMarkdownRenderer('zh', links);
    const html = render('If `true`, see [[GridColDef]] and [docs](https://mui.com/x/react-data-grid/).');
    expect(html).toContain('<code>true</code>');
    expect(html).toContain('href="/zh/x/api/data-grid/grid-col-def/"');
    expect(html).toContain('href="https://mui.com/x/react-data-grid/" target="_blank" rel="noopener noreferrer"');
  });

  it('drops raw HTML from comments', () => {
    expect(createApiMarkdownRenderer('en', links)('Hello <script>alert(1)</script>')).not.toContain('<script>');
  });

  it('renders nothing for an empty description', () => {
    expect(createApiMarkdownRenderer('en', links)('  ')).toBe('');
  });
});

describe('links into the rest of MUI', () => {
  it('a root-relative link outside /x/ goes to mui.com', () => {
    expect(toInternalApiLink('/material-ui/api/input/', () => false)).toBe('https://mui.com/material-ui/api/input/');
    expect(toInternalApiLink('/x/api/data-grid/data-grid/', () => true)).toBe('/x/api/data-grid/data-grid/');
  });
});

describe('rendered API descriptions', () => {
  it('send root-relative links outside /x/ to mui.com in a new tab', () => {
    const render = createApiMarkdownRenderer('en', links);
    const html = render('See [`Input`](/material-ui/api/input/).');
    expect(html).toContain('href="https://mui.com/material-ui/api/input/"');
    expect(html).toContain('target="_blank"');
  });
});
