import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Copies text and reports `copied` for `durationMs`. Each copy restarts the timer; unmounting clears it, and a
 * clipboard write that settles after unmounting starts nothing (no timer, no state update).
 * A clipboard failure (permission denied, insecure context) is ignored on purpose: nothing to show the reader.
 */
export function useCopyFeedback(durationMs: number): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        return;
      }
      if (!mounted.current) {
        return;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), durationMs);
    },
    [durationMs],
  );
  return { copied, copy };
}
