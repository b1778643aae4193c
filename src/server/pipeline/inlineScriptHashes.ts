import type { HtmlPage } from './htmlPage';
import { extractInlineScripts, hashInlineScript } from './securityHeaders';
import { minifyScript } from './transforms/minifyInlineScripts';
import { SCRIPT_LOADER, readListedScripts } from './transforms/scriptsAfterFirstPaint';

/**
 * The hashes of every inline script the pages run, for the policy. Post-condition: when a page lists scripts for
 * the after-first-paint loader, the loader's own hash (minified, as the pages carry it) is among them (or the policy
 * would block every page's scripts).
 */
export function collectInlineScriptHashes(pages: HtmlPage[]): string[] {
  const hashes = new Set(pages.flatMap((page) => extractInlineScripts(page.html).map(hashInlineScript)));
  const listing = pages.find((page) => readListedScripts(page.html).length > 0);
  if (listing && !hashes.has(hashInlineScript(minifyScript(SCRIPT_LOADER)))) {
    throw new Error(`${listing.path}: the after-first-paint loader is not among the inline scripts the policy allows.`);
  }
  return [...hashes];
}
