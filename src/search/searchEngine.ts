import MiniSearch, { type SearchOptions as MiniSearchOptions, type SearchResult } from 'minisearch';
import { getApiRowId } from '@/api/apiRowAnchors';
import { getProductFromPath, type ProductId } from '@/routing/products';
import { AliasIndex } from './aliasIndex';
import { parseQueryIntent, type QueryIntent } from './queryIntent';
import { queryProduct } from './queryProduct';
import { API_ROW_KINDS, HOME_MARK, splitAliases, type ApiIndexFile, type PagesIndexFile } from './searchIndexFormat';
import { expandSynonyms } from './synonyms';
import { isCjkTerm, tokenize, tokenizeWithPositions } from './tokenize';

/** One result: where it lands, what it shows, and which terms matched (to highlight them). */
export interface SearchHit {
  id: string;
  kind: 'section' | 'apiPage' | 'apiRow';
  group: string;
  pageTitle: string;
  /** The heading it lands on; for an API row, its name. Empty for a page's introduction. */
  heading: string;
  /** Pathname and anchor, in the index's language. */
  href: string;
  /** Section number, to fetch its excerpt; null for API results. */
  section: number | null;
  /** For an API row: its kind, its one-line description and the other pages that have it (`DataGridPro`…). */
  apiRow: { kind: (typeof API_ROW_KINDS)[number]; summary: string; alsoOn: string[] } | null;
  terms: string[];
}

interface IndexedDocument {
  id: string;
  title: string;
  heading: string;
  keywords: string;
  /** The API names this section explains (their home, ranked before their mentions and their API rows). */
  homes: string;
  description: string;
  /** On a page's introduction: the words real readers used when asking for the page (decision 0026). */
  readers: string;
  /** On a page's introduction: words MUI X developers used for the page that it lacks (decision 0031). */
  developers: string;
  /** On a page's introduction: words the official docs use on the same page that it lacks. */
  official: string;
  /** On a page's introduction: the documented components and interfaces its demos and code use. */
  used: string;
}

/**
 * Readers' words weigh like a section's code spans, below the page's own title and headings: they say what a page is
 * for, not what it is called. Chosen by cross-validation (src/search/relevance/README.md): 1.5 answered 127 of the 129
 * English tuning questions from the other fold's words, 1 and 2 answered 126.
 */
const READER_WORDS_BOOST = 1.5;

/**
 * Words MUI X developers used for a page (their commit subjects, decision 0031) are weak evidence, far below readers'
 * words. Chosen by cross-validation (src/search/relevance/README.md, "Words of the MUI X developers"): 0.1 to 0.3 gave
 * the same figures, 0.5 and 1 moved the first result of more questions away from their answer.
 */
const DEVELOPER_WORDS_BOOST = 0.2;

/**
 * Words the official MUI X docs use on the same page that this site's page lacks ("CRUD" for Editing): the docs'
 * vocabulary, which readers who learnt from them type. Chosen by cross-validation (src/search/relevance/README.md,
 * "Words of the official docs"): 1.5 answered two more learning questions than without them, and no fold's
 * first results moved; 2 answered one more but moved first results, 0.05 to 1 one or none.
 */
const OFFICIAL_DOCS_WORDS_BOOST = 1.5;

/**
 * The documented components and interfaces a page's demos and code use, the relation its API pages list as "Used in"
 * (`ChartsReferenceLine` → Axis), matched whole. Chosen on the learning questions (src/search/relevance/README.md, "API
 * names a page uses"): 1.5 and 2 answered three more than without them, 1 two, 0.5 one; 2 moved the old set's first
 * results.
 */
const USED_NAMES_BOOST = 1.5;

// Page titles and the API names a section explains weigh most, then headings, then the code spans and the page
// description.
/** Exported for scripts/search/sweepRanking.ts, which measures other values without rebuilding the index. */
export const FIELD_BOOSTS = {
  title: 4,
  heading: 3,
  homes: 4,
  keywords: 1.5,
  description: 1,
  readers: READER_WORDS_BOOST,
  developers: DEVELOPER_WORDS_BOOST,
  official: OFFICIAL_DOCS_WORDS_BOOST,
  used: USED_NAMES_BOOST,
};

/**
 * Typo tolerance: words of five letters or more allow one edit, of six or more two (`exprot` → `export` is two:
 * Levenshtein counts a swap twice). Shorter words and Chinese pairs must match exactly.
 */
