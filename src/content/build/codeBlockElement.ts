import type { Element, ElementContent } from 'hast';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import type { CodeTokens } from '../codeTokens';
// The page swaps the advertised key for ⌘ on macOS once it runs (useStaticContentBehaviour).
import { copyButtonLabel, DEFAULT_SHORTCUT_KEY } from '../copyShortcut';

function tokenSpan([text, colorIndex]: [string, number], palette: string[]): Element {
  const [light, dark] = palette[colorIndex]!.split('|');
  return {
    type: 'element',
    tagName: 'span',
    properties: { style: `--shiki-light:${light};--shiki-dark:${dark}` },
    children: [{ type: 'text', value: text }],
  };
}

/**
 * A highlighted code block as static HTML: the scrolling, focusable `pre.shiki` (colours from `--shiki-light` /
 * `--shiki-dark`) and its Copy button. The page never hydrates it: one delegated listener (useStaticContentBehaviour)
 * makes the button and Ctrl/⌘+C copy the block.
 */
export function codeBlockElement(tokens: CodeTokens, codeLanguage: string, language: Language): Element {
  const lines: ElementContent[] = tokens.lines.flatMap((line, index) => {
    const span: Element = {
      type: 'element',
      tagName: 'span',
      properties: { className: ['line'] },
      children: line.map((token) => tokenSpan(token, tokens.palette)),
    };
    return index < tokens.lines.length - 1 ? [span, { type: 'text', value: '\n' }] : [span];
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataLanguage: codeLanguage },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {
          className: ['shiki'],
          tabIndex: 0,
          role: 'group',
          ariaLabel: translate(language, 'codeBlockLabel').replace('$language', codeLanguage),
        },
        children: [{ type: 'element', tagName: 'code', properties: {}, children: lines }],
      },
      {
        type: 'element',
        tagName: 'button',
        properties: {
          type: 'button',
          className: ['copy-button'],
          dataCopyCode: '',
          ariaLabel: copyButtonLabel(language, DEFAULT_SHORTCUT_KEY),
          ariaLive: 'polite',
          dataGaEventCategory: 'code',
          dataGaEventAction: 'copy',
        },
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['copy-label'] },
            children: [{ type: 'text', value: translate(language, 'copy') }],
          },
          {
            type: 'element',
            tagName: 'kbd',
            properties: { className: ['copy-hint'], ariaHidden: 'true' },
            children: [{ type: 'text', value: `${DEFAULT_SHORTCUT_KEY}+C` }],
          },
        ],
      },
    ],
  };
}
