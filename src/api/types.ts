/**
 * The shape of the API reference files in `generated/api/`, written by `scripts/api/generateApi.ts`
 * and read back (validated) by `src/server/api/`.
 */

/** Community is the MIT package; Pro and Premium are the commercial ones. */
export type ApiPlan = 'community' | 'pro' | 'premium';

export type ApiKind = 'component' | 'interface';

/** One line of `generated/api/index.json`. `product` is the product's URL slug (`data-grid`, `charts`, …). */
export interface ApiIndexEntry {
  product: string;
  slug: string;
  name: string;
  kind: ApiKind;
  plan: ApiPlan;
}

/** A parameter of a callback, or a field of an object type, as a reader expands them. */
export interface ApiTypeField {
  name: string;
  type: string;
  optional: boolean;
}

/** What a prop's type expands into: a union's members, an object type's fields, or a callback's parameters. */
export type ApiTypeDetails =
  | { kind: 'union'; members: string[] }
  | { kind: 'object'; fields: ApiTypeField[] }
  | { kind: 'function'; params: ApiTypeField[]; returns: string };

/** A prop of a component, or a member of an interface. */
export interface ApiProp {
  name: string;
  /** The type as the checker prints it, shortened when it is a very long union. */
  type: string;
  /** The complete type, present only when `type` was shortened. */
  fullType?: string;
  /** What the type expands into, when it has parts worth listing. */
  typeDetails?: ApiTypeDetails;
  /** Text of the `@default` JSDoc tag. */
  default?: string;
  /** JSDoc text, Markdown. */
  description: string;
  required: boolean;
  /** Message of the `@deprecated` JSDoc tag (may be empty: deprecated without a reason). */
  deprecated?: string;
  /** Interface members only: the lowest plan that has this member, when above community. */
  plan?: ApiPlan;
  /** Interface members only: true for methods (their type is the call signature). */
  method?: boolean;
}

export interface ApiSlot {
  name: string;
  /** JSDoc text, Markdown. */
  description: string;
  /** Text of the `@default` JSDoc tag, usually the default component's name. */
  default?: string;
}

export interface ApiCssClass {
  /** Key of the `*Classes` object and of the `classes` prop, e.g. `root`. */
  key: string;
  /** The generated global class name, e.g. `MuiDateCalendar-root`. */
  className: string;
  /** JSDoc text of the matching `*Classes` interface member, Markdown. */
  description: string;
}

interface ApiEntryBase extends ApiIndexEntry {
  /** One import statement per package that exports the name. */
  imports: string[];
  /** JSDoc text of the export, Markdown. */
  description: string;
}

export interface ApiComponentEntry extends ApiEntryBase {
  kind: 'component';
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiCssClass[];
}

export interface ApiInterfaceEntry extends ApiEntryBase {
  kind: 'interface';
  members: ApiProp[];
  /** Source of the type alias when the members come from an array item or a union, e.g. `type GridSortModel = GridSortItem[];`. */
  definition?: string;
}

/** One `generated/api/<product>/<slug>.json` file. */
export type ApiEntry = ApiComponentEntry | ApiInterfaceEntry;

/** `generated/api/meta.json`: what the output was generated from, to skip regeneration when nothing changed. */
export interface ApiMeta {
  formatVersion: number;
  packages: Record<string, string>;
}