export function fuzzyDistance(term: string): number | false {
  if (isCjkTerm(term) || term.length < 5) {
    return false;
  }
  return term.length < 6 ? 1 : 2;
}

/** As-you-type: a Latin word of two letters or more also matches the words it begins. */
export function allowsPrefix(term: string): boolean {
  return !isCjkTerm(term) && term.length >= 2;
}

/** Where the reader searches from: results of the product whose page they are on come first among equals. */
export interface SearchOptions {
  limit?: number;
  product?: ProductId | null;
}

/**
 * Ranking signals besides the words (docs/architecture.md, "Search"): the reader's product, the API intent of
 * "<Name> api", a query that is a page's title as typed, and migration guides kept below current guides unless the
 * query names a version or "migrate". Exported for scripts/search/sweepRanking.ts.
 */
export const SIGNALS = {
  currentProduct: 1.5,
  namedProduct: 2,
  productWord: 0.3,
  migrationGuide: 0.35,
  apiPageWhenAsked: 4,
  apiRowWhenAsked: 1.5,
  guideWhenApiAsked: 0.6,
  titleAsTyped: 2,
  typedName: 2,
  /**
   * Each further section of a page already listed weighs this much less again: three sections of one page are one
   * answer, so other pages get the places that follow.
   */
  samePageAgain: 0.3,
  /**
   * A section's opening prose, next to its title, headings and code: words there count, far less (`addProse`). 0.2 to
   * 0.3 answer two or three more learning questions than 0.1 with the folds unchanged (src/search/relevance/README.md).
   */
  prose: 0.25,
  /**
   * The best alias of a page the query has whole (`freeze column` for Column pinning, `AliasIndex`): its score, times
   * this, is added to the page's introduction. Chosen by cross-validation (src/search/relevance/README.md, "Pages'
   * aliases"): 2 and 3 answered five more learning questions with the folds unchanged, 3 more first results; 4 and
   * more lowered a fold.
   */
  aliases: 3,
};

/** The terms of a query typed as API names: a lower-case letter then a capital (`getRowId`, `DatePicker`). */
function apiNamesTyped(text: string): Set<string> {
  return new Set(
    tokenizeWithPositions(text)
      .filter(({ start, end }) => /[a-z][A-Z]/.test(text.slice(start, end)))
      .map(({ term }) => term),
  );
}

/** A page's own title, without the product before it: `Data Grid - Row grouping` → `Row grouping`. */
function ownTitle(title: string): string {
  return title.split(' - ').pop() ?? '';
}

/**
 * A page titled "Date Picker" is what a reader typing `DatePicker` wants: its introduction also carries its titles of
 * two words or more written as one (`DatePicker`, `DataGrid`), so a component's name alone finds its guide.
 */
function componentNamesOf(title: string, navTitles: string): string {
  return [ownTitle(title), navTitles]
    .filter((text) => /^[A-Za-z]+( [A-Za-z]+)+$/.test(text))
    .map((text) => text.replace(/ /g, ''))
    .join(' ');
}

/** What MiniSearch makes of a word found only as the beginning of another (its default, set here explicitly). */
const PREFIX_WEIGHT = 0.375;

/**
 * Whether a query is a page's own title as typed: whole, or begun word by word ("filter" for Filtering, "column pin"
 * for Column pinning; three letters or more a word).
 */
function titleAsTyped(title: string | undefined, query: string): 'whole' | 'begun' | null {
  if (title === undefined) {
    return null;
  }
  if (title === query) {
    return 'whole';
  }
  const titleWords = title.split(' ');
  const queryWords = query.split(' ');
  return titleWords.length === queryWords.length &&
    queryWords.every((word, index) => word.length >= 3 && (titleWords[index] ?? '').startsWith(word))
    ? 'begun'
    : null;
}

const isMigrationPath = (pathname: string) => /^(\/[a-z]{2})?\/x\/migration\//.test(pathname);

/** Adds the language prefix of the index to an English API path (`/x/api/…` → `/zh/x/api/…`). */
function localizeApiPath(pathname: string, language: string): string {
  return language === 'en' ? pathname : `/${language}${pathname}`;
}

/**
 * Results with more found for the same documents: each found score, at the given weight, is added to its document's
 * (found twice, twice), and a document found only there joins the results.
 */
