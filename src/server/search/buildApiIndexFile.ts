import { getApiPathname } from '@/api/apiPathnames';
import type { ApiRowKind } from '@/api/apiRowAnchors';
import type { ApiEntry, ApiPlan } from '@/api/types';
import { API_ROW_KINDS, SEARCH_INDEX_FORMAT, type ApiIndexFile, type IndexedApiRow } from '@/search/searchIndexFormat';
import { apiSummary } from './apiSummary';

const PLAN_ORDER: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

/** The rows of an API page: props, slots, CSS classes, properties and methods, with the anchor kind of each. */
function rowsOf(entry: ApiEntry): { name: string; kind: ApiRowKind; description: string }[] {
  if (entry.kind === 'interface') {
    return entry.members.map(({ name, method, description }) => ({
      name,
      kind: method ? 'method' : 'property',
      description,
    }));
  }
  return [
    ...entry.props.map(({ name, description }) => ({ name, kind: 'prop' as const, description })),
    ...entry.slots.map(({ name, description }) => ({ name, kind: 'slot' as const, description })),
    ...entry.classes.map(({ key, description }) => ({ name: key, kind: 'cssClass' as const, description })),
  ];
}

/**
 * The API part of the search index: every component and interface page, and every documented name with the rows
 * it appears on, with the one-line description of the row. The community page comes first (`processRowUpdate` lands on DataGrid, not DataGridPremium),
 * then components before interfaces, then the shorter name.
 */
export function buildApiIndexFile(entries: ApiEntry[]): ApiIndexFile {
  const sorted = [...entries].sort(
    (a, b) =>
      PLAN_ORDER[a.plan] - PLAN_ORDER[b.plan] ||
      Number(a.kind === 'interface') - Number(b.kind === 'interface') ||
      a.name.length - b.name.length ||
      a.name.localeCompare(b.name),
  );
  const rows = new Map<string, IndexedApiRow>();
  sorted.forEach((entry, pageIndex) => {
    for (const { name, kind, description } of rowsOf(entry)) {
      const kindIndex = API_ROW_KINDS.indexOf(kind);
      const key = `${kindIndex}:${name}`;
      // The first page's description (the community page's) is the one a result shows.
      const summary = apiSummary(description);
      const row: IndexedApiRow = rows.get(key) ?? (summary ? [name, kindIndex, [], summary] : [name, kindIndex, []]);
      row[2].push(pageIndex);
      rows.set(key, row);
    }
  });
  return {
    format: SEARCH_INDEX_FORMAT,
    pages: sorted.map((entry) => [entry.name, getApiPathname(entry.product, entry.slug)]),
    rows: [...rows.values()],
  };
}
