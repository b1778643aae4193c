import path from 'node:path';
import { renderThemeCss } from '../src/server/theme/renderThemeCss';
import { THEME_CSS_PATH } from '../src/theme/staticThemeVariables';
import { initialThemeState } from '../src/theme/themeReducer';
import { writeIfChanged } from './writeIfChanged';

/** Writes the default theme's global styles to a static stylesheet: pages ship them as CSS, not as inline styles. */
export function writeThemeCss(): string {
  const css = renderThemeCss(initialThemeState);
  writeIfChanged(THEME_CSS_PATH, css);
  return `${(css.length / 1024).toFixed(1)} KB written to ${THEME_CSS_PATH}.`;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(`Theme stylesheet: ${writeThemeCss()}`);
}
