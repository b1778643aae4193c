import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, parseSiteUrl, toAbsoluteUrl } from './siteUrl';

describe('site URL', () => {
  it('defaults to mui.com when the variable is unset or blank', () => {
    expect(parseSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(parseSiteUrl('  ')).toBe('https://mui.com');
  });

  it('keeps only the origin, without a trailing slash', () => {
    expect(parseSiteUrl('https://docs.example.com/')).toBe('https://docs.example.com');
    expect(parseSiteUrl('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
  });

  it('rejects a value that is not an http(s) origin, naming the variable', () => {
    expect(() => parseSiteUrl('mui.com')).toThrow(/NEXT_PUBLIC_SITE_URL is "mui.com"/);
    expect(() => parseSiteUrl('https://mui.com/x/')).toThrow(/without a path/);
    expect(() => parseSiteUrl('ftp://mui.com')).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });

  it('makes a root-relative path absolute on the origin', () => {
    expect(toAbsoluteUrl('/x/introduction/', 'https://mui.com')).toBe('https://mui.com/x/introduction/');
  });
});
