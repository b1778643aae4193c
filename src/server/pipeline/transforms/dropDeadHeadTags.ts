import type { HtmlPage, HtmlTransform } from '../htmlPage';

const NOMODULE_SCRIPT = /<script\b[^>]*\snomodule\b[^>]*><\/script>/g;
const STYLE_PRELOAD = /<link rel="preload" href="([^"]+)" as="style"\/>/g;

/**
 * Tags Next writes that no browser able to run this site uses, in the bytes a phone downloads before it can paint
 * (decision 0027's first round trip):
 * - the `nomodule` polyfills: only a browser without ES modules runs them, and such a browser cannot parse the head's
 *   own script (minified for ES2020, minifyInlineScripts) nor Next's chunks;
 * - a stylesheet's `preload` right beside the `<link rel="stylesheet">` of the same file, which the parser finds as
 *   early.
 */
export function dropDeadHeadTags(html: string): string {
  return html
    .replace(NOMODULE_SCRIPT, '')
    .replace(STYLE_PRELOAD, (tag, href: string) => (html.includes(`<link rel="stylesheet" href="${href}"`) ? '' : tag));
}

/** Post-condition: no such tag is left. */
function findDeadHeadTags(html: string): string[] {
  return [dropDeadHeadTags(html)].flatMap((dropped) =>
    dropped === html ? [] : ['a nomodule script or a stylesheet preload beside its stylesheet is still in the page'],
  );
}

export const dropDeadHeadTagsTransform: HtmlTransform = {
  name: 'drop the nomodule polyfills and duplicate stylesheet preloads',
  appliesTo: (page: HtmlPage) => page.html.includes('nomodule') || page.html.includes('as="style"'),
  apply: dropDeadHeadTags,
  check: findDeadHeadTags,
};
