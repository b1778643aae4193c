import type { Components, Theme } from '@mui/material/styles';
import type { Language } from '@/i18n/languages';

async function importLocale(language: Language): Promise<Components<Theme>> {
  if (language === 'zh') {
    const [grid, pickers] = await Promise.all([
      import('@mui/x-data-grid/locales/zhCN'),
      import('@mui/x-date-pickers/locales/zhCN'),
    ]);
    return { ...grid.zhCN.components, ...pickers.zhCN.components };
  }
  const [grid, pickers] = await Promise.all([
    import('@mui/x-data-grid/locales/enUS'),
    import('@mui/x-date-pickers/locales/enUS'),
  ]);
  return { ...grid.enUS.components, ...pickers.enUS.components };
}

// One object per language: every demo of a page puts the same value in the theme, so the theme is built once.
const loaded = new Map<Language, Promise<Components<Theme>>>();

/**
 * The grid's and the pickers' own locale texts for a site language, as theme components: `enUS` on English pages,
 * `zhCN` on Chinese ones. Each language's packs are a small chunk of their own, loaded by the first demo of a page.
 * A failed load is forgotten, so the next demo tries again.
 */
export function loadDemoLocale(language: Language): Promise<Components<Theme>> {
  let components = loaded.get(language);
  if (!components) {
    components = importLocale(language);
    components.catch(() => loaded.delete(language));
    loaded.set(language, components);
  }
  return components;
}
