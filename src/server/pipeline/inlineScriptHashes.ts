import type { HtmlPage } from './htmlPage';
import { extractInlineScripts, hashInlineScript } from './securityHeaders';
import { PAGE_SCRIPTS_ID } from '@/boot/scriptLoader';
import { BUILD_MANIFEST_CALLBACK } from '@/server/nextExport/nextExportFormat';
import { readListedScripts } from './transforms/scriptsAfterFirstPaint';

/**
 * The hashes of every inline script the pages run, for the policy. Post-condition: a page that lists scripts for the
 * after-first-paint loader carries the loader in one of those inline scripts (the head's, src/boot/headScript.ts),
 * recognised by the names it reads, which minifying keeps; without it the page's scripts would never start.
 */
export function collectInlineScriptHashes(pages: HtmlPage[]): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    const scripts = extractInlineScripts(page.html);
    const carriesLoader = scripts.some(
      (script) => script.includes(PAGE_SCRIPTS_ID) && script.includes(BUILD_MANIFEST_CALLBACK),
    );
    if (readListedScripts(page.html).length > 0 && !carriesLoader) {
      throw new Error(`${page.path}: lists scripts for the after-first-paint loader but carries no inline loader.`);
    }
    scripts.forEach((script) => hashes.add(hashInlineScript(script)));
  }
  return [...hashes];
}
