import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { getContentFilePath, listContentPathnames } from '@/server/content/contentFiles';
import { getProductFromPath, PRODUCT_SLUGS } from '@/routing/products';
import { API_PACKAGES, PLAN_ORDER } from '@/api/apiPackages';
import { findApiNamesInCode, type CodeApiName } from '@/api/findApiNamesInCode';
import type { ApiIndexEntry } from '@/api/types';
import { findApiEntryByName } from './apiIndex';

/** A documented export a guide page uses: imported by one of its demos (the first that does), or named in its code. */
export interface GuideApiUse {
  entry: ApiIndexEntry;
  demo: string | null;
}

/** A guide page that uses a documented export, and the demo that imports it when one does. */
export interface ApiGuideUse {
  pathname: string;
  demo: string | null;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

/** The documented export a name refers to: in its package's product, else in the page's product, else anywhere. */
function resolve({ name, packageName }: CodeApiName, pageProduct: string | undefined): ApiIndexEntry | undefined {
  const packageProduct = API_PACKAGES.find((apiPackage) => apiPackage.name === packageName)?.product;
  if (packageProduct) {
    return findApiEntryByName(name, packageProduct);
  }
  return (pageProduct ? findApiEntryByName(name, pageProduct) : undefined) ?? findApiEntryByName(name);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `DataGridPremium` → `DataGrid`: a component and its commercial versions sort together. */
const baseName = (name: string) => name.replace(/(Pro|Premium)$/, '');

/**
 * Components first, then interfaces; by name, each next to its commercial versions in plan order (DataGrid,
 * DataGridPro, DataGridPremium, then GridToolbar).
 */
function compareUses(a: GuideApiUse, b: GuideApiUse): number {
  const kind = (use: GuideApiUse) => (use.entry.kind === 'component' ? 0 : 1);
  return (
    kind(a) - kind(b) ||
    compareText(baseName(a.entry.name), baseName(b.entry.name)) ||
    PLAN_ORDER.indexOf(a.entry.plan) - PLAN_ORDER.indexOf(b.entry.plan) ||
    compareText(a.entry.name, b.entry.name)
  );
}

const pageCache = new Map<string, GuideApiUse[]>();

/**
 * The documented components and interfaces a guide page uses, from its English Markdown (the same demos and code in
 * every language): what its demos import, the components its code blocks render and the names they and its code
 * spans write. Build time only, memoised.
 */
export function getGuideApiUses(pathname: string): GuideApiUse[] {
  const cached = pageCache.get(pathname);
  if (cached) {
    return cached;
  }
  const filePath = getContentFilePath(pathname, 'en');
  const tree = parser.parse(fs.readFileSync(filePath, 'utf8')) as Root;
  const productId = getProductFromPath(pathname);
  const pageProduct = productId ? PRODUCT_SLUGS[productId] : undefined;
  const uses = new Map<string, GuideApiUse>();
  const add = (names: CodeApiName[], demo: string | null) => {
    for (const name of names) {
      const entry = resolve(name, pageProduct);
      const key = entry && `${entry.product}/${entry.slug}`;
      if (entry && key && !uses.get(key)?.demo) {
        uses.set(key, { entry, demo });
      }
    }
  };
  visit(tree, (node) => {
    if (node.type === 'leafDirective' && (node as LeafDirective).name === 'demo') {
      const demo = (node as LeafDirective).attributes?.name;
      const source = demo && path.join(path.dirname(filePath), 'demos', `${demo}.tsx`);
      if (source && fs.existsSync(source)) {
        add(findApiNamesInCode(fs.readFileSync(source, 'utf8'), { importsOnly: true }), demo);
      }
    } else if (node.type === 'code') {
      add(findApiNamesInCode(node.value), null);
    } else if (node.type === 'inlineCode') {
      add([{ name: node.value.replace(/^<|\s*\/?>$/g, ''), packageName: null }], null);
    }
  });
  const sorted = [...uses.values()].sort(compareUses);
  pageCache.set(pathname, sorted);
  return sorted;
}

let usage: Map<string, ApiGuideUse[]> | undefined;

/** The guide pages that use a documented export (`data-grid/data-grid-pro`), in the order of the content folders. */
export function getApiGuideUses(product: string, slug: string): ApiGuideUse[] {
  if (!usage) {
    usage = new Map();
    for (const pathname of listContentPathnames()) {
      for (const { entry, demo } of getGuideApiUses(pathname)) {
        const key = `${entry.product}/${entry.slug}`;
        usage.set(key, [...(usage.get(key) ?? []), { pathname, demo }]);
      }
    }
  }
  return usage.get(`${product}/${slug}`) ?? [];
}
