import fs from 'node:fs';
import path from 'node:path';
import { tokensToText } from '../codeTokens';
import type { DemoCode, DemoData } from '../demoTypes';
import type { Language } from '@/i18n/languages';
import type { PageData } from '../types';
import { getContentFilePath, toRepositoryPath } from './contentFiles';
import { parseFrontmatter } from './frontmatter';
import { renderMarkdown } from './renderMarkdown';
import { readSourceHeadings } from './translationHeadings';
import { loadDemo } from './loadDemo';
import { loadSandboxModules } from './loadSandboxModules';
import { getSitePages } from './site';
import { findApiEntryByName } from '@/api/build/apiIndex';
import { getApiPathname } from '@/api/apiPathnames';

/** Code spans naming a documented component or interface link to its API page. */
function resolveApiLink(name: string): string | null {
  const entry = findApiEntryByName(name);
  return entry ? getApiPathname(entry.product, entry.slug) : null;
}

/** Loads and renders one page in one language, falling back to English when there is no translation. */
export async function loadPage(pathname: string, language: Language): Promise<PageData> {
  const entry = getSitePages().find((page) => page.pathname === pathname);
  if (!entry) {
    throw new Error(`No page "${pathname}" in the navigation tree.`);
  }
  const translatedPath = getContentFilePath(pathname, language);
  const translated = fs.existsSync(translatedPath);
  const filePath = translated ? translatedPath : getContentFilePath(pathname, 'en');
  const { frontmatter, body } = parseFrontmatter(fs.readFileSync(filePath, 'utf8'), toRepositoryPath(filePath));
  const rendered = await renderMarkdown(body, language, toRepositoryPath(filePath), resolveApiLink, await readSourceHeadings(pathname, language));
  const demos: Record<string, DemoData> = {};
  const demoSources: DemoCode['demos'] = {};
  for (const segment of rendered.segments) {
    if (segment.kind === 'demo') {
      const { data, code } = await loadDemo(path.dirname(filePath), segment.demo, toRepositoryPath(filePath));
      demos[segment.demo] = data;
      demoSources[segment.demo] = code;
    }
  }
  const { plan, newFeature, planned, unstable } = entry;
  return {
    pathname,
    language,
    title: frontmatter.title,
    description: frontmatter.description,
    segments: rendered.segments,
    toc: rendered.toc,
    translated,
    markers: JSON.parse(JSON.stringify({ plan, newFeature, planned, unstable })),
    sourcePath: toRepositoryPath(filePath),
    demos,
    demoCode: {
      demos: demoSources,
      sandboxModules: await loadSandboxModules(
        Object.values(demoSources).flatMap((variants) => Object.values(variants).map((variant) => tokensToText(variant.sources.TS.tokens))),
      ),
    },
  };
}
