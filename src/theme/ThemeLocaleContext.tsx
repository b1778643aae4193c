import type { Components, Theme } from '@mui/material/styles';
import { createContext, useContext } from 'react';

/** Lets demos add the components' locale defaults (e.g. the grid's zhCN texts) to the site theme. */
export const ThemeLocaleContext = createContext<(components: Components<Theme> | null) => void>(() => undefined);

export function useSetThemeLocale() {
  return useContext(ThemeLocaleContext);
}
