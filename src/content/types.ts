import type { Language } from '@/i18n/languages';
import type { NavMarkers } from '@/navigation/types';
import type { TranslationStatus } from '@/i18n/translationStatus';
import type { DemoCode } from './demoTypes';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * A page body: static HTML (prose and highlighted code, rendered at build time and never hydrated) between demo slots.
 * `html` is null on a page's first load: the page's HTML already holds it, so the build drops it from the page data.
 */
export type ContentSegment = { kind: 'html'; html: string | null } | { kind: 'demo'; demo: string };

/** Everything a content page needs, computed at build time and passed to the page as props. */
export interface PageData {
  pathname: string;
  language: Language;
  title: string;
  description: string;
  segments: ContentSegment[];
  /** The table of contents; null on a first load when it has entries: the page's HTML holds them (as `segments`). */
  toc: TocEntry[] | null;
  /** Whether the text is the page's own, English for lack of a translation, or a translation of an older English page. */
  translation: TranslationStatus;
  markers: NavMarkers;
  /** Repository path of the source file, for "Edit this page". */
  sourcePath: string;
  /** The demos' sources: the build moves them to `<page>/demos.json` (src/server/pipeline/transforms/stripStaticProps.ts), fetched when needed. */
  demoCode: DemoCode | null;
}
