import { describe, expect, it } from 'vitest';
import { getGuidePageProps } from './guidePageRoute';

describe('getGuidePageProps', () => {
  it('takes markers, breadcrumbs, previous/next and the navigation from the tree, the rest from the page files', async () => {
    const props = await getGuidePageProps('/x/introduction/licensing/', 'zh');
    expect(props.page).toMatchObject({
      pathname: '/x/introduction/licensing/',
      language: 'zh',
      markers: {},
      sourcePath: expect.stringMatching(/^content\/pages\/introduction\/licensing\/index\./),
    });
    expect(props.previous?.pathname).toBe('/x/introduction/installation/');
    expect(props.next?.pathname).toBe('/x/introduction/support/');
    expect(props.breadcrumbs).toHaveLength(1);
    expect(props.navigationHtml).toContain('<a href="/zh/x/introduction/licensing/" aria-current="page">');
  });

  it('gives a Pro page its plan marker and names its demos in the body and gives their sources apart', async () => {
    const props = await getGuidePageProps('/x/react-data-grid/tree-data/', 'en');
    expect(props.page.markers).toEqual({ plan: 'pro' });
    const names = props.page.segments.flatMap((segment) => (segment.kind === 'demo' ? [segment.demo] : []));
    expect(names.length).toBeGreaterThan(0);
    expect(props.page).not.toHaveProperty('demos');
    expect(Object.keys(props.page.demoCode?.demos ?? {}).sort()).toEqual([...names].sort());
  });

  it('fails naming a pathname the tree does not have', async () => {
    await expect(getGuidePageProps('/x/no-such-page/', 'en')).rejects.toThrow(
      'No page "/x/no-such-page/" in the navigation tree.',
    );
  });
});
