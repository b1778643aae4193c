import { useEffect, useRef, useState } from 'react';
import { getPollOutcome, POLL_INTERVAL_MS } from './adPolling';

export interface AdPollingState {
  found: boolean;
  blocked: boolean;
}

/**
 * Looks for the rendered network ad at mount and then every POLL_INTERVAL_MS, MAX_POLLS times at most.
 * `findAd` null means there is no network ad to look for.
 */
export function useAdPolling(findAd: (() => boolean) | null): AdPollingState {
  const [state, setState] = useState<AdPollingState>({ found: false, blocked: false });
  const findAdRef = useRef(findAd);
  findAdRef.current = findAd;
  const enabled = findAd !== null;

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    function poll(attempt: number) {
      const outcome = getPollOutcome(attempt, findAdRef.current?.() ?? false);
      setState((previous) =>
        previous.found === outcome.found && previous.blocked === outcome.blocked
          ? previous
          : { found: outcome.found, blocked: outcome.blocked },
      );
      if (outcome.pollAgain) {
        timer = setTimeout(() => poll(attempt + 1), POLL_INTERVAL_MS);
      }
    }
    poll(1);
    return () => clearTimeout(timer);
  }, [enabled]);

  return state;
}
