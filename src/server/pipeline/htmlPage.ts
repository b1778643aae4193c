/** A page of the export held in memory while the pipeline rewrites it: its path relative to out/, and its HTML. */
export type HtmlPage = { path: string; html: string };

/**
 * One rewrite of every page: a pure function of a page's HTML, and the post-condition checked right after it runs,
 * returning what is wrong with the rewritten page (nothing when it holds). `appliesTo` leaves some pages as they are.
 */
export type HtmlTransform = {
  name: string;
  appliesTo: (page: HtmlPage) => boolean;
  apply: (html: string, path: string) => string;
  check: (html: string, path: string) => string[];
};
