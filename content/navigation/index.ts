import type { NavNode } from '@/navigation/types';
import { commonConceptsSection } from './commonConcepts';
import { introductionSection } from './introduction';

/**
 * The navigation tree: the one source for the drawer, previous/next links, breadcrumbs and the list of pages.
 * Leaves are pages (content/pages/<path>/index.md); entries with children are sections. One file per section.
 */
export const navigation: NavNode[] = [...introductionSection, ...commonConceptsSection];
