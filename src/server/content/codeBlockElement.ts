import type { Element, ElementContent } from 'hast';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import type { CodeTokens } from '@/content/codeTokens';
// The page swaps the advertised key for ⌘ on macOS once it runs (useStaticContentBehaviour).
import { copyButtonLabel, DEFAULT_SHORTCUT_KEY } from '@/content/copyShortcut';

/** The API page of a name in the code (`DataGridPro`, `GridColDef`), or null. */
export type CodeLinkResolver = (name: string) => string | null;

/** A token's colours as CSS variables, which the stylesheet picks from by colour mode. */
function colourStyle(pair: string): string {
  const [light, dark] = pair.split('|');
  return `--shiki-light:${light};--shiki-dark:${dark}`;
}

/**
 * The pair most of the block's tokens share (ties: the first met): the block's own colour, set once on its `pre`, so
 * that those tokens are bare text. Nearly half of a page's tokens are plain identifiers and spaces, and each span
 * repeated the same two colours.
 */
function commonestPair(tokens: CodeTokens): number | null {
  const counts = new Map<number, number>();
  for (const line of tokens.lines) {
    for (const [, colorIndex] of line) {
      counts.set(colorIndex, (counts.get(colorIndex) ?? 0) + 1);
    }
  }
  let best: number | null = null;
  for (const [index, count] of counts) {
    if (best === null || count > counts.get(best)!) {
      best = index;
    }
  }
  return best;
}

function tokenContent(
  [text, colorIndex]: [string, number],
  palette: string[],
  blockColour: number | null,
  linkOf: CodeLinkResolver,
): ElementContent {
  const href = /^[A-Z]\w+$/.test(text) ? linkOf(text) : null;
  const textNode: ElementContent = { type: 'text', value: text };
  const content: ElementContent = href
    ? { type: 'element', tagName: 'a', properties: { href, className: ['api-link'] }, children: [textNode] }
    : textNode;
  return colorIndex === blockColour
    ? content
    : {
        type: 'element',
        tagName: 'span',
        properties: { style: colourStyle(palette[colorIndex]!) },
        children: [content],
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
 * `--shiki-dark`, the block's commonest pair on the `pre` and the others on their tokens) and its Copy button; names `linkOf` resolves link to their API page. The page never hydrates it: one delegated listener (useStaticContentBehaviour)
 * makes the button and Ctrl/⌘+C copy the block.
 */
export function codeBlockElement(
  tokens: CodeTokens,
  codeLanguage: string,
  language: Language,
  version: string | null = null,
  linkOf: CodeLinkResolver = () => null,
): Element {
  const blockColour = commonestPair(tokens);
  const lines: ElementContent[] = tokens.lines.flatMap((line, index) => {
    const span: Element = {
      type: 'element',
      tagName: 'span',
      properties: { className: ['line'] },
      children: line.map((token) => tokenContent(token, tokens.palette, blockColour, linkOf)),
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
          style: blockColour === null ? undefined : colourStyle(tokens.palette[blockColour]!),
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
