import type { ProductId } from '@/routing/products';
import productWords from './productWords.json';
import { tokenize } from './tokenize';

const PRODUCTS = Object.entries(productWords.products) as [ProductId, { phrases: string[]; words: string[] }][];

/** The product a question names, and its terms that did nothing but name it ("picker" in "date picker format"). */
export interface NamedProduct {
  product: ProductId;
  productTerms: Set<string>;
}

/**
 * The product a question names by its own words ("date picker format" → Date and Time Pickers), or null when it names
 * none or two equally. A phrase ("tree data", "row grouping") counts before words, and its words stay topic words.
 */
export function queryProduct(query: string): NamedProduct | null {
  let text = ` ${query.toLowerCase()} `;
  const score = new Map<ProductId, number>();
  const add = (product: ProductId) => score.set(product, (score.get(product) ?? 0) + 1);
  for (const [product, { phrases }] of PRODUCTS) {
    for (const phrase of phrases) {
      if (text.includes(phrase)) {
        add(product);
        text = text.replaceAll(phrase, ' ');
      }
    }
  }
  const terms = tokenize(text);
  const productTerms = new Set<string>();
  for (const [product, { words }] of PRODUCTS) {
    for (const term of terms.filter((candidate) => words.includes(candidate))) {
      add(product);
      productTerms.add(term);
    }
  }
  const [first, second] = [...score.entries()].sort((a, b) => b[1] - a[1]);
  return first && (!second || second[1] < first[1]) ? { product: first[0], productTerms } : null;
}
