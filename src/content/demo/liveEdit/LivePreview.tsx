import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import type { CodeVariant } from '@/preferences/codePreferences';
import { useDocsTheme } from '@/theme/DocsThemeProvider';
import { parseRunnerMessage, RUNNER_PATH, type ParentMessage } from './runnerMessages';
import { useDelayedFlag } from './useDelayedFlag';

/** A failure shows after this pause, so a half-typed word does not flash an alert at every keystroke. */
export const ERROR_ALERT_DELAY_MS = 600;

interface LivePreviewProps {
  code: string;
  variant: CodeVariant;
  /** Accessible name of the frame. */
  title: string;
  /** Text before the runner's error message in the alert. */
  errorLabel: string;
  /** Called once the runner shows a first revision: the precompiled demo can go. */
  onShown: () => void;
  /** Whether the runner has shown something yet: until then it stays invisible over the precompiled demo. */
  shown: boolean;
}

/**
 * The edited demo, running in the sandboxed runner frame (see docs/architecture.md, "Live editing"). Sends it the
 * code and the site's theme settings, sizes the frame to what the runner reports, and shows the runner's errors as an
 * alert.
 */
export function LivePreview({ code, variant, title, errorLabel, onShown, shown }: LivePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { state: theme } = useDocsTheme();
  const language = useLanguage();
  const [listening, setListening] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const revision = useRef(0);
  const shownOnce = useRef(onShown);
  shownOnce.current = onShown;

  const post = (message: ParentMessage) =>
    // The runner's origin is opaque ("null"): no narrower target exists, and the code is the reader's own.
    frame.current?.contentWindow?.postMessage(message, '*');

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== 'null') {
        return;
      }
      const message = parseRunnerMessage(event.data);
      if (message?.type === 'ready') {
        setListening(true);
      } else if (message?.type === 'height' && message.height > 0) {
        setHeight(message.height);
      } else if (message?.type === 'rendered' && message.revision === revision.current) {
        setFailure(null);
        shownOnce.current();
      } else if (message?.type === 'failed' && message.revision === revision.current) {
        setFailure(message.message);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const { paletteMode, direction, dense, spacing } = theme;
  useEffect(() => {
    if (listening) {
      post({ type: 'settings', paletteMode, direction, dense, spacing, language });
    }
  }, [listening, paletteMode, direction, dense, spacing, language]);

  useEffect(() => {
    if (listening) {
      revision.current += 1;
      post({ type: 'render', revision: revision.current, code, variant });
    }
  }, [listening, code, variant]);

  const alertVisible = useDelayedFlag(failure !== null, ERROR_ALERT_DELAY_MS);
  return (
    <>
      <iframe
        ref={frame}
        src={RUNNER_PATH}
        sandbox="allow-scripts"
        title={title}
        className="live-preview-frame"
        data-shown={shown || undefined}
        style={shown && height !== null ? { height } : undefined}
      />
      {alertVisible && failure !== null ? (
        <div role="alert" className="live-preview-error">
          <strong>{errorLabel}</strong> <code>{failure}</code>
        </div>
      ) : null}
    </>
  );
}
