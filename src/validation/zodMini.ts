import * as z from 'zod/v4-mini';

// Zod compiles object parsers with Function() unless told not to, and even its probe for eval support is reported as
// a violation of the site's Content-Security-Policy (no 'unsafe-eval'). The interpreted parsers are fast enough for a
// cookie and an ad list.
z.config({ jitless: true });

/** Zod's mini build, configured for a page whose policy forbids eval: the browser side's only zod import. */
export { z };
