import { describe, expect, it, vi } from 'vitest';
import { createDocsTheme } from './createDocsTheme';
import { assertSupportedColor, parsePaletteColors, readPaletteColors } from './paletteColors';

const cookie = (value: unknown) => JSON.stringify(value);

const ACCEPTED_COLORS = [
  '#abc',
  '#ABC',
  '#aabbcc',
  '#AaBbCc',
  'rgb(1, 2, 3)',
  'rgb(255,255,255)',
  'rgba(0, 127, 255, 0.5)',
  'rgba(0,127,255,.5)',
  'rgba(0,127,255,1)',
  'hsl(210, 100%, 50%)',
  'hsla(210, 100%, 50%, 0.25)',
];

describe('parsePaletteColors', () => {
  it.each(ACCEPTED_COLORS)('accepts %s as the primary colour', (color) => {
    expect(parsePaletteColors(cookie({ primary: color }))).toEqual({ primary: color });
  });

  it('accepts a primary and a secondary colour', () => {
    expect(parsePaletteColors(cookie({ primary: '#007fff', secondary: 'rgb(156, 39, 176)' }))).toEqual({
      primary: '#007fff',
      secondary: 'rgb(156, 39, 176)',
    });
  });

  it('omits secondary from the result when the cookie has none', () => {
    const parsed = parsePaletteColors(cookie({ primary: '#007fff' }));
    expect('secondary' in parsed).toBe(false);
  });

  it('trims whitespace around a colour', () => {
    expect(parsePaletteColors(cookie({ primary: '  #007fff ' }))).toEqual({ primary: '#007fff' });
  });

  it.each(['red', 'color(display-p3 1 0 0)', 'oklch(70% 0.1 200)', '#ggg', '#12345', '#1234567', 'rgb(1, 2)', ''])(
    'rejects the unsupported primary colour %j with a message naming the field and the value',
    (color) => {
      expect(() => parsePaletteColors(cookie({ primary: color }))).toThrow(/Unsupported colour format for "primary"/);
      expect(() => parsePaletteColors(cookie({ primary: color }))).toThrow(JSON.stringify(color));
    },
  );

  it('rejects an unsupported secondary colour with a message naming secondary', () => {
    expect(() => parsePaletteColors(cookie({ primary: '#007fff', secondary: 'blue' }))).toThrow(
      /Unsupported colour format for "secondary": "blue"/,
    );
  });

  it('lists the supported formats in the unsupported-colour message', () => {
    expect(() => parsePaletteColors(cookie({ primary: 'red' }))).toThrow(
      /#rgb, #rrggbb, rgb\(\), rgba\(\), hsl\(\) or hsla\(\)/,
    );
  });

  it.each(['{primary:"#fff"}', '', 'not json', '{"primary": "#fff"'])('rejects the malformed JSON %j', (raw) => {
    expect(() => parsePaletteColors(raw)).toThrow(/not valid JSON/);
  });

  it('quotes the start of the malformed cookie in the JSON error', () => {
    expect(() => parsePaletteColors('oops{')).toThrow('"oops{"');
  });

  it.each([
    ['an array', ['#fff']],
    ['an object without primary', { secondary: '#fff' }],
    ['a number primary', { primary: 42 }],
    ['a null primary', { primary: null }],
    ['a number secondary', { primary: '#fff', secondary: 1 }],
    ['a bare string', '#fff'],
    ['null', null],
  ])('rejects %s with a message describing the expected shape and naming primary', (_label, value) => {
    let message = '';
    try {
      parsePaletteColors(cookie(value));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/must be an object/);
    expect(message).toContain('primary: string');
  });
});

describe('assertSupportedColor', () => {
  it('returns the trimmed colour when it is supported', () => {
    expect(assertSupportedColor(' #fff ', 'primary')).toBe('#fff');
  });

  it('names the given field when the colour is unsupported', () => {
    expect(() => assertSupportedColor('tomato', 'accent')).toThrow(/"accent"/);
  });
});

describe('readPaletteColors', () => {
  it('returns null for a missing cookie without reporting an error', () => {
    const onError = vi.fn();
    expect(readPaletteColors(undefined, onError)).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('returns null for an empty cookie without reporting an error', () => {
    const onError = vi.fn();
    expect(readPaletteColors('', onError)).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('returns the colours of a valid cookie without reporting an error', () => {
    const onError = vi.fn();
    expect(readPaletteColors(cookie({ primary: '#abc', secondary: '#def' }), onError)).toEqual({
      primary: '#abc',
      secondary: '#def',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['malformed JSON', '{'],
    ['a wrong shape', cookie(['#fff'])],
    ['an unsupported colour', cookie({ primary: 'red' })],
  ])('returns null for %s and reports the error exactly once', (_label, raw) => {
    const onError = vi.fn();
    expect(readPaletteColors(raw, onError)).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });

  it('passes the parse error (with its readable message) to onError', () => {
    const onError = vi.fn();
    readPaletteColors(cookie({ primary: 'red' }), onError);
    expect((onError.mock.calls[0]?.[0] as Error).message).toMatch(/Unsupported colour format for "primary"/);
  });

  it('returns null for invalid input even without an onError callback', () => {
    expect(readPaletteColors('{')).toBeNull();
  });
});

describe('colours accepted by parsePaletteColors in the theme', () => {
  it.each(ACCEPTED_COLORS)('%s builds a theme whose light and dark primary main is that colour', (color) => {
    const paletteColors = parsePaletteColors(cookie({ primary: color, secondary: color }));
    const build = () => createDocsTheme({ dense: false, direction: 'ltr', paletteColors, spacing: 8 });
    expect(build).not.toThrow();
    const theme = build();
    expect(theme.colorSchemes.light?.palette.primary.main).toBe(color);
    expect(theme.colorSchemes.dark?.palette.primary.main).toBe(color);
    expect(theme.colorSchemes.light?.palette.secondary.main).toBe(color);
  });
});
