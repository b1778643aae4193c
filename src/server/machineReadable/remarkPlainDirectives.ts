import type { BlockContent, Code, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { CALLOUT_KINDS, GENERATED_BLOCKS, textDirectiveSource } from '@/server/content/remarkDocsDirectives';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';

export interface PlainDirectivesOptions {
  language: Language;
  filePath: string;
  /** The TypeScript source of a demo of the page, as its page shows it. */
  loadDemoSource: (name: string) => Promise<string>;
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** A callout as a blockquote opening with its bold label: `> **Warning:** …`. */
function calloutToBlockquote(directive: ContainerDirective, label: string): RootContent {
  const children = directive.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
  const strong: PhrasingContent = { type: 'strong', children: [{ type: 'text', value: `${label}:` }] };
  const [first, ...rest] = children;
  const opening: BlockContent[] =
    first?.type === 'paragraph'
      ? [{ ...first, children: [strong, { type: 'text', value: ' ' }, ...first.children] }, ...(rest as BlockContent[])]
      : [{ type: 'paragraph', children: [strong] }, ...(children as BlockContent[])];
  return { type: 'blockquote', children: opening };
}

/** The caption line and TypeScript code block that stand where a demo slot was. */
export function demoToCode(name: string, source: string): [Paragraph, Code] {
  return [
    {
      type: 'paragraph',
      children: [
        { type: 'strong', children: [{ type: 'text', value: `Demo: ${name}` }] },
        { type: 'text', value: ' (' },
        { type: 'inlineCode', value: `${name}.tsx` },
        { type: 'text', value: ')' },
      ],
    },
    { type: 'code', lang: 'tsx', value: source },
  ];
}

/**
 * Turns the site's directives into plain Markdown for the Markdown twins: callouts become blockquotes with a bold
 * label, `:kbd[Ctrl]` becomes `Ctrl`, a `::demo` slot becomes its TypeScript source and the computed tables their
 * table. The page's own transform (`remarkDocsDirectives`) rejects unknown directives first, so none are expected.
 */
export function remarkPlainDirectives(options: PlainDirectivesOptions) {
  return async (tree: Root) => {
    const demos: { parent: { children: RootContent[] }; node: LeafDirective; name: string }[] = [];
    visit(tree, (node, index, parent) => {
      if (
        !parent ||
        index === undefined ||
        (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective')
      ) {
        return undefined;
      }
      const directive = node as Directive;
      const siblings = parent.children as RootContent[];
      if (directive.type === 'textDirective') {
        const value =
          directive.name === 'kbd'
            ? directive.children.map((child) => ('value' in child ? child.value : '')).join('')
            : textDirectiveSource(directive);
        siblings.splice(index, 1, { type: 'text', value });
        return undefined;
      }
      if (directive.type === 'containerDirective' && (CALLOUT_KINDS as readonly string[]).includes(directive.name)) {
        siblings.splice(
          index,
          1,
          calloutToBlockquote(
            directive,
            translate(options.language, `callout.${directive.name as (typeof CALLOUT_KINDS)[number]}`),
          ),
        );
        // Visit the callout's content too: it may hold keys.
        return index;
      }
      if (directive.type === 'leafDirective' && directive.name in GENERATED_BLOCKS) {
        const block = GENERATED_BLOCKS[directive.name as keyof typeof GENERATED_BLOCKS];
        siblings.splice(index, 1, block(options.language, directive.attributes ?? {}, options.filePath));
        return undefined;
      }
      if (directive.type === 'leafDirective' && directive.name === 'demo' && directive.attributes?.name) {
        demos.push({ parent: parent as { children: RootContent[] }, node: directive, name: directive.attributes.name });
        return undefined;
      }
      throw new Error(`${options.filePath}: no plain Markdown for the directive "${directive.name}".`);
    });
    for (const { parent, node, name } of demos) {
      const source = await options.loadDemoSource(name);
      parent.children.splice(parent.children.indexOf(node), 1, ...demoToCode(name, source));
    }
  };
}
