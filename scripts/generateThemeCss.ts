import fs from 'node:fs';
import path from 'node:path';
import { renderThemeCss } from '../src/theme/build/renderThemeCss';
import { THEME_CSS_PATH } from '../src/theme/staticThemeVariables';
import { initialThemeState } from '../src/theme/themeReducer';

/** Writes the default theme's global styles to a static stylesheet: pages ship them as CSS, not as inline styles. */
const css = renderThemeCss(initialThemeState);
fs.mkdirSync(path.dirname(THEME_CSS_PATH), { recursive: true });
if (!fs.existsSync(THEME_CSS_PATH) || fs.readFileSync(THEME_CSS_PATH, 'utf8') !== css) {
  fs.writeFileSync(THEME_CSS_PATH, css);
}
console.log(`Theme stylesheet: ${(css.length / 1024).toFixed(1)} KB written to ${THEME_CSS_PATH}.`);
