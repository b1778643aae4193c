import { extractInlineScripts } from '@/server/pipeline/securityHeaders';

/**
 * The built page without the one inline script its head carries (src/boot/headScript.ts: preferences, shell
 * controls, early input, the loader), everything else kept: its JSON data and its stylesheet. Throws unless the page
 * has exactly one such script, so that a measurement never compares a page with itself or removes the wrong one.
 */
export function withoutHeadScript(html: string): string {
  const scripts = extractInlineScripts(html);
  if (scripts.length !== 1) {
    throw new Error(`A built page carries one inline script, the head's; this one has ${scripts.length}.`);
  }
  const element = `<script>${scripts[0]}</script>`;
  const at = html.indexOf(element);
  if (at < 0) {
    throw new Error("The page's inline script has attributes: it is not the head script as the build writes it.");
  }
  return html.slice(0, at) + html.slice(at + element.length);
}
