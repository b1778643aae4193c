/** Share of the words two anchors have in common, relative to the longer one (`flex-parent` vs `flex-parent-container`: 2/3). */
function wordOverlap(a: string, b: string): number {
  const wordsA = a.toLowerCase().split('-').filter(Boolean);
  const wordsB = new Set(b.toLowerCase().split('-').filter(Boolean));
  const shared = wordsA.filter((word) => wordsB.has(word)).length;
  return shared / Math.max(wordsA.length, wordsB.size, 1);
}

/**
 * The anchor of a page that a link's `#anchor` most likely meant: itself when the page has it, else the anchor sharing
 * at least half its words (MUI's `#flex-parent-container` → our `#flex-parent`), else null (link to the page itself).
 */
export function findClosestAnchor(anchor: string, anchors: Iterable<string>): string | null {
  let best: { anchor: string; score: number } | null = null;
  for (const candidate of anchors) {
    if (candidate === anchor) {
      return anchor;
    }
    const score = wordOverlap(anchor, candidate);
    if (score >= 0.5 && (!best || score > best.score)) {
      best = { anchor: candidate, score };
    }
  }
  return best?.anchor ?? null;
}
