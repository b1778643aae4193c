import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { sourceLocation } from './markdown/sourceLocation';
import { translate } from '@/i18n/translate';
import type { Language } from '@/i18n/languages';
import { gridApiMethodsTable } from './gridApiMethodsTable';
import { gridLocaleCoverageTable } from './gridLocaleCoverage';
import { pickersLocaleCoverageTable } from './pickersLocaleCoverage';

/**
 * Blocks computed at build time from the installed packages, placed with a leaf directive (`::name`, or
 * `::grid-api-methods{api="GridFilterApi"}` with its attributes).
 */
export const GENERATED_BLOCKS = {
  'grid-locale-coverage': gridLocaleCoverageTable,
  'pickers-locale-coverage': pickersLocaleCoverageTable,
  'grid-api-methods': (language: Language, attributes: Record<string, string | null | undefined>, filePath: string) =>
    gridApiMethodsTable(attributes.api ?? '', language, filePath),
} as const;

export const CALLOUT_KINDS = ['info', 'success', 'warning', 'error'] as const;
type CalloutKind = (typeof CALLOUT_KINDS)[number];

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** The text a text directive was written as: prose such as `16:9` or `a:hover` parses as one. */
export function textDirectiveSource(directive: TextDirective): string {
  const label = directive.children.map((child) => ('value' in child ? child.value : '')).join('');
  return `:${directive.name}${label ? `[${label}]` : ''}`;
}

/**
 * Turns the site's directives into HTML-ready nodes:
 * `:::info` … `:::` callouts, `:kbd[Ctrl]` keys, `::demo{name="BasicGrid"}` demo slots and
 * `::grid-api-methods{api="GridFilterApi"}` method tables.
 * Any other directive is an authoring error naming the file.
 */
export function remarkDocsDirectives(options: { language: Language; filePath: string }) {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') {
        return;
      }
      const directive = node as Directive;
      if (directive.type === 'textDirective' && directive.name !== 'kbd' && parent && index !== undefined) {
        // Prose such as "16:9" or "a:hover" parses as a text directive: give it back as the text it was.
        parent.children.splice(index, 1, { type: 'text', value: textDirectiveSource(directive) });
        return;
      }
      const data = (directive.data ??= {});
      if (directive.type === 'containerDirective' && CALLOUT_KINDS.includes(directive.name as CalloutKind)) {
        const kind = directive.name as CalloutKind;
        data.hName = 'div';
        data.hProperties = {
          role: 'note',
          className: ['callout', `callout-${kind}`],
          'aria-label': translate(options.language, `callout.${kind}`),
        };
        return;
      }
      if (directive.type === 'textDirective' && directive.name === 'kbd') {
        data.hName = 'kbd';
        data.hProperties = { className: ['key'] };
        return;
      }
      if (directive.type === 'leafDirective' && directive.name in GENERATED_BLOCKS && parent && index !== undefined) {
        parent.children.splice(
          index,
          1,
          GENERATED_BLOCKS[directive.name as keyof typeof GENERATED_BLOCKS](
            options.language,
            directive.attributes ?? {},
            options.filePath,
          ),
        );
        return;
      }
      if (directive.type === 'leafDirective' && directive.name === 'demo') {
        const name = directive.attributes?.name;
        if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
          throw new Error(
            `${sourceLocation(options.filePath, directive)}: ::demo needs name="ComponentName" (PascalCase), got ${JSON.stringify(name)}.`,
          );
        }
        data.hName = 'docs-demo';
        data.hProperties = { dataDemo: name };
        return;
      }
      throw new Error(
        `${sourceLocation(options.filePath, directive)}: unknown directive "${directive.name}". Use :::info, :::success, :::warning, :::error, :kbd[…], ::demo{name="…"}, ::grid-api-methods{api="…"}, ::grid-locale-coverage or ::pickers-locale-coverage.`,
      );
    });
  };
}
