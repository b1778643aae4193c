import fs from 'node:fs';
import path from 'node:path';
import { getApiPathname } from '@/api/apiPathnames';
import { loadApiIndex } from '@/server/api/apiIndex';
import { loadApiEntry } from '@/server/api/loadApiEntry';
import { getContentFilePath, listContentPathnames, toRepositoryPath } from '@/server/content/contentFiles';
import { formatDemoSource } from '@/server/content/formatDemoSource';
import { getSitePages } from '@/server/content/site';
import { localizeText } from '@/navigation/navigationTree';
import { getMarkdownTwinPath } from '@/routing/markdownTwin';
import { localizePath } from '@/routing/pathnames';
import { getProductFromPath, PRODUCT_SLUGS } from '@/routing/products';
import { SEARCH_INDEX_BASE_PATH } from '@/search/searchIndexFormat';
import {
  DATA_FILES,
  DOCS_DATA_FORMAT,
  docsManifestSchema,
  type DemoSources,
  type DocsManifest,
  type ProductOption,
} from '../src/docsManifest';
import { collectDemoModules } from './collectDemoModules';

const DEMO_DATA_DIRECTORY = path.join('content', 'demoData');

/** The origin the build wrote into every URL, read back from its robots.txt (`Sitemap: https://mui.com/sitemap.xml`). */
export function readBuiltSiteUrl(outDirectory: string): string {
  const robots = fs.readFileSync(path.join(outDirectory, 'robots.txt'), 'utf8');
  const match = /^Sitemap: (https?:\/\/[^/\s]+)\/sitemap\.xml$/m.exec(robots);
  if (!match) {
    throw new Error(`${outDirectory}/robots.txt names no sitemap: is ${outDirectory} a complete build?`);
  }
  return match[1]!;
}

