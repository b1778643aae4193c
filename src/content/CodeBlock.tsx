import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import { tokensToText, type CodeTokens } from './codeTokens';
import { HighlightedCode } from './HighlightedCode';
import { CopyButton } from './CopyButton';
import { isCopyShortcut, isMacPlatform } from './copyShortcut';
import { useCopyFeedback } from './useCopyFeedback';
import { useTranslate } from '@/i18n/LanguageContext';

/** How long the code block's button says "Copied". */
export const CODE_BLOCK_COPIED_MS = 2000;

/**
 * Build-time highlighted code with a Copy button. Ctrl/⌘+C copies the whole block while it is hovered
 * or focused, unless the reader has selected text: then the browser's own copy wins.
 */
export function CodeBlock({ tokens, language }: { tokens: CodeTokens; language: string }) {
  const t = useTranslate();
  const code = useMemo(() => tokensToText(tokens), [tokens]);
  const { copied, copy } = useCopyFeedback(CODE_BLOCK_COPIED_MS);
  const container = useRef<HTMLDivElement>(null);
  const hovered = useRef(false);

  useEffect(() => {
    const isMac = isMacPlatform(navigator.platform);
    const onKeyDown = (event: KeyboardEvent) => {
      const focused = container.current?.contains(document.activeElement) ?? false;
      if ((hovered.current || focused) && isCopyShortcut(event, isMac) && !window.getSelection()?.toString()) {
        event.preventDefault();
        void copy(code);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [code, copy]);

  return (
    <Box
      ref={container}
      className="code-block"
      data-language={language}
      onMouseEnter={() => (hovered.current = true)}
      onMouseLeave={() => (hovered.current = false)}
      sx={{ position: 'relative', my: 2 }}
    >
      <HighlightedCode tokens={tokens} label={t('codeBlockLabel', { language })} />
      <CopyButton
        copied={copied}
        onCopy={() => void copy(code)}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      />
    </Box>
  );
}
