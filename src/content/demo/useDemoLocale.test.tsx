// @vitest-environment jsdom
import type { Components, Theme } from '@mui/material/styles';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/i18n/languages';
import { ThemeLocaleContext } from '@/theme/ThemeLocaleContext';
import { useDemoLocale } from './useDemoLocale';
import { InLanguage } from '@/i18n/strings/InLanguage';

const GRID_EN = { MuiDataGrid: { defaultProps: { localeText: { toolbarExport: 'Export' } } } } as Components<Theme>;

function renderDemoLocale(language: Language, load: (language: Language) => Promise<Components<Theme>>) {
  const setThemeLocale = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InLanguage language={language}>
      <ThemeLocaleContext.Provider value={setThemeLocale}>{children}</ThemeLocaleContext.Provider>
    </InLanguage>
  );
  const { result } = renderHook(() => useDemoLocale(load), { wrapper });
  return { result, setThemeLocale };
}

describe('useDemoLocale', () => {
  it('puts the loaded locale texts of the page language in the theme, then reports ready', async () => {
    const load = vi.fn(() => Promise.resolve(GRID_EN));
    const { result, setThemeLocale } = renderDemoLocale('en', load);
    expect(result.current).toBe(false);
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledWith('en');
    expect(setThemeLocale).toHaveBeenLastCalledWith(GRID_EN);
    expect(result.current).toBe(true);
  });

  it('a locale that fails to load falls back to the default texts and the demo renders anyway', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const load = () => Promise.reject(new Error('Loading chunk 42 failed.'));
      const { result, setThemeLocale } = renderDemoLocale('zh', load);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(setThemeLocale).toHaveBeenLastCalledWith(null);
      expect(result.current).toBe(true);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
