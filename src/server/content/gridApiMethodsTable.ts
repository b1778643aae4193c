import type { Root as MdastRoot, PhrasingContent, Table, TableCell, TableRow } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { getApiLinkResolver } from '@/server/api/getApiLinkResolver';
import { findFeatureApi } from '@/server/api/loadFeatureApis';
import { resolveTypeLinks, toInternalApiLink, type ApiLinkResolver } from '@/server/api/renderApiMarkdown';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { PRODUCT_SLUGS } from '@/routing/products';

/** Id of a method's row: `GridFilterApi-setFilterModel`, unique on a page that shows several tables. */
export function getGridApiMethodRowId(api: string, method: string): string {
  return `${api}-${method}`;
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * A JSDoc description as the phrasing a table cell holds: `[[GridFilterModel]]` and mui.com links resolved as on the
 * API pages, paragraphs and `@param` list items separated by line breaks.
 */
function toCellContent(markdown: string, links: ApiLinkResolver): PhrasingContent[] {
  const tree = parser.parse(resolveTypeLinks(markdown, links.getApiPathname)) as MdastRoot;
  visit(tree, 'link', (link) => {
    link.url = toInternalApiLink(link.url, links.hasPage);
  });
  const blocks: PhrasingContent[][] = [];
  visit(tree, 'paragraph', (paragraph) => {
    blocks.push(paragraph.children);
  });
  return blocks.flatMap((children, index) => (index === 0 ? children : [{ type: 'break' }, ...children]));
}

const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

/**
 * The `::grid-api-methods{api="GridFilterApi"}` block: a table of the feature's `apiRef` methods as the installed
 * declarations give them (name linking to its own row, signature, description, plan). A GFM table, so the page and
 * its Markdown twin show the same rows.
 */
export function gridApiMethodsTable(api: string, language: Language, filePath: string): Table {
  const featureApi = findFeatureApi(api, filePath);
  const links = getApiLinkResolver(PRODUCT_SLUGS['x-data-grid']);
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const header: TableRow = {
    type: 'tableRow',
    children: [t('api.name'), t('api.signature'), t('api.description'), t('api.plan')].map((text) =>
      cell([{ type: 'text', value: text }]),
    ),
  };
  const rows = featureApi.members.map((member): TableRow => {
    const id = getGridApiMethodRowId(featureApi.name, member.name);
    return {
      type: 'tableRow',
      data: { hProperties: { id } },
      children: [
        cell([{ type: 'link', url: `#${id}`, children: [{ type: 'inlineCode', value: member.name }] }]),
        cell([{ type: 'inlineCode', value: member.type }]),
        cell(toCellContent(member.description, links)),
        cell([{ type: 'text', value: t(`api.plan.${member.plan ?? featureApi.plan}`) }]),
      ],
    };
  });
  return { type: 'table', align: header.children.map(() => null), children: [header, ...rows] };
}
