import type { ProductId } from '@/routing/products';
import productWords from './productWords.json';
import { tokenize } from './tokenize';

const PRODUCTS = Object.entries(productWords.products).map(([product, { topics, names }]) => ({
  product: product as ProductId,
  topics,
  nameTerms: new Set(names.flatMap((name) => tokenize(name))),
}));

/** The product a question names, and its terms that did nothing but name it ("picker" in "date picker format"). */
export interface NamedProduct {
  product: ProductId;
  productTerms: Set<string>;
}

/**
 * The product a question names by its own words ("date picker format" → Date and Time Pickers), or null when it names
 * none or two equally. A topic phrase ("tree data", "row grouping") counts before words, and its words stay topic
 * words.
 */
export function queryProduct(query: string): NamedProduct | null {
  let text = ` ${query.toLowerCase()} `;
  const found = PRODUCTS.map(({ product, topics, nameTerms }) => {
    let score = 0;
    for (const topic of topics.filter((phrase) => text.includes(phrase))) {
      score += 1;
      text = text.replaceAll(topic, ' ');
    }
    return { product, nameTerms, score };
  });
  const terms = tokenize(text);
  const ranked = found
    .map(({ product, nameTerms, score }) => {
      const productTerms = new Set(terms.filter((term) => nameTerms.has(term)));
      return { product, productTerms, score: score + productTerms.size };
    })
    .sort((a, b) => b.score - a.score);
  const [first, second] = ranked;
  return first && first.score > 0 && (!second || second.score < first.score)
    ? { product: first.product, productTerms: first.productTerms }
    : null;
}
