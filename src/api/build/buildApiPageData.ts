import { highlightCode } from '@/content/build/highlight';
import { getSitePages } from '@/content/build/site';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { getApiPagePathnames } from '../apiNavigation';
import type { ApiPageData, ApiSectionData } from '../apiPageData';
import { getApiPathname } from '../apiPathnames';
import { toNavPlan } from '../apiProducts';
import type { ApiEntry } from '../types';
import { findApiEntryByName, loadApiIndex } from './apiIndex';
import { buildApiSections } from './buildApiSections';
import { loadPageAnchors } from './loadPageAnchors';
import { createApiMarkdownRenderer, listAnchoredMuiXLinks, type ApiLinkResolver } from './renderApiMarkdown';

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

/**
 * Where an API page's JSDoc links go: a name to its API page (in the same product first), a page to this site,
 * an anchor to the closest one that page has (`anchors`: pathname → ids, loaded for the links of the page).
 */
export function getApiLinkResolver(
  product: string,
  anchors: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): ApiLinkResolver {
  const pathnames = new Set([...getApiPagePathnames(loadApiIndex()), ...getSitePages().map((page) => page.pathname)]);
  return {
    getApiPathname: (name) => {
      const target = findApiEntryByName(name, product) ?? findApiEntryByName(name);
      return target ? getApiPathname(target.product, target.slug) : undefined;
    },
    hasPage: (pathname) => pathnames.has(pathname),
    getAnchors: (pathname) => anchors.get(pathname),
  };
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

/** The one translated line under an API page's title, also its meta description. */
export function getApiSummary(entry: Pick<ApiEntry, 'kind' | 'name'>, language: Language): string {
  const summaryKey = entry.kind === 'component' ? 'api.componentDescription' : 'api.interfaceDescription';
  return translate(language, summaryKey).replace('$name', entry.name);
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
    imports: await highlight(entry.imports.join('\n')),
    definition,
  };
  const sections = [imports, ...buildApiSections(entry, language, render)];
  return {
    name: entry.name,
    summary: getApiSummary(entry, language),
    plan: toNavPlan(entry.plan) ?? null,
    descriptionHtml: render(entry.description),
    sections,
    toc: sections.map((section) => ({ id: section.id, text: section.title, level: 2 })),
  };
}
