import { config } from 'zod/v4-mini';

// Zod compiles object parsers with Function() unless told not to, and even its probe for eval support is reported as
// a violation of the site's Content-Security-Policy (no 'unsafe-eval'). The interpreted parsers are fast enough for a
// cookie and an ad list.
config({ jitless: true });

// Re-exported member by member (`import * as z from '@/validation/zodMini'`): exporting the namespace as one value
// would keep all of zod in every page's first load, where only a few parsers are used.
export * from 'zod/v4-mini';
