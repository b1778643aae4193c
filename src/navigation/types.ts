import type { Language } from '@/i18n/languages';

export type LocalizedText = string | ({ en: string } & Partial<Record<Language, string>>);

export type Plan = 'pro' | 'premium';

export interface NavMarkers {
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
}

/**
 * One entry of the navigation tree. A leaf is a page (its pathname is the URL, with trailing slash);
 * an entry with children is a collapsible section, or a fixed group label when `subheader` is set.
 */
export interface NavNode extends NavMarkers {
  pathname: string;
  title?: LocalizedText;
  subheader?: LocalizedText;
  children?: NavNode[];
}

/** A page of the tree with its position resolved, as the shell consumes it. */
export interface NavPageEntry extends NavMarkers {
  pathname: string;
  title: LocalizedText;
  /** Titles of the sections above this page, outermost first. */
  trail: LocalizedText[];
}