/** `::demo{name="X"}` slots of a page's Markdown in order, skipping examples inside fenced code. */
function listDemoNames(pathname: string): string[] {
  const markdown = fs.readFileSync(getContentFilePath(pathname, 'en'), 'utf8');
  const withoutFences = markdown.replace(/^ {0,3}(```|~~~)[\s\S]*?^ {0,3}\1/gm, '');
  return [...withoutFences.matchAll(/^ {0,3}::demo\{name="([^"]+)"/gm)].map((match) => match[1]!);
}

function productOption(pathname: string): ProductOption | null {
  const id = getProductFromPath(pathname);
  return id ? (PRODUCT_SLUGS[id] as ProductOption) : null;
}

function buildManifest(version: string, siteUrl: string): DocsManifest {
  const guides = new Set(listContentPathnames());
  const index = loadApiIndex();
  const plans = new Map(index.map((entry) => [getApiPathname(entry.product, entry.slug), entry.plan]));
  return docsManifestSchema.parse({
    format: DOCS_DATA_FORMAT,
    version,
    siteUrl,
    pages: getSitePages().map((page) => {
      const guide = guides.has(page.pathname);
      return {
        pathname: page.pathname,
        kind: guide ? 'guide' : 'api',
        title: { en: localizeText(page.title, 'en'), zh: localizeText(page.title, 'zh') },
        trail: page.trail.map((title) => localizeText(title, 'en')),
        product: productOption(page.pathname),
        plan: page.plan ?? plans.get(page.pathname) ?? 'community',
        translated: !guide || fs.existsSync(getContentFilePath(page.pathname, 'zh')),
        demos: guide ? listDemoNames(page.pathname) : [],
      };
    }),
    api: index.map((entry) => ({
      name: entry.name,
      kind: entry.kind,
      plan: entry.plan,
      product: entry.product,
      pathname: getApiPathname(entry.product, entry.slug),
      imports: loadApiEntry(entry.product, entry.slug).imports,
    })),
  });
}

async function buildDemoSources(manifest: DocsManifest): Promise<DemoSources> {
  const dataIndex = fs.readFileSync(path.join(DEMO_DATA_DIRECTORY, 'index.ts'), 'utf8');
  const readDataModule = (specifier: string) =>
    fs.readFileSync(path.join(DEMO_DATA_DIRECTORY, `${specifier.slice(2)}.ts`), 'utf8');
  const demos: DemoSources = { format: DOCS_DATA_FORMAT, pages: {}, modules: {} };
  for (const page of manifest.pages.filter(({ demos: names }) => names.length > 0)) {
    const directory = path.join(path.dirname(getContentFilePath(page.pathname, 'en')), 'demos');
    const entries: DemoSources['pages'][string] = {};
    for (const name of page.demos) {
      const file = path.join(directory, `${name}.tsx`);
      const source = await formatDemoSource(fs.readFileSync(file, 'utf8'));
      const modules = collectDemoModules(source, file, dataIndex, readDataModule);
      const files = modules.paths.flatMap((modulePath) => {
        if (modulePath === 'demoData/index.ts') {
          return [{ path: modulePath, source: modules.dataIndex ?? '' }];
        }
        if (modulePath.startsWith('demoData/')) {
          demos.modules[modulePath] ??= readDataModule(`./${modulePath.slice('demoData/'.length, -'.ts'.length)}`);
          return [];
        }
        return [{ path: modulePath, source: fs.readFileSync(path.join(directory, modulePath), 'utf8') }];
      });
      entries[name] = {
        file: toRepositoryPath(file),
        source,
        modules: modules.paths.filter((modulePath) => modulePath in demos.modules),
        files,
      };
    }
    demos.pages[page.pathname] = entries;
  }
  return demos;
}

function copyTwins(manifest: DocsManifest, outDirectory: string, dataDirectory: string): number {
  let copied = 0;
  for (const page of manifest.pages) {
    for (const language of ['en', 'zh'] as const) {
      const twin = getMarkdownTwinPath(localizePath(page.pathname, language));
      const source = path.join(outDirectory, ...twin.split('/'));
      if (!fs.existsSync(source)) {
        throw new Error(`${page.pathname}: the build wrote no Markdown twin ${twin} (in ${outDirectory}).`);
      }
      const target = path.join(dataDirectory, DATA_FILES.pages, ...twin.split('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
      copied += 1;
    }
  }
  return copied;
}

function copySearchIndex(outDirectory: string, dataDirectory: string): number {
  const root = path.join(outDirectory, ...SEARCH_INDEX_BASE_PATH.split('/').filter(Boolean));
  const builds = fs.existsSync(root) ? fs.readdirSync(root) : [];
  if (builds.length !== 1) {
    throw new Error(`${root} should hold one build's search index, found ${builds.length}: build the site again.`);
  }
  const source = path.join(root, builds[0]!);
  const target = path.join(dataDirectory, DATA_FILES.search);
  fs.mkdirSync(target, { recursive: true });
  const files = fs.readdirSync(source);
  files.forEach((file) => fs.copyFileSync(path.join(source, file), path.join(target, file)));
  return files.length;
}

/**
 * Writes the MCP server's data folder from a built site (`out/`: Markdown twins, search index, robots.txt for the
 * origin), the navigation, `generated/api` and the demos' sources. Replaces the folder. Build time only.
 */
export async function writeMcpData(outDirectory: string, dataDirectory: string, version: string) {
  const manifest = buildManifest(version, readBuiltSiteUrl(outDirectory));
  const demos = await buildDemoSources(manifest);
  fs.rmSync(dataDirectory, { recursive: true, force: true });
  fs.mkdirSync(dataDirectory, { recursive: true });
  fs.writeFileSync(path.join(dataDirectory, DATA_FILES.manifest), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dataDirectory, DATA_FILES.demos), JSON.stringify(demos));
  const twins = copyTwins(manifest, outDirectory, dataDirectory);
  const searchFiles = copySearchIndex(outDirectory, dataDirectory);
  return { pages: manifest.pages.length, twins, searchFiles, siteUrl: manifest.siteUrl };
}
