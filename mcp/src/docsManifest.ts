import { z } from 'zod';
import { PRODUCT_SLUG_LIST, type ProductSlug } from '@/routing/products';

/** Bumped whenever the shape of the packed data changes; the server refuses data of another format. */
export const DOCS_DATA_FORMAT = 1;

/** The products a tool can be narrowed to, by slug. */
export const PRODUCT_OPTIONS = PRODUCT_SLUG_LIST;
export type ProductOption = ProductSlug;

const planSchema = z.enum(['community', 'pro', 'premium']);

const pageSchema = z.object({
  /** English pathname, the page's key (`/x/react-data-grid/editing/`). */
  pathname: z.string().startsWith('/x/'),
  kind: z.enum(['guide', 'api']),
  /** Titles as the navigation shows them. */
  title: z.object({ en: z.string(), zh: z.string() }),
  /** Sections above the page in the navigation, outermost first, in English. */
  trail: z.array(z.string()),
  product: z.enum(PRODUCT_OPTIONS).nullable(),
  plan: planSchema,
  /** Whether the Chinese page is a translation (otherwise it shows the English text). */
  translated: z.boolean(),
  /** Names of the page's demos, in page order. */
  demos: z.array(z.string()),
});

const apiEntrySchema = z.object({
  name: z.string(),
  kind: z.enum(['component', 'interface']),
  plan: planSchema,
  product: z.enum(PRODUCT_OPTIONS),
  pathname: z.string().startsWith('/x/api/'),
  /** Import lines, one per package that exports the name. */
  imports: z.array(z.string()),
});

/** `data/manifest.json`: what the server knows without opening a page. */
export const docsManifestSchema = z.object({
  format: z.literal(DOCS_DATA_FORMAT),
  /** The documented MUI X version, also the package's version. */
  version: z.string(),
  /** Origin of the site the pages' URLs point to (NEXT_PUBLIC_SITE_URL of the build). */
  siteUrl: z.string().url(),
  pages: z.array(pageSchema),
  api: z.array(apiEntrySchema),
});

export type DocsManifest = z.infer<typeof docsManifestSchema>;
export type DocsPage = DocsManifest['pages'][number];
export type DocsApiEntry = DocsManifest['api'][number];

/** `data/demos.json`: each demo's source and the local modules it imports, shared between demos. */
export const demoSourcesSchema = z.object({
  format: z.literal(DOCS_DATA_FORMAT),
  /** English page pathname → demo name → demo. */
  pages: z.record(
    z.record(
      z.object({
        /** Path of the demo in the docs repository. */
        file: z.string(),
        source: z.string(),
        /** Keys of `modules` the demo needs, dependencies first. */
        modules: z.array(z.string()),
        /** Files of its own: the trimmed `demoData/index.ts`, a sibling CSS module. */
        files: z.array(z.object({ path: z.string(), source: z.string() })),
      }),
    ),
  ),
  /** Data module path as the reader should save it (`demoData/employees.ts`) → its source. */
  modules: z.record(z.string()),
});

export type DemoSources = z.infer<typeof demoSourcesSchema>;

/** Where each part of the data lives inside the data folder. */
export const DATA_FILES = {
  manifest: 'manifest.json',
  demos: 'demos.json',
  /** Markdown twins, at their site path (`pages/x/react-data-grid/editing.md`, `pages/zh/x/…`). */
  pages: 'pages',
  /** The site's search index files, as the build wrote them. */
  search: 'search',
} as const;
