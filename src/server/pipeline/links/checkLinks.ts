import fs from 'node:fs';
import path from 'node:path';
import type { HtmlPage } from '../htmlPage';
import { extractLinksAndIds, findBrokenLinks, type PageLinks } from './findBrokenLinks';

/** Routes whose HTML is only a redirect to another page. */
const REDIRECT_ROUTES = new Set(['/', '/x/', '/zh/x/']);

/** Checks the links of every page of a build (both languages, held in memory); files are looked up in `outDir`. */
export function checkLinks(pages: HtmlPage[], outDir: string): { pageCount: number; problems: string[] } {
  const linksByRoute = new Map<string, PageLinks>();
  for (const page of pages) {
    if (page.path === '404.html' || page.path.startsWith('404/')) {
      continue;
    }
    const route = `/${page.path.replace(/index\.html$/, '')}`;
    if (!REDIRECT_ROUTES.has(route)) {
      linksByRoute.set(route, extractLinksAndIds(page.html));
    }
  }
  // Links to files the build wrote (the pages' Markdown twins) resolve when the file is there.
  const root = path.resolve(outDir);
  const fileExists = (urlPath: string) => {
    const file = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
    return file.startsWith(`${root}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile();
  };
  return { pageCount: linksByRoute.size, problems: findBrokenLinks(linksByRoute, REDIRECT_ROUTES, fileExists) };
}
