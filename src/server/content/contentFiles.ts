import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGES_FOLDER } from '@/content/contentPagesFolder';
import { pageContentFolder } from '@/content/demoModulePaths';
import type { Language } from '@/i18n/languages';

export const CONTENT_ROOT = path.join(process.cwd(), CONTENT_PAGES_FOLDER);

/** `/x/introduction/installation/` lives in `content/pages/introduction/installation/index.md` (`index.zh.md` in Chinese). */
export function getContentFilePath(pathname: string, language: Language, root: string = CONTENT_ROOT): string {
  const fileName = language === 'en' ? 'index.md' : `index.${language}.md`;
  return path.join(root, pageContentFolder(pathname), fileName);
}

/** How many `::demo{…}` slots a page's English Markdown has; a slot inside a fenced code block is only an example. */
export function countDemoSlots(pathname: string): number {
  const markdown = fs.readFileSync(getContentFilePath(pathname, 'en'), 'utf8');
  const withoutFences = markdown.replace(/^ {0,3}(```|~~~)[\s\S]*?^ {0,3}\1/gm, '');
  return withoutFences.match(/^ {0,3}::demo\{/gm)?.length ?? 0;
}

/** Pathnames of every page that has an English Markdown file. */
export function listContentPathnames(root: string = CONTENT_ROOT): string[] {
  const pathnames: string[] = [];
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'demos') {
        walk(path.join(directory, entry.name));
      } else if (entry.isFile() && entry.name === 'index.md') {
        const relative = path.relative(root, directory).split(path.sep).join('/');
        pathnames.push(`/x/${relative}/`);
      }
    }
  };
  walk(root);
  return pathnames.sort();
}

/** Repository-relative path of a content file, for "Edit this page" links. */
export function toRepositoryPath(filePath: string): string {
  return path.relative(process.cwd(), filePath).split(path.sep).join('/');
}
