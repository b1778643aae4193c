import fs from 'node:fs';
import path from 'node:path';
import { navigation } from '@content/navigation';
import { getApiPathname, getApiProductPathname } from '@/api/apiPathnames';
import { findApiEntryByName, loadApiIndex } from '@/server/api/apiIndex';
import { buildApiIndexPageData } from '@/server/api/apiIndexPageRoute';
import { getApiLinkResolver, getApiSummary } from '@/server/api/buildApiPageData';
import { loadApiEntry } from '@/server/api/loadApiEntry';
import { getContentFilePath, toRepositoryPath } from '@/server/content/contentFiles';
import { parseFrontmatter } from '@/server/content/frontmatter';
import { formatDemoSource } from '@/server/content/formatDemoSource';
import { readTranslationStatus } from '@/server/translations/readSourceState';
import { getContentPages, getSitePages } from '@/server/content/site';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { getProductLlmsTxtPath, SITE_LLMS_TXT_PATH } from '@/routing/llmsTxtPath';
import { getMarkdownTwinPath } from '@/routing/markdownTwin';
import { localizePath } from '@/routing/pathnames';
import { MUI_X_VERSION } from '@/routing/muiXVersion';
import { getProductFromPath, PRODUCT_IDS } from '@/routing/products';
import { toAbsoluteUrl } from '@/routing/siteUrl';
import { PRODUCT_NAMES } from '@/shell/products';
import { buildLlmsFullTxt, buildLlmsTxt, type LlmsPageSummary } from './buildLlmsTxt';
import { buildRobotsTxt, buildSitemap } from './buildSitemap';
import { renderApiIndexTwin, renderApiTwin } from './renderApiTwin';
import { renderPageTwin } from './renderPageTwin';

export interface MachineReadableReport {
  twins: number;
  /** Bytes of each site-level file, by its path in the output folder. */
  files: Record<string, number>;
}

