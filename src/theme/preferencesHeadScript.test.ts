import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPreferencesHeadScript } from './preferencesHeadScript';
import { parseSpacing } from './spacing';

interface FakeRoot {
  attributes: Record<string, string>;
  setAttribute: (name: string, value: string) => void;
  style: {
    colorScheme?: string;
    properties: Record<string, string>;
    setProperty: (name: string, value: string) => void;
  };
}

function createRoot(): FakeRoot {
  const attributes: Record<string, string> = {};
  return {
    attributes,
    setAttribute: vi.fn((name: string, value: string) => {
      attributes[name] = value;
    }),
    style: {
      properties: {},
      setProperty(name: string, value: string) {
        this.properties[name] = value;
      },
    },
  };
}

function fakeStorage(values: Record<string, string>) {
  return { getItem: vi.fn((key: string) => (key in values ? values[key] : null)) };
}

const throwingStorage = {
  getItem: () => {
    throw new Error('SecurityError: storage is disabled');
  },
};

function fakeWindow(prefersDark: boolean | undefined) {
  if (prefersDark === undefined) {
    return {};
  }
  return {
    matchMedia: vi.fn((query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && prefersDark })),
  };
}

function runScript(storage: unknown, prefersDark: boolean | undefined) {
  const root = createRoot();
  const run = new Function('document', 'localStorage', 'window', getPreferencesHeadScript());
  run({ documentElement: root }, storage, fakeWindow(prefersDark));
  return root;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('preferences head script', () => {
  it('is a self-invoking script that parses', () => {
    const script = getPreferencesHeadScript();
    expect(script.startsWith('(function(){')).toBe(true);
    expect(() => new Function(script)).not.toThrow();
  });

  it('a stored dark mode sets the dark colour scheme even when the OS prefers light', () => {
    const root = runScript(fakeStorage({ 'mui-mode': 'dark' }), false);
    expect(root.attributes['data-mui-color-scheme']).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('a stored light mode sets the light colour scheme even when the OS prefers dark', () => {
    const root = runScript(fakeStorage({ 'mui-mode': 'light' }), true);
    expect(root.attributes['data-mui-color-scheme']).toBe('light');
    expect(root.style.colorScheme).toBe('light');
  });

  it('a stored system mode follows an OS preference for dark', () => {
    const root = runScript(fakeStorage({ 'mui-mode': 'system' }), true);
    expect(root.attributes['data-mui-color-scheme']).toBe('dark');
  });

  it('a stored system mode follows an OS preference for light', () => {
    const root = runScript(fakeStorage({ 'mui-mode': 'system' }), false);
    expect(root.attributes['data-mui-color-scheme']).toBe('light');
  });

  it('no stored mode follows the system', () => {
    expect(runScript(fakeStorage({}), true).attributes['data-mui-color-scheme']).toBe('dark');
    expect(runScript(fakeStorage({}), false).attributes['data-mui-color-scheme']).toBe('light');
  });

  it('a garbage stored mode follows the system', () => {
    expect(runScript(fakeStorage({ 'mui-mode': 'purple' }), true).attributes['data-mui-color-scheme']).toBe('dark');
    expect(runScript(fakeStorage({ 'mui-mode': 'DARK' }), false).attributes['data-mui-color-scheme']).toBe('light');
  });

  it('storage that throws does not escape the script and the system preference is used', () => {
    const root = createRoot();
    const run = new Function('document', 'localStorage', 'window', getPreferencesHeadScript());
    expect(() => run({ documentElement: root }, throwingStorage, fakeWindow(true))).not.toThrow();
    expect(root.attributes['data-mui-color-scheme']).toBe('dark');
    expect(root.attributes.dir).toBeUndefined();
  });

  it('missing storage does not escape the script and the system preference is used', () => {
    const root = runScript(undefined, false);
    expect(root.attributes['data-mui-color-scheme']).toBe('light');
  });

  it('a browser without matchMedia paints light in system mode', () => {
    const root = runScript(fakeStorage({}), undefined);
    expect(root.attributes['data-mui-color-scheme']).toBe('light');
  });

  it('a stored rtl direction sets dir=rtl on the root element', () => {
    const root = runScript(fakeStorage({ 'mui-direction': 'rtl' }), false);
    expect(root.attributes.dir).toBe('rtl');
    expect(root.setAttribute).toHaveBeenCalledWith('dir', 'rtl');
  });

  it('a stored ltr or garbage direction leaves dir alone', () => {
    expect(runScript(fakeStorage({ 'mui-direction': 'ltr' }), false).attributes.dir).toBeUndefined();
    expect(runScript(fakeStorage({ 'mui-direction': 'RTL' }), false).attributes.dir).toBeUndefined();
  });

  it('applies the stored mode and direction together', () => {
    const root = runScript(fakeStorage({ 'mui-mode': 'dark', 'mui-direction': 'rtl' }), false);
    expect(root.attributes).toEqual({ 'data-mui-color-scheme': 'dark', dir: 'rtl' });
  });

  it('does not throw when the root element is missing', () => {
    const run = new Function('document', 'localStorage', 'window', getPreferencesHeadScript());
    expect(() => run({ documentElement: null }, fakeStorage({ 'mui-mode': 'dark' }), fakeWindow(false))).not.toThrow();
  });
});

describe('dense spacing before first paint', () => {
  it('a stored dense layout sets the 6px spacing unit inline', () => {
    expect(runScript(fakeStorage({ 'mui-dense': 'true' }), false).style.properties).toEqual({ '--mui-spacing': '6px' });
  });

  it('anything else leaves the spacing to the theme', () => {
    for (const value of ['false', 'TRUE', '1', '<script>']) {
      expect(runScript(fakeStorage({ 'mui-dense': value }), false).style.properties).toEqual({});
    }
    expect(runScript(throwingStorage, false).style.properties).toEqual({});
  });

  it('a stored spacing applies before first paint, and the dense layout still caps it', () => {
    expect(runScript(fakeStorage({ 'mui-spacing': '10' }), false).style.properties).toEqual({
      '--mui-spacing': '10px',
    });
    expect(runScript(fakeStorage({ 'mui-spacing': '4' }), false).style.properties).toEqual({ '--mui-spacing': '4px' });
    expect(runScript(fakeStorage({ 'mui-spacing': '10', 'mui-dense': 'true' }), false).style.properties).toEqual({
      '--mui-spacing': '6px',
    });
    expect(runScript(fakeStorage({ 'mui-spacing': '5', 'mui-dense': 'true' }), false).style.properties).toEqual({
      '--mui-spacing': '5px',
    });
  });

  it('a stored spacing out of range or not a number is ignored, like parseSpacing does', () => {
    for (const value of ['8', '3', '13', '99', '9.5', '-4', '1e1', ' 9', 'nine', '']) {
      expect(runScript(fakeStorage({ 'mui-spacing': value }), false).style.properties).toEqual({});
      expect(parseSpacing(value)).toBe(8);
    }
  });
});