function mergeResults(results: SearchResult[], found: SearchResult[], weight: number): SearchResult[] {
  const byId = new Map(results.map((result) => [String(result.id), result]));
  for (const more of found) {
    const id = String(more.id);
    const score = more.score * weight;
    const result = byId.get(id);
    byId.set(
      id,
      result
        ? {
            ...result,
            score: result.score + score,
            terms: [...new Set([...result.terms, ...more.terms])],
            queryTerms: [...new Set([...result.queryTerms, ...more.queryTerms])],
          }
        : { ...more, id, score },
    );
  }
  return [...byId.values()];
}

/** The fields searched with prefixes and typos; `used` holds API names, matched only whole. */
const PREFIXED_FIELDS = ['title', 'heading', 'homes', 'keywords', 'description', 'readers', 'developers', 'official'];

/** A search engine over one language's pages, to which the API reference can be added once it has arrived. */
export class SearchEngine {
  private readonly miniSearch = new MiniSearch<IndexedDocument>({
    fields: [...PREFIXED_FIELDS, 'used'],
    tokenize,
    // Terms are normalised by the tokenizer already (lower case, plural s dropped).
    processTerm: (term) => term,
  });
  private api: ApiIndexFile | null = null;
  /** Each document's product and whether it is a migration guide, for the ranking signals. */
  private readonly products = new Map<string, ProductId | null>();
  private readonly migrationGuides = new Set<string>();
  /**
   * Each page introduction's own title as search terms (`row grouping`): which documents are introductions, and
   * whether a query names the page exactly.
   */
  private readonly titleTerms = new Map<string, string>();
  /** Each section's opening prose, once loaded: matched exactly (no typos, no prefixes), to keep keystrokes fast. */
  private prose: MiniSearch<{ id: string; prose: string }> | null = null;
  private readonly aliases = new AliasIndex();

  constructor(private readonly pages: PagesIndexFile) {
    this.miniSearch.addAll(
      pages.sections.map(([page, heading, , keywords], index) => {
        const [
          ,
          title,
          ,
          navTitles,
          description,
          readerWords = '',
          developerWords = '',
          officialWords = '',
          aliases = '',
          usedNames = '',
        ] = pages.pages[page] ?? ['', '', 0, '', ''];
        // The introduction stands for the whole page: it carries the navigation titles and the description.
        const intro = heading === '';
        if (intro) {
          this.titleTerms.set(`s${index}`, tokenize(ownTitle(title)).join(' '));
          this.aliases.add(`s${index}`, splitAliases(aliases));
        }
        const pathname = pages.pages[page]?.[0] ?? '';
        this.products.set(`s${index}`, getProductFromPath(pathname));
        if (isMigrationPath(pathname)) {
          this.migrationGuides.add(`s${index}`);
        }
        return {
          id: `s${index}`,
          title: intro ? `${title} ${navTitles} ${componentNamesOf(title, navTitles)}` : title,
          heading,
          keywords,
          homes: keywords
            .split(' ')
            .filter((word) => word.startsWith(HOME_MARK))
            .join(' '),
          description: intro ? description : '',
          readers: intro ? readerWords : '',
          developers: intro ? developerWords : '',
          official: intro ? officialWords : '',
          used: intro ? usedNames : '',
        };
      }),
    );
  }

  get hasApi(): boolean {
    return this.api !== null;
  }

  /** Adds the API pages and every row of their tables. */
  addApi(api: ApiIndexFile): void {
    if (this.api) {
      return;
    }
    this.api = api;
    api.pages.forEach(([, pathname], index) => {
      this.products.set(`a${index}`, getProductFromPath(pathname));
    });
    api.rows.forEach(([, , pages], index) => {
      this.products.set(`r${index}`, getProductFromPath(api.pages[pages[0] ?? -1]?.[1] ?? ''));
    });
    this.miniSearch.addAll([
      ...api.pages.map(([name], index) => ({
        id: `a${index}`,
        title: name,
        heading: '',
        keywords: '',
        homes: '',
        description: '',
        readers: '',
        developers: '',
        official: '',
        used: '',
      })),
      ...api.rows.map(([name], index) => ({
        id: `r${index}`,
        title: '',
        heading: name,
        keywords: '',
        homes: '',
        description: '',
        readers: '',
        developers: '',
        official: '',
        used: '',
      })),
    ]);
  }

  /** How many guide sections the index has (the prose of each is one excerpt). */
  get sectionCount(): number {
    return this.pages.sections.length;
  }

  get hasProse(): boolean {
    return this.prose !== null;
  }

