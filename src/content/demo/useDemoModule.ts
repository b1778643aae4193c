import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { DemoModuleLoader } from './demoModuleLoader';

export type DemoModuleState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: Error };

const LOADING: DemoModuleState = { status: 'loading' };

/** A rejection can be anything; the error card needs a message. */
function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

/**
 * Loads a demo's module once `enabled` (the demo nears the viewport). A chunk that fails to download, or a module
 * that throws while it is evaluated, becomes `failed` instead of loading forever; `retry` loads it again (webpack
 * forgets a failed chunk, so the retry downloads it anew). `load` must keep its identity between renders.
 */
export function useDemoModule(
  modulePath: string,
  enabled: boolean,
  load: DemoModuleLoader,
): { state: DemoModuleState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ modulePath: string; attempt: number; state: DemoModuleState } | null>(null);

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let cancelled = false;
    const settle = (state: DemoModuleState) => {
      if (!cancelled) {
        // A transition: React renders the demo in slices, so a large demo does not block input for its whole render.
        startTransition(() => setSettled({ modulePath, attempt, state }));
      }
    };
    load(modulePath).then(
      (module) => settle({ status: 'ready', Component: module.default }),
      (reason: unknown) => settle({ status: 'failed', error: toError(reason) }),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, modulePath, attempt, load]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // A result belongs to one module and one attempt: switching styling variant or retrying shows "loading" again.
  const state =
    settled !== null && settled.modulePath === modulePath && settled.attempt === attempt ? settled.state : LOADING;
  return { state, retry };
}
