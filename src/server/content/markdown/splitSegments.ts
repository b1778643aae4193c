import type { Root as HastRoot, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { ContentSegment } from '@/content/types';

/** Cuts the page at its demo slots (`docs-demo` elements): static HTML segments between demo segments, none empty. */
export function splitSegments(tree: HastRoot): ContentSegment[] {
  const segments: ContentSegment[] = [];
  let pending: RootContent[] = [];
  const flush = () => {
    const html = toHtml({ type: 'root', children: pending }).trim();
    if (html) {
      segments.push({ kind: 'html', html });
    }
    pending = [];
  };
  for (const node of tree.children) {
    if (node.type === 'element' && node.tagName === 'docs-demo') {
      flush();
      segments.push({ kind: 'demo', demo: String(node.properties.dataDemo) });
    } else {
      pending.push(node);
    }
  }
  flush();
  return segments;
}
