import { getApiPathname } from '@/api/apiPathnames';
import type { ApiRowKind } from '@/api/apiRowAnchors';
import type { ApiEntry, ApiPlan } from '@/api/types';
import { API_ROW_KINDS, SEARCH_INDEX_FORMAT, type ApiIndexFile, type IndexedApiRow } from '@/search/searchIndexFormat';

const PLAN_ORDER: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

/** The rows of an API page: props, slots, CSS classes, properties and methods, with the anchor kind of each. */
function rowsOf(entry: ApiEntry): { name: string; kind: ApiRowKind }[] {
  if (entry.kind === 'interface') {
    return entry.members.map((member) => ({ name: member.name, kind: member.method ? 'method' : 'property' }));
  }
  return [
    ...entry.props.map((prop) => ({ name: prop.name, kind: 'prop' as const })),
    ...entry.slots.map((slot) => ({ name: slot.name, kind: 'slot' as const })),
    ...entry.classes.map((item) => ({ name: item.key, kind: 'cssClass' as const })),
  ];
}

/**
 * The API part of the search index: every component and interface page, and every documented name with the rows
 * it appears on. The community page comes first (`processRowUpdate` lands on DataGrid, not DataGridPremium),
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
    for (const { name, kind } of rowsOf(entry)) {
      const kindIndex = API_ROW_KINDS.indexOf(kind);
      const key = `${kindIndex}:${name}`;
      const row = rows.get(key) ?? [name, kindIndex, []];
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
