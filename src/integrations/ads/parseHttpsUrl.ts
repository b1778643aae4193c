/** Longest URL accepted from the ad network. */
const MAX_URL_LENGTH = 2048;

/**
 * An absolute https URL from untrusted input, normalised; null for anything else
 * (relative or protocol-relative URLs, `javascript:`, `data:`, `http:`, credentials, absurd lengths).
 */
export function parseHttpsUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) {
    return null;
  }
  return url.href;
}
