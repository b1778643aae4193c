/** The performance targets of the issue, for each measured page unless said otherwise. */
export const TARGETS = {
  /** Lighthouse mobile performance score, at least. */
  performance: 95,
  /** Total blocking time, at most. */
  tbtMs: 200,
  /** Cumulative layout shift, at most (compared after rounding to 3 decimals, as Lighthouse shows it). */
  cls: 0,
  /** Largest contentful paint, at most this multiple of the same page's with every script removed. */
  lcpRatio: 1.15,
  /** First-load JavaScript, gzip. */
  firstLoadKb: 150,
  /** Raw HTML of the Installation page: half of the 190 KB it weighed when the issue was written. */
  installationHtmlKb: 95,
  /** Median time from a click in the navigation to the next guide page's heading on screen. */
  navigationMs: 150,
} as const;

export type TargetName = keyof typeof TARGETS;
