import Box from '@mui/material/Box';
import { useRouter } from 'next/router';
import type { MouseEvent, ReactNode } from 'react';
import { CodeBlock } from './CodeBlock';
import type { ContentSegment } from './types';

interface MarkdownContentProps {
  segments: ContentSegment[];
  renderDemo?: (name: string) => ReactNode;
}

/**
 * Renders build-time HTML (our own Markdown, never network data), highlighted code blocks and demo slots.
 * Internal links navigate client-side; heading anchors copy their URL.
 */
export function MarkdownContent({ segments, renderDemo }: MarkdownContentProps) {
  const router = useRouter();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const href = anchor.getAttribute('href') ?? '';
    if (anchor.hasAttribute('data-copy-link')) {
      const url = new URL(href, window.location.href).toString();
      navigator.clipboard?.writeText(url).catch(() => undefined);
      return;
    }
    if (href.startsWith('/') && !href.startsWith('//') && !anchor.target) {
      event.preventDefault();
      void router.push(href);
    }
  };

  return (
    <Box className="markdown-body" onClick={onClick}>
      {segments.map((segment, index) => {
        switch (segment.kind) {
          case 'html':
            return <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />;
          case 'code':
            return <CodeBlock key={index} tokens={segment.tokens} language={segment.language} />;
          case 'demo':
            return <div key={index}>{renderDemo?.(segment.demo)}</div>;
          default:
            return null;
        }
      })}
    </Box>
  );
}
