import type { Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Language } from '@/i18n/languages';
import { codeBlockElement } from '../codeBlockElement';
import { highlightCode } from '../highlight';

/**
 * Replaces each top-level fenced code block (`pre > code.language-x`) with its highlighted, labelled block and Copy
 * button, labelled in the page language. A block without a language is plain text.
 */
export async function highlightCodeBlocks(tree: HastRoot, options: { language: Language }): Promise<void> {
  for (const [index, node] of tree.children.entries()) {
    const codeElement = node.type === 'element' && node.tagName === 'pre' ? node.children[0] : undefined;
    if (codeElement?.type !== 'element' || codeElement.tagName !== 'code') {
      continue;
    }
    const className = (codeElement.properties.className as string[] | undefined) ?? [];
    const codeLanguage = className.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? 'text';
    const code = toString(codeElement).replace(/\n$/, '');
    tree.children[index] = codeBlockElement(await highlightCode(code, codeLanguage), codeLanguage, options.language);
  }
}