function write(outDirectory: string, urlPath: string, text: string): number {
  const file = path.join(outDirectory, ...urlPath.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return Buffer.byteLength(text);
}

/** Demo sources, formatted once for both languages. */
function createDemoSourceLoader() {
  const cache = new Map<string, Promise<string>>();
  return (pageDirectory: string, pageFile: string) => (name: string) => {
    const file = path.join(pageDirectory, 'demos', `${name}.tsx`);
    if (!cache.has(file)) {
      if (!fs.existsSync(file)) {
        throw new Error(`${pageFile}: ::demo{name="${name}"} has no file demos/${name}.tsx.`);
      }
      cache.set(file, formatDemoSource(fs.readFileSync(file, 'utf8')));
    }
    return cache.get(file)!;
  };
}

/** Writes the twins of every guide page in a language; returns the English titles and texts for llms.txt. */
async function writeGuideTwins(
  outDirectory: string,
  language: Language,
  siteUrl: string,
  loadDemos: ReturnType<typeof createDemoSourceLoader>,
) {
  const summaries = new Map<string, LlmsPageSummary>();
  const texts: string[] = [];
  const resolveApiLink = (name: string) => {
    const entry = findApiEntryByName(name);
    return entry ? toAbsoluteUrl(localizePath(getApiPathname(entry.product, entry.slug), language), siteUrl) : null;
  };
  for (const { pathname } of getContentPages()) {
    const translatedPath = getContentFilePath(pathname, language);
    const translated = fs.existsSync(translatedPath);
    const filePath = translated ? translatedPath : getContentFilePath(pathname, 'en');
    const { frontmatter, body } = parseFrontmatter(fs.readFileSync(filePath, 'utf8'), toRepositoryPath(filePath));
    const text = await renderPageTwin({
      pathname,
      language,
      title: frontmatter.title,
      description: frontmatter.description,
      body,
      translation: readTranslationStatus(pathname, language),
      filePath: toRepositoryPath(filePath),
      siteUrl,
      loadDemoSource: loadDemos(path.dirname(filePath), toRepositoryPath(filePath)),
      resolveApiLink,
    });
    write(outDirectory, getMarkdownTwinPath(localizePath(pathname, language)), text);
    summaries.set(pathname, frontmatter);
    texts.push(text);
  }
  return { summaries, texts };
}

/** Writes the twins of every API page and product overview in a language; returns their titles and summaries. */
function writeApiTwins(outDirectory: string, language: Language, siteUrl: string): Map<string, LlmsPageSummary> {
  const summaries = new Map<string, LlmsPageSummary>();
  const index = loadApiIndex();
  for (const product of new Set(index.map((entry) => entry.product))) {
    const pathname = getApiProductPathname(product);
    const page = buildApiIndexPageData(index, product, language);
    write(
      outDirectory,
      getMarkdownTwinPath(localizePath(pathname, language)),
      renderApiIndexTwin(page, pathname, { language, siteUrl }),
    );
    summaries.set(pathname, { title: page.title, description: page.summary });
  }
  for (const { product, slug } of index) {
    const entry = loadApiEntry(product, slug);
    const pathname = getApiPathname(product, slug);
    const summary = getApiSummary(entry, language);
    const text = renderApiTwin(entry, pathname, summary, { language, siteUrl, ...getApiLinkResolver(product) });
    write(outDirectory, getMarkdownTwinPath(localizePath(pathname, language)), text);
    summaries.set(pathname, { title: `${entry.name} API`, description: summary });
  }
  return summaries;
}

/**
 * Writes the machine-readable half of the site into the static output, from the sources the pages are built from
 * (content/pages, content/navigation, generated/api): a Markdown twin of every guide and API page in both
 * languages, `/x/llms.txt`, one llms.txt per product (`/x/react-data-grid/llms.txt`…), `/x/llms-full.txt`,
 * `/sitemap.xml` and `/robots.txt`. Build time only.
 */
export async function writeMachineReadableFiles(outDirectory: string, siteUrl: string): Promise<MachineReadableReport> {
  const loadDemos = createDemoSourceLoader();
  let twins = 0;
  const english = new Map<string, LlmsPageSummary>();
  let guideTexts: string[] = [];
  for (const language of LANGUAGES) {
    const guides = await writeGuideTwins(outDirectory, language, siteUrl, loadDemos);
    const api = writeApiTwins(outDirectory, language, siteUrl);
    twins += guides.summaries.size + api.size;
    if (language === 'en') {
      guideTexts = guides.texts;
      for (const [pathname, summary] of [...guides.summaries, ...api]) {
        english.set(pathname, summary);
      }
    }
  }
  const getPage = (pathname: string) => {
    const page = english.get(pathname);
    if (!page) {
      throw new Error(`llms.txt: the navigation page ${pathname} has no Markdown twin.`);
    }
    return page;
  };
  const productFiles = PRODUCT_IDS.map((product) => ({ product, urlPath: getProductLlmsTxtPath(product) }));
  const llmsTxt = buildLlmsTxt({
    siteName: translate('en', 'appName'),
    summary: `Documentation of MUI X ${MUI_X_VERSION}, advanced React components for data-rich applications: Data Grid, Date and Time Pickers, Charts and Tree View. Each link is the Markdown version of a page (its URL plus .md; Chinese pages under /zh/x/). Every guide in one file: ${toAbsoluteUrl('/x/llms-full.txt', siteUrl)}. One product only: ${productFiles.map(({ product, urlPath }) => `${PRODUCT_NAMES[product]} ${toAbsoluteUrl(urlPath, siteUrl)}`).join(', ')}.`,
    navigation,
    getPage,
    siteUrl,
  });
  const productLlmsTxt = productFiles.map(({ product, urlPath }) => {
    const text = buildLlmsTxt({
      siteName: `${translate('en', 'appName')} ${PRODUCT_NAMES[product]}`,
      summary: `Documentation of the MUI X ${MUI_X_VERSION} ${PRODUCT_NAMES[product]}: its guides and its API reference. Each link is the Markdown version of a page (its URL plus .md; Chinese pages under /zh/x/). Every MUI X product: ${toAbsoluteUrl(SITE_LLMS_TXT_PATH, siteUrl)}`,
      navigation,
      getPage,
      siteUrl,
      includePage: (pathname) => getProductFromPath(pathname) === product,
    });
    return [urlPath.slice(1), write(outDirectory, urlPath, text)] as const;
  });
  const files = {
    'x/llms.txt': write(outDirectory, SITE_LLMS_TXT_PATH, llmsTxt),
    ...Object.fromEntries(productLlmsTxt),
    'x/llms-full.txt': write(outDirectory, '/x/llms-full.txt', buildLlmsFullTxt(guideTexts)),
    'sitemap.xml': write(
      outDirectory,
      '/sitemap.xml',
      buildSitemap(
        getSitePages().map((page) => page.pathname),
        siteUrl,
      ),
    ),
    'robots.txt': write(outDirectory, '/robots.txt', buildRobotsTxt(siteUrl)),
  };
  return { twins, files };
}
