import { countPageClaims, sumClaimCounts, testedPercent, type PageClaimCount } from '@/claims/countPageClaims';
import { readAllPageClaims } from '@/claims/readPageClaims';
import { getProductFromPath } from '@/routing/products';

/**
 * Prints, per guide page and per product, the behavioural sentences (quoted by a claim test, listed as untestable, or
 * unquoted but carrying a qualifier word such as "only" or "default"), how many have a test, and the share tested.
 * `--unchecked <text>` also lists the unquoted qualifier sentences of the pages whose path contains the text.
 */
const args = process.argv.slice(2);
const uncheckedIndex = args.indexOf('--unchecked');
const uncheckedFilter = uncheckedIndex === -1 ? null : (args[uncheckedIndex + 1] ?? '');

const LABEL_WIDTH = 72;
const row = (label: string, count: Omit<PageClaimCount, 'unchecked'>) =>
  `${label.padEnd(LABEL_WIDTH)} ${String(count.behavioural).padStart(6)} ${String(count.tested).padStart(6)} ` +
  `${String(count.untestable).padStart(10)} ${`${testedPercent(count)} %`.padStart(7)}`;

const pages = readAllPageClaims().map((page) => ({ page, count: countPageClaims(page.markdown, page.quotes) }));
console.log(`${'page'.padEnd(LABEL_WIDTH)} behav. tested untestable  tested`);
for (const { page, count } of pages) {
  console.log(row(page.pathname + (page.claimsFile ? '' : ' (no claims file)'), count));
  if (uncheckedFilter !== null && page.pathname.includes(uncheckedFilter)) {
    for (const sentence of count.unchecked) console.log(`    unchecked: ${sentence}`);
  }
}
console.log('');
const products = new Map<string, PageClaimCount[]>();
for (const { page, count } of pages) {
  const product = getProductFromPath(page.pathname) ?? 'shared pages';
  products.set(product, [...(products.get(product) ?? []), count]);
}
for (const [product, counts] of products) console.log(row(product, sumClaimCounts(counts)));
console.log(row('all', sumClaimCounts(pages.map(({ count }) => count))));
