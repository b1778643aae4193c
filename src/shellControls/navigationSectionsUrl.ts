/**
 * Where a page's file of navigation sections is (writeNavigationSections): `../navigation/<html lang>.json` from the
 * integrations module named by the page's list of scripts. Null on a page without that list. The shell's inline
 * script embeds this function's source (installShellControls), so it names its ids itself; its test holds them to
 * PAGE_SCRIPTS_ID, INTEGRATIONS_ATTRIBUTE and the build's folder.
 */
export function navigationSectionsUrl(doc: Document): string | null {
  const integrations = doc.getElementById('__DOCS_SCRIPTS__')?.getAttribute('data-integrations');
  if (!integrations) {
    return null;
  }
  return new URL(`../navigation/${doc.documentElement.lang}.json`, new URL(integrations, doc.baseURI)).href;
}
