import type { Element, ElementContent } from 'hast';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import type { CodeTokens } from '@/content/codeTokens';
// The page swaps the advertised key for ⌘ on macOS once it runs (useStaticContentBehaviour).
import { copyButtonLabel, DEFAULT_SHORTCUT_KEY } from '@/content/copyShortcut';

/** The API page of a name in the code (`DataGridPro`, `GridColDef`), or null. */
export type CodeLinkResolver = (name: string) => string | null;

function tokenSpan([text, colorIndex]: [string, number], palette: string[], linkOf: CodeLinkResolver): Element {
  const [light, dark] = palette[colorIndex]!.split('|');
  const href = /^[A-Z]\w+$/.test(text) ? linkOf(text) : null;
  const textNode: ElementContent = { type: 'text', value: text };
  return {
    type: 'element',
    tagName: 'span',
    properties: { style: `--shiki-light:${light};--shiki-dark:${dark}` },
    children: href
      ? [{ type: 'element', tagName: 'a', properties: { href, className: ['api-link'] }, children: [textNode] }]
      : [textNode],
  };
}

/** The version a block is written for (a migration guide's v6 or v8 side), shown above its code. */
function versionLabel(version: string): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['code-version'] },
    children: [{ type: 'text', value: version }],
  };
}

/**
 * A highlighted code block as static HTML: the scrolling, focusable `pre.shiki` (colours from `--shiki-light` /
 * `--shiki-dark`) and its Copy button; names `linkOf` resolves link to their API page. The page never hydrates it: one delegated listener (useStaticContentBehaviour)
 * makes the button and Ctrl/⌘+C copy the block.
 */
export function codeBlockElement(
  tokens: CodeTokens,
  codeLanguage: string,
  language: Language,
  version: string | null = null,
  linkOf: CodeLinkResolver = () => null,
): Element {
  const lines: ElementContent[] = tokens.lines.flatMap((line, index) => {
    const span: Element = {
      type: 'element',
      tagName: 'span',
      properties: { className: ['line'] },
      children: line.map((token) => tokenSpan(token, tokens.palette, linkOf)),
    };
    return index < tokens.lines.length - 1 ? [span, { type: 'text', value: '\n' }] : [span];
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataLanguage: codeLanguage, dataVersion: version ?? undefined },
    children: [
      ...(version ? [versionLabel(version)] : []),
      {
        type: 'element',
        tagName: 'pre',
        properties: {
          className: ['shiki'],
          tabIndex: 0,
          role: 'group',
          ariaLabel: translate(language, 'codeBlockLabel', {
            language: [codeLanguage, version].filter(Boolean).join(' '),
          }),
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
          // What the shell's script (src/shellControls) says once copied, before React has loaded.
          dataCopiedLabel: translate(language, 'copied'),
          ariaLabel: copyButtonLabel((key, values) => translate(language, key, values), DEFAULT_SHORTCUT_KEY),
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
