/** The performance targets of the issue, for each measured page unless said otherwise. */
export const TARGETS = {
  /** Lighthouse mobile performance score, at least. */
  performance: 95,
  /**
   * Total blocking time, at most this multiple of the same page's with every script removed, measured in the same
   * run: absolute figures move with the machine, the page's own cost (parsing, style, layout) moves with them.
   */
  tbtRatio: 2,
  /** Cumulative layout shift, at most (compared after rounding to 3 decimals, as Lighthouse shows it). */
  cls: 0,
  /** Largest contentful paint, at most this multiple of the same page's with every script removed. */
  lcpRatio: 1.05,
  /** First-load JavaScript, gzip. */
  firstLoadKb: 110,
  /** Raw HTML of the Installation page: half of the 190 KB it weighed when the issue was written. */
  installationHtmlKb: 95,
  /** Median time from a click in the navigation to the next guide page's heading on screen. */
  navigationMs: 150,
  /**
   * Median time from a tap on a shell control (menu, navigation section, settings, search, Copy) on a phone to the
   * first frame that shows its response. Judged on that frame rather than on the Event Timing duration (INP): a
   * handler that only queues work (a press kept until React hydrates) has a short INP and shows nothing yet.
   */
  firstClickMs: 200,
} as const;

export type TargetName = keyof typeof TARGETS;
