import fs from 'node:fs';
import path from 'node:path';
import { SearchEngine } from '@/search/searchEngine';
import {
  SEARCH_INDEX_FILES,
  SEARCH_INDEX_FORMAT,
  EXCERPT_SHARD_SIZE,
  type ApiIndexFile,
  type PagesIndexFile,
} from '@/search/searchIndexFormat';
import type { Language } from '@/i18n/languages';
import { getMarkdownTwinPath } from '@/routing/markdownTwin';
import { localizePath } from '@/routing/pathnames';
import {
  DATA_FILES,
  demoSourcesSchema,
  docsManifestSchema,
  type DemoSources,
  type DocsManifest,
  type DocsPage,
} from './docsManifest';

/** Everything the tools read: the manifest in memory, the search engines built, pages and demos read on demand. */
export interface DocsData {
  manifest: DocsManifest;
  pageByPathname: Map<string, DocsPage>;
  engine: (language: Language) => SearchEngine;
  /** The opening prose of a search index section. */
  excerpt: (language: Language, section: number) => string;
  /** A page's Markdown twin in a language. */
  readTwin: (pathname: string, language: Language) => string;
  demos: () => DemoSources;
  /** Absolute URL of a page of the site. */
  url: (pathname: string, language: Language) => string;
}

function readJson(dataDirectory: string, ...segments: string[]): unknown {
  const file = path.join(dataDirectory, ...segments);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read ${file}: ${(error as Error).message}. Build the docs and pack the server first (npm run build, or npm run mcp:pack after a build).`,
    );
  }
}

function readIndexFile<T>(dataDirectory: string, name: string): T {
  const value = readJson(dataDirectory, DATA_FILES.search, name) as { format?: unknown };
  if (value?.format !== SEARCH_INDEX_FORMAT) {
    throw new Error(`${name} is not a search index file of format ${SEARCH_INDEX_FORMAT}: pack the server again.`);
  }
  return value as T;
}

/** Loads the packed documentation from a data folder (the package's `data/`). Reads nothing else, writes nothing. */
export function loadDocsData(dataDirectory: string): DocsData {
  const parsed = docsManifestSchema.safeParse(readJson(dataDirectory, DATA_FILES.manifest));
  if (!parsed.success) {
    throw new Error(`${path.join(dataDirectory, DATA_FILES.manifest)} is not valid: ${parsed.error.message}`);
  }
  const manifest = parsed.data;
  const api = readIndexFile<ApiIndexFile>(dataDirectory, SEARCH_INDEX_FILES.api());
  const engines = new Map<Language, SearchEngine>();
  const engine = (language: Language) => {
    let found = engines.get(language);
    if (!found) {
      found = new SearchEngine(readIndexFile<PagesIndexFile>(dataDirectory, SEARCH_INDEX_FILES.pages(language)));
      found.addApi(api);
      engines.set(language, found);
    }
    return found;
  };
  const shards = new Map<string, string[]>();
  const excerpt = (language: Language, section: number) => {
    const name = SEARCH_INDEX_FILES.excerpts(language, Math.floor(section / EXCERPT_SHARD_SIZE));
    if (!shards.has(name)) {
      shards.set(name, readIndexFile<{ texts: string[] }>(dataDirectory, name).texts);
    }
    return shards.get(name)?.[section % EXCERPT_SHARD_SIZE] ?? '';
  };
  let demos: DemoSources | null = null;
  return {
    manifest,
    pageByPathname: new Map(manifest.pages.map((page) => [page.pathname, page])),
    engine,
    excerpt,
    readTwin: (pathname, language) =>
      fs.readFileSync(
        path.join(dataDirectory, DATA_FILES.pages, ...getMarkdownTwinPath(localizePath(pathname, language)).split('/')),
        'utf8',
      ),
    demos: () => {
      demos ??= demoSourcesSchema.parse(readJson(dataDirectory, DATA_FILES.demos));
      return demos;
    },
    url: (pathname, language) => `${manifest.siteUrl}${localizePath(pathname, language)}`,
  };
}
