// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocsThemeProvider, useDocsTheme } from './DocsThemeProvider';
import { createLtrEmotionCache, loadRtlEmotionCache } from './emotionCache';

vi.mock('next/dynamic', () => ({ default: () => () => null }));

const wrapper = ({ children }: { children: ReactNode }) => <DocsThemeProvider>{children}</DocsThemeProvider>;

describe('useDocsTheme', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    document.documentElement.removeAttribute('dir');
  });

  it('throws a clear error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDocsTheme())).toThrow('Forgot to wrap component in ThemeProvider');
  });

  it('inside the provider, dispatching changes the state and sets dir on <html>', () => {
    const { result } = renderHook(() => useDocsTheme(), { wrapper });
    expect(result.current.state.spacing).toBe(8);
    act(() => result.current.dispatch({ type: 'CHANGE', payload: { direction: 'rtl' } }));
    expect(result.current.state.direction).toBe('rtl');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(localStorage.getItem('mui-direction')).toBe('rtl');
  });

  it('paints a chosen colour mode on <html> itself, as the head script does, and keeps an unchanged one', () => {
    document.documentElement.setAttribute('data-mui-color-scheme', 'light');
    const { result } = renderHook(() => useDocsTheme(), { wrapper });
    expect(document.documentElement.getAttribute('data-mui-color-scheme')).toBe('light');
    act(() => result.current.dispatch({ type: 'CHANGE', payload: { paletteMode: 'dark' } }));
    expect(document.documentElement.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
  });

  it('restores a stored direction and falls back to ltr for garbage', () => {
    localStorage.setItem('mui-direction', '<script>');
    const { result } = renderHook(() => useDocsTheme(), { wrapper });
    expect(result.current.state.direction).toBe('ltr');
  });
});

describe('Emotion caches', () => {
  it('keys the caches by direction and flips left/right only in the RTL one', async () => {
    const ltr = createLtrEmotionCache();
    const rtl = await loadRtlEmotionCache();
    expect(ltr.key).toBe('css');
    expect(rtl.key).toBe('rtl');
    const insertedRules = (cache: typeof ltr) => {
      const rules: string[] = [];
      cache.sheet.insert = (rule: string) => void rules.push(rule);
      cache.insert('.x', { name: 'x', styles: 'margin-left:4px;', next: undefined }, cache.sheet, true);
      return rules.join('');
    };
    expect(insertedRules(ltr)).toContain('margin-left:4px');
    expect(insertedRules(rtl)).toContain('margin-right:4px');
  });
});
