/** The public origin of the documentation when NEXT_PUBLIC_SITE_URL is unset. */
export const DEFAULT_SITE_URL = 'https://mui.com';

/**
 * The site's public origin (`https://mui.com`), without a trailing slash. Pages live at absolute paths (`/x/…`), so
 * only an origin makes sense: a path, query or hash is a configuration mistake, reported with the variable's name.
 */
export function parseSiteUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) {
    return DEFAULT_SITE_URL;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`NEXT_PUBLIC_SITE_URL is ${JSON.stringify(raw)}: give the site's origin, such as https://mui.com.`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL is ${JSON.stringify(raw)}: give an http(s) origin without a path, such as https://mui.com.`,
    );
  }
  return url.origin;
}

/** `/x/introduction/` on the site's origin (`ENVIRONMENT.siteUrl`): `https://mui.com/x/introduction/`. */
export function toAbsoluteUrl(path: string, siteUrl: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
