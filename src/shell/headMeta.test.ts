import { describe, expect, it } from 'vitest';
import { getHeadMeta } from './headMeta';

const base = {
  pathname: '/x/react-data-grid/editing/',
  title: 'Data Grid - Editing',
  description: 'Edit cells.',
  siteUrl: 'https://mui.com',
};

describe('head meta', () => {
  it('an English page is its own canonical URL, with both languages and x-default as alternates', () => {
    const meta = getHeadMeta({ ...base, language: 'en' });
    expect(meta.canonical).toBe('https://mui.com/x/react-data-grid/editing/');
    expect(meta.alternates).toEqual([
      { hrefLang: 'en', href: 'https://mui.com/x/react-data-grid/editing/' },
      { hrefLang: 'zh-CN', href: 'https://mui.com/zh/x/react-data-grid/editing/' },
      { hrefLang: 'x-default', href: 'https://mui.com/x/react-data-grid/editing/' },
    ]);
  });

  it('a Chinese page is canonical at its /zh/ URL and keeps the same alternates', () => {
    const meta = getHeadMeta({ ...base, language: 'zh', siteUrl: 'https://docs.example.com' });
    expect(meta.canonical).toBe('https://docs.example.com/zh/x/react-data-grid/editing/');
    expect(meta.alternates.map((alternate) => alternate.hrefLang)).toEqual(['en', 'zh-CN', 'x-default']);
    expect(meta.openGraph).toContainEqual({
      property: 'og:url',
      content: 'https://docs.example.com/zh/x/react-data-grid/editing/',
    });
    expect(meta.openGraph).toContainEqual({ property: 'og:locale', content: 'zh_CN' });
  });

  it('Open Graph and Twitter cards carry the title and the description', () => {
    const meta = getHeadMeta({ ...base, language: 'en' });
    const byProperty = Object.fromEntries([
      ...meta.openGraph.map(({ property, content }) => [property, content]),
      ...meta.twitter.map(({ name, content }) => [name, content]),
    ]);
    expect(byProperty).toMatchObject({
      'og:title': 'Data Grid - Editing',
      'og:description': 'Edit cells.',
      'og:type': 'article',
      'twitter:card': 'summary',
      'twitter:title': 'Data Grid - Editing',
      'twitter:description': 'Edit cells.',
    });
  });
});
