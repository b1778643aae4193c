import fs from 'node:fs';
import path from 'node:path';
import type { DemoCode } from '@/content/demoTypes';
import type { Language } from '@/i18n/languages';
import type { PageData } from '@/content/types';
import { CONTENT_ROOT, getContentFilePath, toRepositoryPath } from './contentFiles';
import { parseFrontmatter } from './frontmatter';
import { renderMarkdown } from './renderMarkdown';
import { readSourceHeadings } from './translationHeadings';
import { loadDemoMemoised } from './loadDemoMemoised';
import { loadDemoDataFiles } from './demoFiles/loadDemoDataFiles';
import { readTranslationStatus } from '@/server/translations/readSourceState';
import { findApiEntryByName } from '@/server/api/apiIndex';
import { getApiPathname } from '@/api/apiPathnames';

/** Code spans naming a documented component or interface link to its API page. */
function resolveApiLink(name: string): string | null {
  const entry = findApiEntryByName(name);
  return entry ? getApiPathname(entry.product, entry.slug) : null;
}

/** `file:line` of a page's `::demo` slot, for errors about that demo. */
function demoLocation(source: string, file: string, demo: string): string {
  const line = source.split('\n').findIndex((text) => text.includes(`::demo{name="${demo}"}`));
  return line === -1 ? file : `${file}:${line + 1}`;
}

/** What a guide page's files give: its Markdown rendered, its demos and their sources. */
export type GuideContent = Omit<PageData, 'pathname' | 'language' | 'markers'>;

/**
 * Loads and renders a guide page's content in one language, falling back to English when there is no translation,
 * and says whether a translation follows the current English page. Everything that comes from the navigation tree is
 * the route's (guidePageRoute.ts). `root` is the content folder (another one in tests).
 */
export async function loadGuideContent(
  pathname: string,
  language: Language,
  root: string = CONTENT_ROOT,
): Promise<GuideContent> {
  const translatedPath = getContentFilePath(pathname, language, root);
  const translated = fs.existsSync(translatedPath);
  const filePath = translated ? translatedPath : getContentFilePath(pathname, 'en', root);
  const source = fs.readFileSync(filePath, 'utf8');
  const { frontmatter, body, bodyStartLine } = parseFrontmatter(source, toRepositoryPath(filePath));
  const rendered = await renderMarkdown(
    // Rendered at its place in the file, so an error names the file's line (blank lines render nothing).
    '\n'.repeat(bodyStartLine - 1) + body,
    language,
    toRepositoryPath(filePath),
    resolveApiLink,
    await readSourceHeadings(pathname, language, root),
  );
  const demoSources: DemoCode['demos'] = {};
  for (const segment of rendered.segments) {
    if (segment.kind === 'demo') {
      demoSources[segment.demo] = await loadDemoMemoised(
        path.dirname(filePath),
        segment.demo,
        demoLocation(source, toRepositoryPath(filePath), segment.demo),
      );
    }
  }
  return {
    title: frontmatter.title,
    description: frontmatter.description,
    segments: rendered.segments,
    toc: rendered.toc,
    translation: readTranslationStatus(pathname, language, root),
    sourcePath: toRepositoryPath(filePath),
    demoCode: {
      demos: demoSources,
      dataFiles: await loadDemoDataFiles(demoSources),
    },
  };
}
