import { useRef, type ReactNode } from 'react';
import { StaticHtml } from '@/staticHtml/StaticHtml';
import type { ContentSegment } from './types';
import { useStaticContentBehaviour } from './useStaticContentBehaviour';

interface MarkdownContentProps {
  segments: ContentSegment[];
  renderDemo?: (name: string) => ReactNode;
}

/**
 * A page body: build-time HTML (our own Markdown and highlighted code, never network data) that is not hydrated,
 * with the demos as the page's interactive islands. Its links, anchors and Copy buttons work through delegated
 * listeners, and its styles come from the static stylesheet (src/styles/content.css).
 */
export function MarkdownContent({ segments, renderDemo }: MarkdownContentProps) {
  const container = useRef<HTMLDivElement>(null);
  useStaticContentBehaviour(container, segments);
  return (
    <div className="markdown-body" ref={container}>
      {segments.map((segment, index) =>
        segment.kind === 'html' ? (
          <StaticHtml key={index} html={segment.html} />
        ) : (
          <div key={index}>{renderDemo?.(segment.demo)}</div>
        ),
      )}
    </div>
  );
}
