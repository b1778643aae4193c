/**
 * The stylesheet that draws each plain icon: its path as an SVG data URL in a custom property, which `.plain-icon`
 * (src/styles/content.css) uses as a mask over the text colour. Icons live in the cached stylesheet rather than in
 * every page's markup, so a page's first download carries none of their path data.
 */
export function iconStylesheet(paths: Record<string, string>): string {
  const rules = Object.entries(paths).map(([name, path]) => {
    if (!/^[\d\s.,a-zA-Z-]+$/.test(path) || !/^[A-Za-z]+$/.test(name)) {
      throw new Error(`The ${name} icon's path cannot be written into a data URL as it is: ${path.slice(0, 40)}`);
    }
    const svg = `%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='${path}'/%3E%3C/svg%3E`;
    return `.plain-icon[data-icon='${name}']{--plain-icon:url("data:image/svg+xml,${svg}")}`;
  });
  return `/* Written by scripts/generateIcons.ts from @mui/icons-material. */\n${rules.join('\n')}\n`;
}
