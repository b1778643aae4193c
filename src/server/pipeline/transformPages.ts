import type { HtmlPage, HtmlTransform } from './htmlPage';

/** A rewrite of Next's output whose post-condition failed: one line per page and problem. */
export class PostConditionError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Pages the rewrites of Next's output got wrong (${problems.length}); the export's format may have changed:\n- ${problems.join('\n- ')}`,
    );
    this.name = 'PostConditionError';
  }
}

/**
 * Runs each transform, in order, over every page it applies to, checking its post-condition right after it: the
 * rewritten pages, or a PostConditionError naming every page and what is wrong with it.
 */
export function transformPages(pages: HtmlPage[], transforms: HtmlTransform[]): HtmlPage[] {
  const problems: string[] = [];
  const rewritten = pages.map((page) => {
    let html = page.html;
    for (const transform of transforms) {
      if (!transform.appliesTo(page)) {
        continue;
      }
      html = transform.apply(html, page.path);
      for (const problem of transform.check(html, page.path)) {
        problems.push(`${page.path} (${transform.name}): ${problem}`);
      }
    }
    return { path: page.path, html };
  });
  if (problems.length > 0) {
    throw new PostConditionError(problems);
  }
  return rewritten;
}
