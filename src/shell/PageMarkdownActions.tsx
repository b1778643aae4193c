import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { getMarkdownTwinPathForRoute } from '@/routing/markdownTwin';
import { fetchPageMarkdown } from './fetchPageMarkdown';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" stays before the button reads "Copy page" again. */
const COPIED_MS = 2000;

/**
 * "Copy page" and "View as Markdown" for the page's Markdown twin (`…/editing.md`). The twin is fetched on the
 * first click only, then kept; its text goes to the clipboard and is never rendered. A failure says so on the page.
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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={copy}
        disabled={state === 'copying'}
        aria-label={state === 'copied' ? t('page.copiedMarkdown') : t('page.copyMarkdownLabel')}
        aria-live="polite"
        data-ga-event-category="page"
        data-ga-event-action="copy-markdown"
        sx={{ textTransform: 'none' }}
      >
        {state === 'copied' ? t('page.copiedMarkdown') : t('page.copyMarkdown')}
      </Button>
      <Button size="small" variant="text" component="a" href={href} type="text/markdown" sx={{ textTransform: 'none' }}>
        {t('page.viewMarkdown')}
      </Button>
      {state === 'failed' ? (
        <Box role="alert" sx={{ fontSize: '0.8125rem', color: 'error.main' }}>
          {t('page.copyMarkdownFailed')}
        </Box>
      ) : null}
    </Box>
  );
}
