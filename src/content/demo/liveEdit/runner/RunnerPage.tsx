import '@/content/demo/applyLicenseKey';
import Head from 'next/head';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { BUSY_BUDGET_MS } from '../runnerBudgets';
import { parseParentMessage, type RunnerMessage, type RunnerSettings } from '../runnerMessages';
import { PreviewBoundary } from './PreviewBoundary';
import { prepareDemo } from './prepareDemo';
import { RunnerThemeProvider } from './RunnerThemeProvider';
import { contentHeight, usePostedHeight } from './usePostedHeight';
import { watchRunawayWorkInWindow } from './watchRunawayWork';

interface Prepared {
  Component: ComponentType;
  revision: number;
}

/**
 * Only the page that embeds the runner hears it. Its origin is this site's, the URL's (the runner's own origin is
 * opaque, so `location.origin` still names the site's).
 */
function postToPage(message: RunnerMessage) {
  window.parent.postMessage(message, window.location.origin);
}

const postHeight = (height: number) => postToPage({ type: 'height', height });

function describeError(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);
}

/** Runs once, after the preview it follows first committed without throwing (it is remounted per revision). */
function OnCommit({ run }: { run: () => void }) {
  const first = useRef(run);
  useEffect(() => first.current(), []);
  return null;
}

/**
 * The page inside the sandboxed frame that runs a reader's edited demo (see docs/architecture.md, "Live editing"). It
 * takes messages only from the page embedding it, compiles and renders each revision, and keeps the last good preview
 * when a revision fails to compile, import, run or render.
 */
export function RunnerPage() {
  const [settings, setSettings] = useState<RunnerSettings | null>(null);
  const [candidate, setCandidate] = useState<Prepared | null>(null);
  const [good, setGood] = useState<Prepared | null>(null);
  const latest = useRef(-1);
  /** The revision on screen, which runaway work is blamed on. */
  const showing = useRef(-1);

  useEffect(() => {
    let reportedRunaway = -1;
    const watch = watchRunawayWorkInWindow(BUSY_BUDGET_MS, () => {
      if (showing.current >= 0 && reportedRunaway !== showing.current) {
        reportedRunaway = showing.current;
        postToPage({ type: 'runaway', revision: showing.current });
      }
    });
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || window.parent === window) {
        return;
      }
      const message = parseParentMessage(event.data);
      if (message?.type === 'settings') {
        setSettings(message);
      } else if (message?.type === 'render') {
        const { revision } = message;
        latest.current = revision;
        postToPage({ type: 'received', revision });
        const hooks = {
          beforeRun: () => postToPage({ type: 'evaluating', revision }),
          noteRender: watch.noteRender,
        };
        prepareDemo(message.code, message.variant, hooks).then(
          (Component) => {
            if (latest.current === revision) {
              showing.current = revision;
              setCandidate({ Component, revision });
            }
          },
          (error: unknown) => postToPage({ type: 'failed', revision, message: describeError(error) }),
        );
      }
    };
    // Errors outside rendering (an event handler, a timer) are the edited code's too.
    const onError = (event: ErrorEvent) =>
      postToPage({ type: 'failed', revision: latest.current, message: describeError(event.error ?? event.message) });
    const onRejection = (event: PromiseRejectionEvent) =>
      postToPage({ type: 'failed', revision: latest.current, message: describeError(event.reason) });
    window.addEventListener('message', onMessage);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    postToPage({ type: 'ready' });
    return () => {
      watch.stop();
      window.removeEventListener('message', onMessage);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  usePostedHeight(postHeight);

  const head = (
    <Head>
      <title>Demo runner</title>
      <meta name="robots" content="noindex" />
    </Head>
  );
  if (!settings || !candidate) {
    return head;
  }
  const rendered = () => {
    setGood(candidate);
    // The height now, too: a frame off screen may get its resize observations late.
    postHeight(contentHeight(document.body));
    postToPage({ type: 'rendered', revision: candidate.revision });
  };
  return (
    <RunnerThemeProvider settings={settings}>
      {head}
      <PreviewBoundary
        key={candidate.revision}
        fallback={good && good !== candidate ? <good.Component /> : null}
        onError={(error) => postToPage({ type: 'failed', revision: candidate.revision, message: describeError(error) })}
      >
        <candidate.Component />
        <OnCommit run={rendered} />
      </PreviewBoundary>
    </RunnerThemeProvider>
  );
}

RunnerPage.layout = 'isolated' as const;
