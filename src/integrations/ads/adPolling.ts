/** Time between two looks for the rendered ad. */
export const POLL_INTERVAL_MS = 500;
/** Looks in all (the first at mount): 15 seconds for a slow ad network. */
export const MAX_POLLS = 30;
/** Looks without an ad after which the reader is treated as blocking ads: 3 seconds. */
export const BLOCKED_AFTER_POLLS = 6;

export interface PollOutcome {
  found: boolean;
  /** No ad after more than BLOCKED_AFTER_POLLS looks: show the fallback (a later look may still find the ad). */
  blocked: boolean;
  pollAgain: boolean;
}

/** What the slot concludes from look number `attempt` (1-based). */
export function getPollOutcome(attempt: number, found: boolean): PollOutcome {
  return {
    found,
    blocked: !found && attempt > BLOCKED_AFTER_POLLS,
    pollAgain: !found && attempt < MAX_POLLS,
  };
}

/** The element an ad network renders: Carbon's `#carbonads`, or our own rendering of a network entry. */
export const RENDERED_AD_SELECTOR = '#carbonads, [data-ad-rendered]';
