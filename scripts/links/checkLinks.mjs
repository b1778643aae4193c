import fs from 'node:fs';
import path from 'node:path';
import { extractLinksAndIds, findBrokenLinks } from './findBrokenLinks.mjs';
import { listHtmlFiles } from '../listHtmlFiles.mjs';

/** Routes whose HTML is only a redirect to another page. */
const REDIRECT_ROUTES = new Set(['/', '/x/', '/zh/x/']);

/** Checks every page of a static build (both languages); returns the problems found. */
export function checkLinks(outDirectory) {
  const pages = new Map();
  for (const file of listHtmlFiles(outDirectory)) {
    const relative = path.relative(outDirectory, file).split(path.sep).join('/');
    if (relative === '404.html' || relative.startsWith('404/')) {
      continue;
    }
    const route = `/${relative.replace(/index\.html$/, '')}`;
    if (!REDIRECT_ROUTES.has(route)) {
      pages.set(route, extractLinksAndIds(fs.readFileSync(file, 'utf8')));
    }
  }
  // Links to files the build wrote (the pages' Markdown twins) resolve when the file is there.
  const root = path.resolve(outDirectory);
  const fileExists = (urlPath) => {
    const file = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
    return file.startsWith(`${root}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile();
  };
  return { pageCount: pages.size, problems: findBrokenLinks(pages, REDIRECT_ROUTES, fileExists) };
}
