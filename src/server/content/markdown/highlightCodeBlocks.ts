import type { Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Language } from '@/i18n/languages';
import { localizePath } from '@/routing/pathnames';
import { codeBlockElement } from '../codeBlockElement';
import { highlightCode } from '../highlight';
import { parseFenceVersion } from '../snippets/snippetFence';
import type { ApiLinkResolver } from './linkApiMentions';

/**
 * Replaces each top-level fenced code block (`pre > code.language-x`) with its highlighted, labelled block and Copy
 * button, labelled in the page language. A block without a language is plain text; a fence's version label (```tsx v8)
 * is shown on the block, and names of documented components and interfaces in the code link to their API page.
 */
export async function highlightCodeBlocks(
  tree: HastRoot,
  options: { language: Language; resolveApiLink?: ApiLinkResolver },
): Promise<void> {
  const resolve = options.resolveApiLink ?? (() => null);
  const linkOf = (name: string) => {
    const href = resolve(name);
    return href ? localizePath(href, options.language) : null;
  };
  for (const [index, node] of tree.children.entries()) {
    const codeElement = node.type === 'element' && node.tagName === 'pre' ? node.children[0] : undefined;
    if (codeElement?.type !== 'element' || codeElement.tagName !== 'code') {
      continue;
    }
    const className = (codeElement.properties.className as string[] | undefined) ?? [];
    const codeLanguage = className.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? 'text';
    const code = toString(codeElement).replace(/\n$/, '');
    const version = parseFenceVersion((codeElement.data as { meta?: string } | undefined)?.meta);
    tree.children[index] = codeBlockElement(
      await highlightCode(code, codeLanguage),
      codeLanguage,
      options.language,
      version,
      linkOf,
    );
  }
}
