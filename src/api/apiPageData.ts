import type { CodeTokens } from '@/content/codeTokens';
import type { ContentSegment, TocEntry } from '@/content/types';
import type { Plan } from '@/navigation/types';
import type { ApiTypeDetails } from './types';

/** A code block highlighted at build time (its tokens also give the text to copy). */
export interface ApiCode {
  tokens: CodeTokens;
}

/** One row of a props / properties / methods table, with its Markdown already rendered. */
export interface ApiRowData {
  name: string;
  type: string;
  /** The whole type when `type` is shortened; null otherwise. */
  fullType: string | null;
  /** What the type expands into (union members, object fields, callback parameters); null when nothing. */
  typeDetails: ApiTypeDetails | null;
  /** True when `type` is shortened and the whole type is too long to send to the page. */
  fullTypeTooLong: boolean;
  default: string | null;
  descriptionHtml: string;
  required: boolean;
  /** Rendered deprecation message: '' when deprecated without one, null when not deprecated. */
  deprecatedHtml: string | null;
  plan: Plan | null;
}

export interface ApiSlotData {
  name: string;
  default: string | null;
  descriptionHtml: string;
}

export interface ApiClassData {
  key: string;
  className: string;
  descriptionHtml: string;
}

/** A guide page that uses an export, with the demo that imports it when there is one (hrefs already localised). */
export interface ApiGuideLink {
  title: string;
  href: string;
  demo: { name: string; href: string } | null;
}

/** An h2 section of an API page; `title` is already translated, `id` is its anchor. */
export type ApiSectionData = { id: string; title: string } & (
  | { kind: 'import'; imports: ApiCode; definition: ApiCode | null }
  | { kind: 'usedIn'; pages: ApiGuideLink[] }
  | {
      kind: 'rows';
      rowIdPrefix: string;
      rows: ApiRowData[];
      /** Methods have no default and are always present. */ methods: boolean;
    }
  | { kind: 'slots'; slots: ApiSlotData[] }
  | { kind: 'classes'; classes: ApiClassData[] }
);

/** Everything an API page shows, computed at build time. */
export interface ApiPageData {
  name: string;
  /** One translated line under the title, also the meta description. */
  summary: string;
  plan: Plan | null;
  /** Rendered JSDoc of the export. */
  descriptionHtml: string;
  sections: ApiSectionData[];
  toc: TocEntry[];
}

export interface ApiLinkData {
  name: string;
  pathname: string;
  plan: Plan | null;
}

/** A product's API overview: links to its components and interfaces. */
export interface ApiIndexPageData {
  title: string;
  summary: string;
  groups: { id: string; title: string; links: ApiLinkData[] }[];
  toc: TocEntry[];
}

/** An API page or a product's API overview as its route hands it to the page: the body is build-time HTML. */
export interface ApiPageView {
  title: string;
  /** The document title (`DataGrid API`). */
  headTitle: string;
  summary: string;
  plan: Plan | null;
  segments: ContentSegment[];
  /** Null on a first load when it has entries, as PageData's. */
  toc: TocEntry[] | null;
}
