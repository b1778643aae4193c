import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseCodeStyling,
  parseCodeVariant,
  readBrowserCookie,
  readCodeStylingCookie,
  readCodeVariantCookie,
  serializePreferenceCookie,
} from './codePreferences';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parseCodeVariant', () => {
  it('keeps JS and TS', () => {
    expect(parseCodeVariant('JS')).toBe('JS');
    expect(parseCodeVariant('TS')).toBe('TS');
  });

  it.each(['js', 'ts', 'TypeScript', '', null, undefined, 1])('rejects %j', (raw) => {
    expect(parseCodeVariant(raw)).toBeNull();
  });
});

describe('parseCodeStyling', () => {
  it('keeps system, tailwind and css', () => {
    expect(parseCodeStyling('system')).toBe('system');
    expect(parseCodeStyling('tailwind')).toBe('tailwind');
    expect(parseCodeStyling('css')).toBe('css');
  });

  it.each(['Tailwind', 'CSS', 'emotion', '', null, undefined])('rejects %j', (raw) => {
    expect(parseCodeStyling(raw)).toBeNull();
  });
});

describe('serializePreferenceCookie', () => {
  it('writes a one-year, whole-site cookie', () => {
    const header = serializePreferenceCookie('codeVariant', 'JS');
    expect(header).toContain('codeVariant=JS');
    expect(header).toContain('Max-Age=31536000');
    expect(header).toContain('Path=/');
    expect(header).toMatch(/SameSite=Lax/i);
  });

  it('encodes values that are not cookie-safe', () => {
    const header = serializePreferenceCookie('paletteColors', '{"primary":"#fff"}');
    expect(header.startsWith('paletteColors=')).toBe(true);
    expect(header).not.toContain('{"primary"');
    expect(header).toContain(encodeURIComponent('{"primary":"#fff"}'));
  });
});

describe('reading cookies', () => {
  it('readBrowserCookie throws during server rendering, naming the cookie', () => {
    expect(typeof document).toBe('undefined');
    expect(() => readBrowserCookie('codeVariant')).toThrow(/"codeVariant" cookie/);
  });

  it('readCodeVariantCookie throws during server rendering', () => {
    expect(() => readCodeVariantCookie()).toThrow(/codeVariant/);
  });

  it('readCodeStylingCookie throws during server rendering', () => {
    expect(() => readCodeStylingCookie()).toThrow(/codeStyling/);
  });

  it('reads the code preferences from the document cookie in the browser', () => {
    vi.stubGlobal('document', { cookie: 'codeVariant=JS; codeStyling=tailwind' });
    expect(readCodeVariantCookie()).toBe('JS');
    expect(readCodeStylingCookie()).toBe('tailwind');
    expect(readBrowserCookie('codeVariant')).toBe('JS');
  });

  it('a missing cookie reads as undefined and the preferences as null', () => {
    vi.stubGlobal('document', { cookie: 'other=1' });
    expect(readBrowserCookie('codeVariant')).toBeUndefined();
    expect(readCodeVariantCookie()).toBeNull();
    expect(readCodeStylingCookie()).toBeNull();
  });

  it('garbage cookie values read as null', () => {
    vi.stubGlobal('document', { cookie: 'codeVariant=python; codeStyling=sass' });
    expect(readCodeVariantCookie()).toBeNull();
    expect(readCodeStylingCookie()).toBeNull();
  });

  it('decodes encoded cookie values', () => {
    vi.stubGlobal('document', { cookie: `paletteColors=${encodeURIComponent('{"primary":"#fff"}')}` });
    expect(readBrowserCookie('paletteColors')).toBe('{"primary":"#fff"}');
  });
});
