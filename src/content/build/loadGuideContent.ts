import fs from 'node:fs';
import path from 'node:path';
import type { DemoCode, DemoData } from '../demoTypes';
import type { Language } from '@/i18n/languages';
import type { PageData } from '../types';
import { getContentFilePath, toRepositoryPath } from './contentFiles';
import { parseFrontmatter } from './frontmatter';
import { renderMarkdown } from './renderMarkdown';
import { readSourceHeadings } from './translationHeadings';
import { loadDemoMemoised } from './loadDemoMemoised';
import { loadDemoDataFiles } from './demoFiles/loadDemoDataFiles';
import { findApiEntryByName } from '@/api/build/apiIndex';
import { getApiPathname } from '@/api/apiPathnames';

/** Code spans naming a documented component or interface link to its API page. */
function resolveApiLink(name: string): string | null {
  const entry = findApiEntryByName(name);
  return entry ? getApiPathname(entry.product, entry.slug) : null;
}

/** What a guide page's files give: its Markdown rendered, its demos and their sources. */
export type GuideContent = Omit<PageData, 'pathname' | 'language' | 'markers'>;

/**
 * Loads and renders a guide page's content in one language, falling back to English when there is no translation.
 * Everything that comes from the navigation tree is the route's (guidePageRoute.ts).
 */
export async function loadGuideContent(pathname: string, language: Language): Promise<GuideContent> {
  const translatedPath = getContentFilePath(pathname, language);
  const translated = fs.existsSync(translatedPath);
  const filePath = translated ? translatedPath : getContentFilePath(pathname, 'en');
  const { frontmatter, body } = parseFrontmatter(fs.readFileSync(filePath, 'utf8'), toRepositoryPath(filePath));
  const rendered = await renderMarkdown(
    body,
    language,
    toRepositoryPath(filePath),
    resolveApiLink,
    await readSourceHeadings(pathname, language),
  );
  const demos: Record<string, DemoData> = {};
  const demoSources: DemoCode['demos'] = {};
  for (const segment of rendered.segments) {
    if (segment.kind === 'demo') {
      const { data, code } = await loadDemoMemoised(path.dirname(filePath), segment.demo, toRepositoryPath(filePath));
      demos[segment.demo] = data;
      demoSources[segment.demo] = code;
    }
  }
  return {
    title: frontmatter.title,
    description: frontmatter.description,
    segments: rendered.segments,
    toc: rendered.toc,
    translated,
    sourcePath: toRepositoryPath(filePath),
    demos,
    demoCode: {
      demos: demoSources,
      dataFiles: await loadDemoDataFiles(demoSources),
    },
  };
}
