import fs from 'node:fs';
import path from 'node:path';

/**
 * An SVG as a `data:` URL, percent-encoding only what a URL or an HTML attribute cannot hold as is: `#` would start a
 * fragment, and quotes (`%22`, `%27`) would otherwise be written as six-character entities by React. Smaller than
 * base64, and it compresses with the page.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ');
  return `data:image/svg+xml,${text.replace(/[%#<>?[\\\]^`{|}"']/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

let favicon: string | undefined;

/**
 * The site's icon, inlined in each page's head from the file the site also serves (public/x/favicon.svg): as a link
 * to the file, the browser asked for it while the page was painting, and Lighthouse's simulation then counted that
 * request, on some runs and not others, before the largest paint (decision 0034).
 */
export function faviconDataUrl(): string {
  // Read once per process: the document renders it for each of the build's pages.
  favicon ??= svgDataUrl(fs.readFileSync(path.join(process.cwd(), 'public', 'x', 'favicon.svg'), 'utf8'));
  return favicon;
}
