import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { getMarkdownTwinPathForRoute } from '@/routing/markdownTwin';
import { ENVIRONMENT } from '@/config/environment';
import { toAbsoluteUrl } from '@/routing/siteUrl';
import { buildAssistantLinks } from './assistantLinks';
import { fetchPageMarkdown } from './fetchPageMarkdown';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" stays before the button reads "Copy page" again. */
const COPIED_MS = 2000;

/**
 * "Copy page" and "View as Markdown" for the page's Markdown twin (`…/editing.md`), and "Open in ChatGPT" / "Open in
 * Claude" handing its absolute URL to an assistant in a new tab. The twin is fetched on the first click only, then
 * kept; its text goes to the clipboard and is never rendered. A failure says so on the page.
 */
export function PageMarkdownActions() {
  const t = useTranslate();
  const { asPath } = useRouter();
  const href = getMarkdownTwinPathForRoute(asPath);
  const [state, setState] = useState<CopyState>('idle');
  const cached = useRef<{ href: string; text: string } | null>(null);

  useEffect(() => {
    if (state !== 'copied') {
      return undefined;
    }
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('copying');
    let text = cached.current?.href === href ? cached.current.text : null;
    if (text === null) {
      const result = await fetchPageMarkdown(href);
      if (!result.ok) {
        setState('failed');
        return;
      }
      text = result.text;
      cached.current = { href, text };
    }
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="page-markdown-actions">
      <button
        type="button"
        className="shell-button shell-button-small shell-button-outlined"
        onClick={copy}
        disabled={state === 'copying'}
        aria-label={state === 'copied' ? t('page.copiedMarkdown') : t('page.copyMarkdownLabel')}
        aria-live="polite"
        data-ga-event-category="page"
        data-ga-event-action="copy-markdown"
      >
        {state === 'copied' ? t('page.copiedMarkdown') : t('page.copyMarkdown')}
      </button>
      <a className="shell-button shell-button-small shell-button-primary" href={href} type="text/markdown">
        {t('page.viewMarkdown')}
      </a>
      {buildAssistantLinks(t('page.assistantPrompt', { url: toAbsoluteUrl(href, ENVIRONMENT.siteUrl) })).map((link) => (
        <a
          key={link.id}
          className="shell-button shell-button-small shell-button-primary"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          data-ga-event-category="page"
          data-ga-event-action={`open-in-${link.id}`}
        >
          {t(link.label)}
        </a>
      ))}
      {state === 'failed' ? (
        <div role="alert" className="page-markdown-actions-error">
          {t('page.copyMarkdownFailed')}
        </div>
      ) : null}
    </div>
  );
}