  /**
   * Adds the opening prose of every section (the excerpt files' texts, in section order), indexed in small chunks so
   * that typing is never held up; searches use it once the promise settles.
   */
  async addProse(texts: string[]): Promise<void> {
    if (this.prose) {
      return;
    }
    const prose = new MiniSearch<{ id: string; prose: string }>({
      fields: ['prose'],
      tokenize,
      processTerm: (term) => term,
    });
    await prose.addAllAsync(
      texts.map((text, index) => ({ id: `s${index}`, prose: text })),
      { chunkSize: 50 },
    );
    this.prose ??= prose;
  }

  /** Every word the index can suggest when a query finds nothing: page titles, headings and API names. */
  vocabulary(): string[] {
    const words = new Set<string>();
    const add = (text: string) => text.match(/[\p{L}\p{N}_$]{3,}/gu)?.forEach((word) => words.add(word));
    this.pages.pages.forEach(([, title, , navTitles]) => add(`${title} ${navTitles}`));
    this.pages.sections.forEach(([, heading, , keywords]) => add(`${heading} ${keywords}`));
    this.api?.pages.forEach(([name]) => add(name));
    this.api?.rows.forEach(([name]) => add(name));
    return [...words];
  }

  /** Results for a query, best first: every result with any of its terms, weighed by how many of them it has. */
  search(query: string, options: SearchOptions | number = {}): SearchHit[] {
    const { limit = 20, product = null } = typeof options === 'number' ? { limit: options } : options;
    const intent = parseQueryIntent(query);
    const terms = tokenize(intent.text).join(' ');
    if (terms === '') {
      return [];
    }
    // The product the question names by its own words comes before the product of the page it is typed on; once it
    // is known, the words that only named it ("date picker time zone") weigh less than the words of the topic.
    const named = queryProduct(intent.text);
    const productTerms = named?.productTerms ?? new Set<string>();
    const hasTopic = tokenize(intent.text).some((term) => !productTerms.has(term));
    const productSignal = named
      ? { id: named.product, boost: SIGNALS.namedProduct }
      : { id: product, boost: SIGNALS.currentProduct };
    // An API name typed as one (`getRowId`, `ColumnMenu`) says more than the plain words around it ("custom").
    const typedNames = apiNamesTyped(intent.text);
    const termWeight = (term: string) =>
      (hasTopic && productTerms.has(term) ? SIGNALS.productWord : 1) * (typedNames.has(term) ? SIGNALS.typedName : 1);
    const searchOptions = {
      boostTerm: termWeight,
      fuzzy: fuzzyDistance,
      prefix: allowsPrefix,
      weights: { fuzzy: 0.45, prefix: PREFIX_WEIGHT },
      boost: FIELD_BOOSTS,
      boostDocument: (id: string) => this.documentBoost(id, intent, productSignal, terms),
    };
    const queries = expandSynonyms(tokenize(intent.text));
    const found = mergeResults(
      this.miniSearch.search({ combineWith: 'OR', queries }, { ...searchOptions, fields: PREFIXED_FIELDS }),
      // Whole names only: "grid" is not `GridFilterModel`.
      this.miniSearch.search(
        { combineWith: 'OR', queries },
        { ...searchOptions, fields: ['used'], prefix: false, fuzzy: false },
      ),
      1,
    );
    const results = mergeResults(
      this.withProse(found, queries, searchOptions),
      this.aliases.search(queries, searchOptions),
      SIGNALS.aliases,
    );
    // A question's words are not all on the page that answers it: every result that has any of them competes, the
    // ones that have more of them first.
    const wordsOf = queries.map((query) => new Set(typeof query === 'string' ? [query] : query.queries));
    // A word that also names the product counts as little here as in the score ("gauge" in "charts add gauge
    // components" names Charts and is the Gauge page's topic); a typed API name counts more.
    const weights = wordsOf.map((words) =>
      hasTopic && [...words].some((word) => productTerms.has(word))
        ? SIGNALS.productWord
        : [...words].some((word) => typedNames.has(word))
          ? SIGNALS.typedName
          : 1,
    );
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
    // Thousands of results on a keystroke share a few sets of matched terms: each set's coverage is counted once.
    const coverages = new Map<string, number>();
    const coverage = (matched: string[]) => {
      const key = matched.join(' ');
      let share = coverages.get(key);
      if (share === undefined) {
        share =
          wordsOf.reduce(
            (sum, words, index) => sum + (matched.some((term) => words.has(term)) ? (weights[index] ?? 1) : 0),
            0,
          ) / totalWeight;
        coverages.set(key, share);
      }
      return share;
    };
    const timesSeen = new Map<string, number>();
    return results
      .map((result) => ({ result, score: result.score * coverage(result.queryTerms) }))
      .sort((a, b) => b.score - a.score)
      .map(({ result, score }) => {
        const page = this.pageOf(String(result.id));
        const seen = timesSeen.get(page) ?? 0;
        timesSeen.set(page, seen + 1);
        return { result, score: score * SIGNALS.samePageAgain ** seen };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ result }) => this.toHit(result));
  }

  /** The results with their sections' prose scores added, and the sections found only by their prose. */
  private withProse(
    results: SearchResult[],
    queries: ReturnType<typeof expandSynonyms>,
    { boostTerm, boostDocument }: Pick<MiniSearchOptions, 'boostTerm' | 'boostDocument'>,
  ): SearchResult[] {
    if (!this.prose) {
      return results;
    }
    return mergeResults(
      results,
      this.prose.search({ combineWith: 'OR', queries }, { boostTerm, boostDocument }),
      SIGNALS.prose,
    );
  }

  /** The page a result lands on: a guide section's page, or the API result itself. */
  private pageOf(id: string): string {
    return id.startsWith('s') ? `p${this.pages.sections[Number(id.slice(1))]?.[0] ?? ''}` : id;
  }

  private documentBoost(
    id: string,
    intent: QueryIntent,
    { id: product, boost: productBoost }: { id: ProductId | null; boost: number },
    terms: string,
  ): number {
    const kind = id[0];
    // A page's introduction is the best landing; an API row comes after a guide section on the same word.
    let boost = kind === 'r' ? 0.7 : kind === 'a' ? 1.2 : this.titleTerms.has(id) ? 1.5 : 1;
    if (product && this.products.get(id) === product) {
      boost *= productBoost;
    }
    // "row grouping" is the Row grouping page before "Row grouping recipes", which has every word too, and "filter" is
    // Filtering before the Quick filter page's sections. Only within the reader's product.
    const typed = titleAsTyped(this.titleTerms.get(id), terms);
    if (typed && (!product || this.products.get(id) === product)) {
      // A title being typed matches by prefix only, which MiniSearch weighs PREFIX_WEIGHT: that is undone here.
      boost *= SIGNALS.titleAsTyped / (typed === 'begun' ? PREFIX_WEIGHT : 1);
    }
    if (this.migrationGuides.has(id) && !intent.wantsMigration) {
      boost *= SIGNALS.migrationGuide;
    }
    if (intent.wantsApi) {
      boost *=
        kind === 'a' ? SIGNALS.apiPageWhenAsked : kind === 'r' ? SIGNALS.apiRowWhenAsked : SIGNALS.guideWhenApiAsked;
    }
    return boost;
  }

  private toHit(result: SearchResult): SearchHit {
    const id = String(result.id);
    const number = Number(id.slice(1));
    const language = this.pages.language;
    const apiGroup = this.pages.groups[this.pages.apiGroup] ?? 'API';
    const terms = [...new Set(result.terms)];
    if (id.startsWith('s')) {
      const [page, heading, anchor] = this.pages.sections[number] ?? [0, '', ''];
      const [pathname, title, group] = this.pages.pages[page] ?? ['', '', 0];
      const href = anchor ? `${pathname}#${anchor}` : pathname;
      return {
        id,
        kind: 'section',
        group: this.pages.groups[group] ?? '',
        pageTitle: title,
        heading,
        href,
        section: number,
        apiRow: null,
        terms,
      };
    }
    const api = this.api as ApiIndexFile;
    if (id.startsWith('a')) {
      const [name, pathname] = api.pages[number] ?? ['', ''];
      return {
        id,
        kind: 'apiPage',
        group: apiGroup,
        pageTitle: name,
        heading: '',
        href: localizeApiPath(pathname, language),
        section: null,
        apiRow: null,
        terms,
      };
    }
    const [name, kindIndex, pages, summary = ''] = api.rows[number] ?? ['', 0, []];
    const kind = API_ROW_KINDS[kindIndex] ?? 'prop';
    const [first, ...others] = pages.map((page): [string, string] => api.pages[page] ?? ['', '']);
    const [pageName, pathname]: [string, string] = first ?? ['', ''];
    return {
      id,
      kind: 'apiRow',
      group: apiGroup,
      pageTitle: pageName,
      heading: name,
      href: `${localizeApiPath(pathname, language)}#${getApiRowId(kind, name)}`,
      section: null,
      apiRow: { kind, summary, alsoOn: others.map(([other]) => other) },
      terms,
    };
  }
}
