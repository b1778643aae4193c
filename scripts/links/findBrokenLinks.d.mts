export function extractLinksAndIds(html: string): { links: string[]; ids: Set<string> };
export function parseInternalLink(href: string, currentRoute: string): { path: string; hash: string } | null;
export function parseMuiSiteLink(href: string): string | null;
export function isFilePath(path: string): boolean;
export function findBrokenLinks(
  pages: Map<string, { links: string[]; ids: Set<string> }>,
  redirects?: Set<string>,
  fileExists?: (path: string) => boolean,
): string[];
