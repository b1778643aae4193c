import { useRef } from 'react';
import { useLanguage, useTranslate } from '@/i18n/LanguageContext';
import type { CodeVariant } from '@/preferences/codePreferences';
import { useDocsTheme } from '@/theme/DocsThemeProvider';
import { RUNNER_PATH } from './runnerMessages';
import { useDelayedFlag } from './useDelayedFlag';
import { useRunnerSession, type PreviewFailure } from './useRunnerSession';

/** An error shows after this pause, so a half-typed word does not flash an alert at every keystroke. */
export const ERROR_ALERT_DELAY_MS = 600;

interface LivePreviewProps {
  code: string;
  variant: CodeVariant;
  /** Accessible name of the frame. */
  title: string;
  /** Called once the runner shows a first revision: the precompiled demo can go. */
  onShown: () => void;
  /** Whether the runner has shown something yet: until then it stays invisible over the precompiled demo. */
  shown: boolean;
}

function FailureAlert({ failure }: { failure: PreviewFailure }) {
  const t = useTranslate();
  return (
    <div role="alert" className="live-preview-error">
      {failure.kind === 'error' ? (
        <>
          <strong>{t('demo.liveError')}</strong> <code>{failure.message}</code>
        </>
      ) : (
        <strong>{t(failure.kind === 'stuck' ? 'demo.liveStuck' : 'demo.liveRunaway')}</strong>
      )}
    </div>
  );
}

/**
 * The edited demo, running in the sandboxed runner frame (see docs/architecture.md, "Live editing"). Sends it the
 * code and the site's theme settings, sizes the frame to what the runner reports, shows the runner's errors as an
 * alert, and puts a fresh frame with the last good version in place of a runner that edited code stuck.
 */
export function LivePreview({ code, variant, title, onShown, shown }: LivePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { state: theme } = useDocsTheme();
  const language = useLanguage();
  const { paletteMode, direction, dense, spacing } = theme;
  const { frameKey, height, failure } = useRunnerSession(frame, {
    code,
    variant,
    settings: { paletteMode, direction, dense, spacing, language },
    onRendered: onShown,
  });
  // A stuck or runaway edit has already taken its budget: no further pause.
  const alertVisible = useDelayedFlag(failure !== null, failure?.kind === 'error' ? ERROR_ALERT_DELAY_MS : 0);
  return (
    <>
      <iframe
        key={frameKey}
        ref={frame}
        src={RUNNER_PATH}
        sandbox="allow-scripts"
        title={title}
        className="live-preview-frame"
        data-shown={shown || undefined}
        style={shown && height !== null ? { height } : undefined}
      />
      {alertVisible && failure !== null ? <FailureAlert failure={failure} /> : null}
    </>
  );
}
