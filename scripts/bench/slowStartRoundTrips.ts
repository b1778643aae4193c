/** A TCP connection's first window: 10 segments of 1,460 bytes (RFC 6928), what Lighthouse's simulation assumes too. */
export const INITIAL_WINDOW_BYTES = 10 * 1460;

/**
 * How many round trips a response of `bytes` takes on a fresh connection in slow start, the window doubling after
 * each: a document of 14.6 KB arrives in one, one byte more needs a second. Everything a page's first paint waits
 * for comes after its document, so a page whose scripts push its document over a boundary that its copy without
 * scripts stays under paints a round trip later.
 */
export function slowStartRoundTrips(bytes: number, initialWindowBytes = INITIAL_WINDOW_BYTES): number {
  if (!Number.isFinite(bytes)) {
    return NaN;
  }
  let trips = 0;
  let window = initialWindowBytes;
  for (let sent = 0; sent < bytes; sent += window, window *= 2) {
    trips += 1;
  }
  return trips;
}
