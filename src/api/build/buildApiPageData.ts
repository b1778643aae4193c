import { getApiRowIdPrefix } from '@/api/apiRowAnchors';
import { highlightCode } from '@/content/build/highlight';
import { getSitePages } from '@/content/build/site';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { getApiPagePathnames } from '../apiNavigation';
import type { ApiClassData, ApiPageData, ApiRowData, ApiSectionData, ApiSlotData } from '../apiPageData';
import { getApiPathname } from '../apiPathnames';
import { toNavPlan } from '../apiProducts';
import type { ApiEntry, ApiProp } from '../types';
import { findApiEntryByName, loadApiIndex } from './apiIndex';
import { createApiMarkdownRenderer, type ApiLinkResolver } from './renderApiMarkdown';

/**
 * Longest full type sent to the page. A few animated SVG components inline every CSS property in their `style`
 * type (300 000 characters); beyond this the table keeps the shortened type and points to the declarations.
 */
const MAX_FULL_TYPE_LENGTH = 10_000;

async function highlight(code: string) {
  return { tokens: await highlightCode(code, 'tsx') };
}

function toRow(prop: ApiProp, render: (markdown: string) => string): ApiRowData {
  return {
    name: prop.name,
    type: prop.type,
    fullType: prop.fullType && prop.fullType.length <= MAX_FULL_TYPE_LENGTH ? prop.fullType : null,
    fullTypeTooLong: (prop.fullType?.length ?? 0) > MAX_FULL_TYPE_LENGTH,
    default: prop.default ?? null,
    descriptionHtml: render(prop.description),
    required: prop.required,
    deprecatedHtml: prop.deprecated === undefined ? null : render(prop.deprecated),
    plan: toNavPlan(prop.plan) ?? null,
  };
}

function buildSections(
  entry: ApiEntry,
  language: Language,
  render: (markdown: string) => string,
  imports: ApiSectionData,
): ApiSectionData[] {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const rows = (id: string, title: string, rowIdPrefix: string, props: ApiProp[], methods = false): ApiSectionData[] =>
    props.length > 0
      ? [{ id, title, kind: 'rows', rowIdPrefix, rows: props.map((prop) => toRow(prop, render)), methods }]
      : [];
  if (entry.kind === 'interface') {
    return [
      imports,
      ...rows(
        'properties',
        t('api.properties'),
        getApiRowIdPrefix('property'),
        entry.members.filter((member) => !member.method),
      ),
      ...rows(
        'methods',
        t('api.methods'),
        getApiRowIdPrefix('method'),
        entry.members.filter((member) => member.method),
        true,
      ),
    ];
  }
  const slots: ApiSlotData[] = entry.slots.map((slot) => ({
    name: slot.name,
    default: slot.default ?? null,
    descriptionHtml: render(slot.description),
  }));
  const classes: ApiClassData[] = entry.classes.map((item) => ({
    key: item.key,
    className: item.className,
    descriptionHtml: render(item.description),
  }));
  return [
    imports,
    ...rows('props', t('api.props'), getApiRowIdPrefix('prop'), entry.props),
    ...(slots.length > 0 ? [{ id: 'slots', title: t('api.slots'), kind: 'slots' as const, slots }] : []),
    ...(classes.length > 0
      ? [{ id: 'css-classes', title: t('api.cssClasses'), kind: 'classes' as const, classes }]
      : []),
  ];
}

/** Where an API page's JSDoc links go: a name to its API page (in the same product first), a page to this site. */
export function getApiLinkResolver(product: string): ApiLinkResolver {
  const pathnames = new Set([...getApiPagePathnames(loadApiIndex()), ...getSitePages().map((page) => page.pathname)]);
  return {
    getApiPathname: (name) => {
      const target = findApiEntryByName(name, product) ?? findApiEntryByName(name);
      return target ? getApiPathname(target.product, target.slug) : undefined;
    },
    hasPage: (pathname) => pathnames.has(pathname),
  };
}

/** The one translated line under an API page's title, also its meta description. */
export function getApiSummary(entry: Pick<ApiEntry, 'kind' | 'name'>, language: Language): string {
  const summaryKey = entry.kind === 'component' ? 'api.componentDescription' : 'api.interfaceDescription';
  return translate(language, summaryKey).replace('$name', entry.name);
}

/** Renders an API entry for its page in a language: Markdown to HTML, imports highlighted, sections and TOC. */
export async function buildApiPageData(entry: ApiEntry, language: Language): Promise<ApiPageData> {
  const render = createApiMarkdownRenderer(language, getApiLinkResolver(entry.product));
  const definition = entry.kind === 'interface' && entry.definition ? await highlight(entry.definition) : null;
  const imports: ApiSectionData = {
    id: 'import',
    title: translate(language, 'api.import'),
    kind: 'import',
    imports: await highlight(entry.imports.join('\n')),
    definition,
  };
  const sections = buildSections(entry, language, render, imports);
  return {
    name: entry.name,
    summary: getApiSummary(entry, language),
    plan: toNavPlan(entry.plan) ?? null,
    descriptionHtml: render(entry.description),
    sections,
    toc: sections.map((section) => ({ id: section.id, text: section.title, level: 2 })),
  };
}
