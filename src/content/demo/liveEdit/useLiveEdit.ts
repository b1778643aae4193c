import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { LiveEditorProps } from './LiveEditor';

/**
 * A demo's edits, one per styling and language (`editKey`): editing one leaves the other languages' code as it was.
 * `shown` is true once the runner displays the current edit, so the precompiled demo can go.
 */
export function useLiveEdit(editKey: string) {
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const edited = edits[editKey];
  return {
    edited,
    shown: edited !== undefined && shownKey === editKey,
    markShown: useCallback(() => setShownKey(editKey), [editKey]),
    edit: useCallback((code: string) => setEdits((current) => ({ ...current, [editKey]: code })), [editKey]),
    /** Forgets every edit; the editor reopens with the original code. */
    reset: useCallback(() => {
      setEdits({});
      setShownKey(null);
      setGeneration((value) => value + 1);
    }, []),
    /** Key of the editor element: a new one for another language or styling, and after a reset. */
    editorKey: `${editKey}.${generation}`,
  };
}

/** The editor's component, loaded the first time a demo's code is shown (never with the page). */
export function useLiveEditorComponent(enabled: boolean): ComponentType<LiveEditorProps> | null {
  const [editor, setEditor] = useState<ComponentType<LiveEditorProps> | null>(null);
  useEffect(() => {
    if (enabled && !editor) {
      // A failed download keeps the read-only code view; the next opening tries again.
      import('./LiveEditor').then(
        (module) => setEditor(() => module.LiveEditor),
        () => undefined,
      );
    }
  }, [enabled, editor]);
  return editor;
}
