/** Kinds of row an API page has, each a table with its own anchor prefix. */
export type ApiRowKind = 'prop' | 'slot' | 'cssClass' | 'property' | 'method';

const ROW_ID_PREFIXES: Record<ApiRowKind, string> = {
  prop: 'prop-',
  slot: 'slot-',
  cssClass: 'classes-',
  property: 'property-',
  method: 'method-',
};

/** Prefix of the row ids of one table (`prop-` + `processRowUpdate`). */
export function getApiRowIdPrefix(kind: ApiRowKind): string {
  return ROW_ID_PREFIXES[kind];
}

/**
 * Id of one row of an API page (`prop-processRowUpdate`, `classes-root`): the API tables and the search index both
 * use it, so a search result lands on the row.
 */
export function getApiRowId(kind: ApiRowKind, name: string): string {
  return `${ROW_ID_PREFIXES[kind]}${name}`;
}
