import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import type { CodeVariant } from '@/preferences/codePreferences';

// Colours are CSS variables (src/styles/content.css, `.live-editor`): both colour modes, contrast checked by axe.
const highlighting = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier], color: 'var(--live-code-keyword)' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--live-code-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--live-code-number)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--live-code-comment)' },
  { tag: [tags.typeName, tags.className, tags.tagName, tags.angleBracket], color: 'var(--live-code-type)' },
  { tag: [tags.function(tags.variableName), tags.attributeName], color: 'var(--live-code-function)' },
]);

export interface LiveEditorProps {
  /** The code the editor opens with; later changes come from the reader. */
  initialCode: string;
  variant: CodeVariant;
  /** Accessible name, e.g. "Code editor for the BasicGrid demo". */
  label: string;
  onChange: (code: string) => void;
}

/**
 * The demo's source as an editable, highlighted CodeMirror editor. Tab indents; Escape then Tab leaves it (CodeMirror
 * lets the next Tab move focus after Escape), so the keyboard is never trapped.
 */
export function LiveEditor({ initialCode, variant, label, onChange }: LiveEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialCode,
        extensions: [
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          javascript({ jsx: true, typescript: variant === 'TS' }),
          syntaxHighlighting(highlighting),
          // An explicit tabindex: axe only counts the scroller's editable content as focusable with one.
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              changed.current(update.state.doc.toString());
            }
          }),
        ],
      }),
    });
    return () => view.destroy();
    // The editor is created once per opening: the parent remounts it (key) for another language or a reset.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return <div ref={host} className="live-editor" data-language={variant === 'TS' ? 'tsx' : 'jsx'} />;
}
