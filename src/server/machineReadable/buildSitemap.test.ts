import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemap } from './buildSitemap';

describe('sitemap', () => {
  const sitemap = buildSitemap(['/x/introduction/', '/x/api/data-grid/data-grid/'], 'https://mui.com');

  it('lists every page in both languages', () => {
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://mui.com/x/introduction/',
      'https://mui.com/zh/x/introduction/',
      'https://mui.com/x/api/data-grid/data-grid/',
      'https://mui.com/zh/x/api/data-grid/data-grid/',
    ]);
    expect(
      sitemap.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
  });

  it('gives each URL its en, zh-CN and x-default alternates', () => {
    const chinese = sitemap
      .split('<url>')
      .find((entry) => entry.includes('<loc>https://mui.com/zh/x/introduction/</loc>'))!;
    expect(chinese).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://mui.com/x/introduction/"/>');
    expect(chinese).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://mui.com/zh/x/introduction/"/>',
    );
    expect(chinese).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://mui.com/x/introduction/"/>',
    );
  });

  it('robots.txt names the sitemap on the configured origin', () => {
    expect(buildRobotsTxt('https://docs.example.com')).toContain('Sitemap: https://docs.example.com/sitemap.xml\n');
  });
});
