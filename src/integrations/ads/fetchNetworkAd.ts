import { parseAdList } from './parseAdList';
import { readLimitedText } from './readLimitedText';
import type { NetworkAd } from './types';

/** Requests in all while the list has no usable entry (the network sometimes answers with empty slots). */
export const MAX_AD_LIST_REQUESTS = 10;
/** A real answer is about 2 KB. */
export const MAX_AD_LIST_BYTES = 64 * 1024;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The first usable ad of the network's list, or null. A list without a usable entry is requested again, up to
 * MAX_AD_LIST_REQUESTS requests in all. A failed request (network error, ad blocker, HTTP error), a body that is too
 * large, not JSON or of the wrong shape ends the attempt at once: no ad from the network.
 */
export async function fetchNetworkAd(
  endpoint: string,
  fetchImpl: Fetch,
  signal?: AbortSignal,
): Promise<NetworkAd | null> {
  for (let request = 1; request <= MAX_AD_LIST_REQUESTS; request += 1) {
    let text: string | null;
    try {
      // No cookies, no cached answer: each display asks for a fresh ad.
      const response = await fetchImpl(endpoint, { credentials: 'omit', cache: 'no-store', signal });
      if (!response.ok) {
        return null;
      }
      text = await readLimitedText(response, MAX_AD_LIST_BYTES);
    } catch {
      return null;
    }
    if (text === null) {
      return null;
    }
    const list = parseAdList(text);
    if (!list.ok) {
      return null;
    }
    const [usable] = list.ads;
    if (usable) {
      return usable;
    }
  }
  return null;
}
