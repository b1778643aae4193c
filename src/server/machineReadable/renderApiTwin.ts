import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { resolveTypeLinks, toInternalApiLink } from '@/server/api/renderApiMarkdown';
import type { ApiIndexPageData } from '@/api/apiPageData';
import type { ApiEntry, ApiProp } from '@/api/types';
import type { Language } from '@/i18n/languages';
import { translate, type TranslationKey } from '@/i18n/translate';
import { localizePath } from '@/routing/pathnames';
import { toAbsoluteUrl } from '@/routing/siteUrl';
import { stringifyMarkdown, toSingleLine, twinHeader } from './markdownTwinText';
import { remarkAbsoluteLinks } from './remarkAbsoluteLinks';

export interface ApiTwinContext {
  language: Language;
  siteUrl: string;
  /** The API page of an exported name (`/x/api/data-grid/grid-col-def/`), if it has one. */
  getApiPathname: (name: string) => string | undefined;
  /** Whether this site has a page at a pathname (a mui.com link to it becomes a link here). */
  hasPage: (pathname: string) => boolean;
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** JSDoc Markdown with `[[Type]]` links resolved, mui.com links to this site's pages rewritten and every link absolute. */
function jsDocMarkdown(markdown: string, pathname: string, context: ApiTwinContext): string {
  if (!markdown.trim()) {
    return '';
  }
  const tree = parser.parse(resolveTypeLinks(markdown, context.getApiPathname)) as Root;
  // A mui.com link to a page this site has becomes a link here, as on the HTML page; then every link gets the origin.
  visit(tree, 'link', (node) => {
    node.url = toInternalApiLink(node.url, context.hasPage);
  });
  remarkAbsoluteLinks({ language: context.language, pathname, siteUrl: context.siteUrl })(tree);
  return stringifyMarkdown(tree);
}

/** A table cell: one line, pipes escaped (GFM splits cells at a bare `|`, even inside a code span). */
function cell(markdown: string): string {
  return toSingleLine(markdown).replace(/\|/g, '\\|');
}

/** A code span that survives any backticks in the code. */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return text.includes('`') ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

function table(headers: string[], rows: string[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function section(title: string, content: string): string {
  return `## ${title}\n\n${content}`;
}

function propRows(props: ApiProp[], pathname: string, context: ApiTwinContext, methods: boolean): string[][] {
  const t = (key: TranslationKey) => translate(context.language, key);
  return props.map((prop) => {
    const markers = [
      prop.required && !methods ? t('api.required') : null,
      prop.plan && prop.plan !== 'community' ? t(`plan.${prop.plan}`) : null,
    ].filter(Boolean);
    const deprecated =
      prop.deprecated === undefined
        ? ''
        : `**${t('api.deprecated')}**${prop.deprecated ? `: ${jsDocMarkdown(prop.deprecated, pathname, context)}` : ''} `;
    const name = `${code(prop.name)}${markers.length > 0 ? ` (${markers.join(', ')})` : ''}`;
    const description = `${deprecated}${jsDocMarkdown(prop.description, pathname, context)}`;
    return methods
      ? [name, code(prop.type), description]
      : [name, code(prop.type), prop.default ? code(prop.default) : '', description];
  });
}

/**
 * The Markdown twin of an API page (`/x/api/data-grid/data-grid-pro.md`): the name, its import lines, its JSDoc,
 * then tables of props (name, type, default, description), slots and CSS classes, or an interface's properties
 * and methods. From the same generated/api/ entry as the HTML page, in the page's language.
 */
export function renderApiTwin(entry: ApiEntry, pathname: string, summary: string, context: ApiTwinContext): string {
  const t = (key: TranslationKey) => translate(context.language, key);
  const columns = [t('api.name'), t('api.type'), t('api.default'), t('api.description')];
  const definition = entry.kind === 'interface' && entry.definition ? `\n\n\`\`\`tsx\n${entry.definition}\n\`\`\`` : '';
  const sections = [section(t('api.import'), `\`\`\`tsx\n${entry.imports.join('\n')}\n\`\`\`${definition}`)];
  if (entry.kind === 'component') {
    if (entry.props.length > 0) {
      sections.push(section(t('api.props'), table(columns, propRows(entry.props, pathname, context, false))));
    }
    if (entry.slots.length > 0) {
      const rows = entry.slots.map((slot) => [
        code(slot.name),
        slot.default ? code(slot.default) : '',
        jsDocMarkdown(slot.description, pathname, context),
      ]);
      sections.push(section(t('api.slots'), table([t('api.name'), t('api.default'), t('api.description')], rows)));
    }
    if (entry.classes.length > 0) {
      const rows = entry.classes.map((item) => [
        code(item.key),
        code(item.className),
        jsDocMarkdown(item.description, pathname, context),
      ]);
      sections.push(
        section(t('api.cssClasses'), table([t('api.ruleName'), t('api.className'), t('api.description')], rows)),
      );
    }
  } else {
    const properties = entry.members.filter((member) => !member.method);
    const methods = entry.members.filter((member) => member.method);
    if (properties.length > 0) {
      sections.push(section(t('api.properties'), table(columns, propRows(properties, pathname, context, false))));
    }
    if (methods.length > 0) {
      sections.push(
        section(
          t('api.methods'),
          table([t('api.name'), t('api.type'), t('api.description')], propRows(methods, pathname, context, true)),
        ),
      );
    }
  }
  const header = twinHeader({
    title: entry.name,
    description: summary,
    url: toAbsoluteUrl(localizePath(pathname, context.language), context.siteUrl),
  });
  const description = jsDocMarkdown(entry.description, pathname, context);
  return `${[header, description, ...sections].filter(Boolean).join('\n\n')}\n`;
}

/** The Markdown twin of a product's API overview: one list of links per package, then the interfaces. */
export function renderApiIndexTwin(
  page: ApiIndexPageData,
  pathname: string,
  context: Pick<ApiTwinContext, 'language' | 'siteUrl'>,
): string {
  const url = (path: string) => toAbsoluteUrl(localizePath(path, context.language), context.siteUrl);
  const groups = page.groups.map((group) =>
    section(
      group.title,
      group.links
        .map(
          (link) =>
            `- [${link.name}](${url(link.pathname)})${link.plan ? ` (${translate(context.language, `plan.${link.plan}`)})` : ''}`,
        )
        .join('\n'),
    ),
  );
  return `${[twinHeader({ title: page.title, description: page.summary, url: url(pathname) }), ...groups].join('\n\n')}\n`;
}
