export type SamplingOverride = 'all' | 'none' | null;

/**
 * Whether one sampled event (or one page load's worth of events) is kept: true with probability `rate`.
 * The override is the `window.__docsSampling` test hook; anything else there is ignored.
 */
export function isSampled(rate: number, random: () => number, override: SamplingOverride = null): boolean {
  if (override === 'all') {
    return true;
  }
  if (override === 'none') {
    return false;
  }
  return random() < rate;
}

/** Reads the sampling test hook of the current page. */
export function readSamplingOverride(): SamplingOverride {
  const value = typeof window === 'undefined' ? undefined : window.__docsSampling;
  return value === 'all' || value === 'none' ? value : null;
}
