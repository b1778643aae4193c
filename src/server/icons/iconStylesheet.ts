/** Each icon's cell in the sprite, in the 24-unit grid Material icons are drawn on. */
const CELL = 24;

/**
 * The stylesheet that draws each plain icon: one SVG data URL holding every icon side by side, a cell each, in the
 * custom property `--plain-icon`, which `.plain-icon` (src/styles/content.css) uses as a mask over the text colour,
 * sized to `--plain-icon-size` and moved to the icon's cell by `--plain-icon-x`. One image rather than one per icon:
 * the browser makes a small document of each SVG image the first time it draws it (1-2 ms each on a fast machine,
 * in the page's first frame). Icons live in the cached stylesheet rather than in every page's markup, so a page's
 * first download carries none of their path data.
 */
export function iconStylesheet(paths: Record<string, string>): string {
  const names = Object.keys(paths);
  const drawn = names.map((name, index) => {
    const path = paths[name]!;
    if (!/^[\d\s.,a-zA-Z-]+$/.test(path) || !/^[A-Za-z]+$/.test(name)) {
      throw new Error(`The ${name} icon's path cannot be written into a data URL as it is: ${path.slice(0, 40)}`);
    }
    return `%3Cpath transform='translate(${index * CELL})' d='${path}'/%3E`;
  });
  const svg = `%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${names.length * CELL} ${CELL}'%3E${drawn.join('')}%3C/svg%3E`;
  // A mask wider than its box is placed by percentage: p % of (box - mask) moves it left by the icon's whole cells.
  const positions = names.map((name, index) => {
    const x = names.length > 1 ? (index * 100) / (names.length - 1) : 0;
    return `.plain-icon[data-icon='${name}']{--plain-icon-x:${Number(x.toFixed(4))}%}`;
  });
  return [
    '/* Written by scripts/generateIcons.ts from @mui/icons-material. */',
    `.plain-icon{--plain-icon:url("data:image/svg+xml,${svg}");--plain-icon-size:${names.length * 100}% 100%}`,
    ...positions,
    '',
  ].join('\n');
}
