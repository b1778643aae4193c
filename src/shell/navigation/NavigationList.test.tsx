import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NavNode } from '@/navigation/types';
import { NavigationList } from './NavigationList';
import { renderNavigationHtml } from './renderNavigationHtml';
import { InLanguage } from '@/i18n/strings/InLanguage';

const tree: NavNode[] = [
  {
    pathname: '/x/grid-section',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid/', title: 'Overview' },
      {
        pathname: '/x/filtering-section',
        title: 'Filtering',
        children: [{ pathname: '/x/react-data-grid/filtering/quick-filter/', title: 'Quick filter' }],
      },
      {
        pathname: '/x/editing-section',
        title: 'Editing',
        children: [{ pathname: '/x/react-data-grid/editing/', title: 'Editing' }],
      },
    ],
  },
  {
    pathname: '/x/charts-section',
    title: 'Charts',
    children: [{ pathname: '/x/react-charts/bars/', title: 'Bars' }],
  },
];

const render = (props: { activePathname: string; omitClosedSections?: boolean }) =>
  renderToStaticMarkup(
    <InLanguage>
      <NavigationList nodes={tree} {...props} />
    </InLanguage>,
  );

describe('NavigationList', () => {
  it('leaves the links of closed sections out of the build-time HTML, and keeps their summaries', () => {
    const html = render({ activePathname: '/x/react-data-grid/editing/', omitClosedSections: true });
    expect(html).toContain('<details data-section="/x/filtering-section"><summary>Filtering</summary></details>');
    expect(html).not.toContain('quick-filter');
    expect(html).toContain('<details open="" data-section="/x/editing-section">');
    expect(html).toContain('<a href="/x/react-data-grid/editing/" aria-current="page">');
    expect(html).toContain('<a href="/x/react-data-grid/">Overview</a>');
  });

  it('opens the product around the current page and leaves the others closed, empty in the built HTML', () => {
    const html = render({ activePathname: '/x/react-data-grid/editing/', omitClosedSections: true });
    expect(html).toContain('<details open="" data-section="/x/grid-section">');
    expect(html).toContain('<details data-section="/x/charts-section"><summary>Charts</summary></details>');
    expect(html).not.toContain('/x/react-charts/bars/');
  });

  it('opens every product on a page outside the tree (the 404 page), and no section below', () => {
    const html = render({ activePathname: '/x/not-a-page/' });
    expect(html).toContain('<details open="" data-section="/x/grid-section">');
    expect(html).toContain('<details open="" data-section="/x/charts-section">');
    expect(html).toContain('<details data-section="/x/filtering-section">');
    // A subheader is not a level: the sections under one at the top are open too.
    const underSubheader = renderToStaticMarkup(
      <InLanguage>
        <NavigationList
          nodes={[{ pathname: '/x/products', subheader: 'Products', children: tree }]}
          activePathname="/x/not-a-page/"
        />
      </InLanguage>,
    );
    expect(underSubheader).toContain('<details open="" data-section="/x/charts-section">');
  });

  it('renders every link in the browser, where sections are filled', () => {
    const html = render({ activePathname: '/x/react-data-grid/editing/' });
    expect(html).toContain('<a href="/x/react-data-grid/filtering/quick-filter/">Quick filter</a>');
  });
});

describe('renderNavigationHtml', () => {
  it('carries the API reference links only on pages inside it', () => {
    const installation = renderNavigationHtml('/x/introduction/installation/', 'en');
    const apiPage = renderNavigationHtml('/x/api/data-grid/data-grid/', 'en');
    expect(installation).not.toContain('href="/x/api/data-grid/data-grid/"');
    expect(apiPage).toContain('href="/x/api/data-grid/data-grid/" aria-current="page"');
    expect(installation.length).toBeLessThan(6_000);
  });

  it('localises the links of Chinese pages', () => {
    expect(renderNavigationHtml('/x/introduction/installation/', 'zh')).toContain(
      'href="/zh/x/introduction/installation/" aria-current="page"',
    );
  });
});
