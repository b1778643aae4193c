import type { NavNode } from '@/navigation/types';
import { buildApiNavigation } from '@/api/apiNavigation';
import type { ApiIndexEntry } from '@/api/types';
// Written by scripts/api/generateApi.ts from the installed packages' type declarations (run before build and typecheck).
import apiIndex from '../../generated/api/index.json';
import { chartsSection } from './charts';
import { commonConceptsSection } from './commonConcepts';
import { dataGridSection } from './dataGrid';
import { datePickersSection } from './datePickers';
import { introductionSection } from './introduction';
import { migrationSection } from './migration';
import { treeViewSection } from './treeView';

/**
 * The navigation tree: the one source for the drawer, previous/next links, breadcrumbs and the list of pages.
 * Leaves are pages (content/pages/<path>/index.md, or a generated API page); entries with children are sections.
 */
export const navigation: NavNode[] = [
  ...introductionSection,
  ...dataGridSection,
  ...datePickersSection,
  ...chartsSection,
  ...treeViewSection,
  ...commonConceptsSection,
  ...migrationSection,
  ...buildApiNavigation(apiIndex as ApiIndexEntry[]),
];
