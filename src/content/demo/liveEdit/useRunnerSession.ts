import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CodeVariant } from '@/preferences/codePreferences';
import { RUN_BUDGET_MS } from './runnerBudgets';
import { parseRunnerMessage, type ParentMessage, type RunnerSettings } from './runnerMessages';

/** Why the preview shows something other than the reader's latest code. */
export type PreviewFailure =
  | { kind: 'error'; message: string }
  /** The runner did not confirm a revision in time (endless code, or its process ran out of memory). */
  | { kind: 'stuck' }
  /** The revision on screen kept the runner busy without end (a component re-rendering at every render). */
  | { kind: 'runaway' };

interface Revision {
  revision: number;
  code: string;
  variant: CodeVariant;
  /** A last good version put back after a failure: its rendering does not clear the failure. */
  fallback: boolean;
}

/**
 * The page's side of the runner protocol (see docs/architecture.md, "Live editing"): one revision in flight at a
 * time, the newest code sent once the runner answered the last; a watchdog that replaces the runner's frame (a new
 * `frameKey`) when a revision is not confirmed within RUN_BUDGET_MS of reaching the runner or of starting to run, or
 * when the runner reports runaway work; then the last good code is rendered in the fresh frame.
 */
export function useRunnerSession(
  frame: RefObject<HTMLIFrameElement | null>,
  {
    code,
    variant,
    settings,
    onRendered,
  }: {
    code: string;
    variant: CodeVariant;
    settings: Omit<RunnerSettings, 'type'>;
    onRendered: () => void;
  },
) {
  const [frameKey, setFrameKey] = useState(0);
  const [listening, setListening] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const [failure, setFailure] = useState<PreviewFailure | null>(null);
  const nextRevision = useRef(0);
  const inFlight = useRef<Revision | null>(null);
  /** What was last sent, so that the same code is not sent twice (nor the code that just got stuck). */
  const lastSent = useRef<{ code: string; variant: CodeVariant } | null>(null);
  const goods = useRef<Revision[]>([]);
  const pendingFallback = useRef<Revision | null>(null);
  const watchdog = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ code, variant, listening, onRendered });
  latest.current = { code, variant, listening, onRendered };

  const post = (message: ParentMessage) =>
    // The runner's origin is opaque ("null"): no narrower target exists, and the code is the reader's own.
    frame.current?.contentWindow?.postMessage(message, '*');

  const disarm = () => clearTimeout(watchdog.current);

  const replaceFrame = useCallback((kind: 'stuck' | 'runaway', badRevision: number) => {
    disarm();
    const bad = inFlight.current?.revision === badRevision ? inFlight.current : null;
    goods.current = goods.current.filter((good) => good.revision < badRevision);
    const fallback = goods.current.at(-1);
    // A fallback that fails in turn leaves the fresh frame empty until the next edit.
    pendingFallback.current = fallback && !bad?.fallback ? { ...fallback, fallback: true } : null;
    // `lastSent` still holds the stuck code: the fresh frame gets the reader's code only once it changes.
    inFlight.current = null;
    setFailure({ kind });
    setListening(false);
    setFrameKey((key) => key + 1);
  }, []);

  const send = (next: Omit<Revision, 'revision'>) => {
    nextRevision.current += 1;
    const revision = { ...next, revision: nextRevision.current };
    inFlight.current = revision;
    if (!next.fallback) {
      lastSent.current = { code: next.code, variant: next.variant };
    }
    post({ type: 'render', revision: revision.revision, code: next.code, variant: next.variant });
    disarm();
    watchdog.current = setTimeout(() => replaceFrame('stuck', revision.revision), RUN_BUDGET_MS);
  };

  /** Sends what the runner should show next, when it is free: a fallback first, then the reader's newest code. */
  const flush = () => {
    if (!latest.current.listening || inFlight.current) {
      return;
    }
    const { code: newest, variant: newestVariant } = latest.current;
    if (pendingFallback.current) {
      const fallback = pendingFallback.current;
      pendingFallback.current = null;
      send(fallback);
    } else if (lastSent.current?.code !== newest || lastSent.current.variant !== newestVariant) {
      send({ code: newest, variant: newestVariant, fallback: false });
    }
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== 'null') {
        return;
      }
      const message = parseRunnerMessage(event.data);
      const current = inFlight.current;
      if (!message) {
        return;
      } else if (message.type === 'ready') {
        setListening(true);
      } else if (message.type === 'height') {
        if (message.height > 0) {
          setHeight(message.height);
        }
      } else if (message.type === 'runaway') {
        replaceFrame('runaway', message.revision);
      } else if (current?.revision !== message.revision) {
        // An error from a timer or a handler of the code on screen, once its revision was confirmed.
        if (message.type === 'failed' && message.revision === nextRevision.current && !current) {
          setFailure({ kind: 'error', message: message.message });
        }
      } else if (message.type === 'received') {
        // Loading the modules it imports may take a while on a slow network: the clock restarts when it runs.
        disarm();
      } else if (message.type === 'evaluating') {
        disarm();
        watchdog.current = setTimeout(() => replaceFrame('stuck', current.revision), RUN_BUDGET_MS);
      } else {
        disarm();
        inFlight.current = null;
        if (message.type === 'rendered') {
          goods.current = [...goods.current.slice(-4), current];
          latest.current.onRendered();
          if (!current.fallback) {
            setFailure(null);
          }
        } else if (!current.fallback) {
          setFailure({ kind: 'error', message: message.message });
        }
        flushRef.current();
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      disarm();
    };
  }, [frame, replaceFrame]);

  const { paletteMode, direction, dense, spacing, language } = settings;
  useEffect(() => {
    if (listening) {
      post({ type: 'settings', paletteMode, direction, dense, spacing, language });
    }
    // `post` reads the frame's ref; the settings are what changes.
  }, [listening, paletteMode, direction, dense, spacing, language]); // eslint-disable-line react-hooks/exhaustive-deps

  // After the settings: the runner renders nothing before it has them.
  useEffect(() => {
    flushRef.current();
  }, [listening, code, variant]);

  return { frameKey, listening, height, failure };
}
