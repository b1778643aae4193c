import type { Language } from '@/i18n/languages';
import type { NavMarkers } from '@/navigation/types';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export type ContentSegment =
  | { kind: 'html'; html: string }
  | { kind: 'code'; html: string; code: string; language: string }
  | { kind: 'demo'; demo: string };

/** Everything a content page needs, computed at build time and passed to the page as props. */
export interface PageData {
  pathname: string;
  language: Language;
  title: string;
  description: string;
  segments: ContentSegment[];
  toc: TocEntry[];
  /** False when the page has no text in the requested language and shows English instead. */
  translated: boolean;
  markers: NavMarkers;
  /** Repository path of the source file, for "Edit this page". */
  sourcePath: string;
}
