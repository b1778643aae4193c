/**
 * Where a page's file of navigation sections is (writeNavigationSections): `navigation/<html lang>.json` beside the
 * folder of the integrations module that the page's list of scripts names, as a path from the site's root. Null on a
 * page without that list. The shell's inline script embeds this function's source (installShellControls), so it
 * names its ids itself; its test holds them to PAGE_SCRIPTS_ID, INTEGRATIONS_ATTRIBUTE and the build's folder.
 */
export function navigationSectionsUrl(doc: Document): string | null {
  const integrations = doc.getElementById('__DOCS_SCRIPTS__')?.getAttribute('data-integrations');
  return integrations ? integrations.replace(/[^/]+\/[^/]*$/, `navigation/${doc.documentElement.lang}.json`) : null;
}
