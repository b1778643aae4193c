import { highlightCode } from '@/server/content/highlight';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { API_PACKAGES } from '@/api/apiPackages';
import type { ApiPageData, ApiSectionData } from '@/api/apiPageData';
import { toNavPlan } from '@/api/apiProducts';
import type { ApiEntry } from '@/api/types';
import { buildApiSections } from './buildApiSections';
import { buildUsedInSection } from './buildUsedInSection';
import { loadPageAnchors } from './loadPageAnchors';
import { getApiLinkResolver } from './getApiLinkResolver';
import { createApiMarkdownRenderer, listAnchoredMuiXLinks } from './renderApiMarkdown';

export { getApiLinkResolver };

async function highlight(code: string) {
  return { tokens: await highlightCode(code, 'tsx') };
}

/** Every Markdown text of an entry: its description, and its rows' descriptions and deprecation messages. */
function listEntryMarkdown(entry: ApiEntry): string[] {
  const props = entry.kind === 'component' ? entry.props : entry.members;
  const others = entry.kind === 'component' ? [...entry.slots, ...entry.classes] : [];
  return [
    entry.description,
    ...props.flatMap((prop) => [prop.description, prop.deprecated ?? '']),
    ...others.map((row) => row.description),
  ];
}

/** The anchors, in a language, of the pages an entry's JSDoc links to with an `#anchor`. */
export async function loadLinkedAnchors(entry: ApiEntry, language: Language): Promise<Map<string, Set<string>>> {
  const pathnames = new Set(
    listEntryMarkdown(entry)
      .flatMap(listAnchoredMuiXLinks)
      .map((link) => link.pathname),
  );
  const anchors = new Map<string, Set<string>>();
  for (const pathname of pathnames) {
    const found = await loadPageAnchors(pathname, language);
    if (found) {
      anchors.set(pathname, found);
    }
  }
  return anchors;
}

/** Each import line ends with the plan of its package (`// Pro`), so a reader sees which one they have. */
export function labelImports(imports: readonly string[], language: Language): string[] {
  return imports.map((line) => {
    const packageName = /from '([^']+)'/.exec(line)?.[1];
    const plan = API_PACKAGES.find((apiPackage) => apiPackage.name === packageName)?.plan;
    return plan ? `${line} // ${translate(language, `api.plan.${plan}`)}` : line;
  });
}

/** The one translated line under an API page's title, also its meta description. */
export function getApiSummary(entry: Pick<ApiEntry, 'kind' | 'name'>, language: Language): string {
  const summaryKey = entry.kind === 'component' ? 'api.componentDescription' : 'api.interfaceDescription';
  return translate(language, summaryKey, { name: entry.name });
}

/** Renders an API entry for its page in a language: Markdown to HTML, imports highlighted, sections and TOC. */
export async function buildApiPageData(entry: ApiEntry, language: Language): Promise<ApiPageData> {
  const links = getApiLinkResolver(entry.product, await loadLinkedAnchors(entry, language));
  const render = createApiMarkdownRenderer(language, links);
  const definition = entry.kind === 'interface' && entry.definition ? await highlight(entry.definition) : null;
  const imports: ApiSectionData = {
    id: 'import',
    title: translate(language, 'api.import'),
    kind: 'import',
    imports: await highlight(labelImports(entry.imports, language).join('\n')),
    definition,
  };
  const sections = [imports, ...buildUsedInSection(entry, language), ...buildApiSections(entry, language, render)];
  return {
    name: entry.name,
    summary: getApiSummary(entry, language),
    plan: toNavPlan(entry.plan) ?? null,
    descriptionHtml: render(entry.description),
    sections,
    toc: sections.map((section) => ({ id: section.id, text: section.title, level: 2 })),
  };
}
