import { readInstalledFile } from './readInstalledFile';

/** The Data Grid plans, from the community package up. */
export const GRID_PLANS = ['community', 'pro', 'premium'] as const;
export type GridPlan = (typeof GRID_PLANS)[number];

/** The declaration files that build the `GridEventLookup` type, one per plan's package. */
const EVENT_LOOKUP_FILES: Record<GridPlan, string> = {
  community: '@mui/x-data-grid/models/events/gridEventLookup.d.ts',
  pro: '@mui/x-data-grid-pro/typeOverloads/modules.d.ts',
  premium: '@mui/x-data-grid-premium/typeOverloads/modules.d.ts',
};

/** One `interface` block of a declaration file: its name, what it extends, and its own members' names. */
export interface InterfaceDeclaration {
  name: string;
  bases: string[];
  members: string[];
}

const INTERFACE_START = /^(\s*)(?:export\s+)?interface\s+(\w+)(<.*?>)?(?:\s+extends\s+(.+?))?\s*\{\s*(\})?\s*$/;
const MEMBER = /^(\w+)\??\s*:/;

/** The names an `extends` clause lists, type arguments dropped (`A<R, V>, B` gives `A`, `B`). */
function baseNames(clause: string | undefined): string[] {
  if (!clause) return [];
  let flat = clause;
  while (/<[^<>]*>/.test(flat)) flat = flat.replace(/<[^<>]*>/g, '');
  return flat
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * The interfaces of a declaration file, with the members written directly inside each one. A member is a line one
 * indentation step (four spaces, as TypeScript emits) inside the interface, so the nested `params: {` of an event is
 * not mistaken for an event.
 */
export function parseInterfaces(source: string): InterfaceDeclaration[] {
  const declarations: InterfaceDeclaration[] = [];
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const start = INTERFACE_START.exec(lines[index]!);
    if (!start) continue;
    const [, indent = '', name = '', , clause, closedOnSameLine] = start;
    const declaration: InterfaceDeclaration = { name, bases: baseNames(clause), members: [] };
    declarations.push(declaration);
    if (closedOnSameLine) continue;
    const memberIndent = `${indent}    `;
    for (index += 1; index < lines.length && lines[index] !== `${indent}}`; index += 1) {
      const line = lines[index]!;
      if (!line.startsWith(memberIndent) || line[memberIndent.length] === ' ') continue;
      const member = MEMBER.exec(line.slice(memberIndent.length));
      if (member) declaration.members.push(member[1]!);
    }
  }
  return declarations;
}

/**
 * The events of `GridEventLookup` across the given declaration files, each with the plan of the file that declares it.
 * Declarations of one name merge, as TypeScript merges them (the Pro and Premium files augment the community
 * interfaces), and an interface's events include those of the interfaces it extends.
 */
export function gridEventsOf(files: { plan: GridPlan; source: string }[]): Map<string, GridPlan> {
  const byName = new Map<string, (InterfaceDeclaration & { plan: GridPlan })[]>();
  for (const { plan, source } of files) {
    for (const declaration of parseInterfaces(source)) {
      byName.set(declaration.name, [...(byName.get(declaration.name) ?? []), { ...declaration, plan }]);
    }
  }
  const events = new Map<string, GridPlan>();
  const visited = new Set<string>();
  const collect = (name: string) => {
    if (visited.has(name)) return;
    visited.add(name);
    for (const declaration of byName.get(name) ?? []) {
      for (const member of declaration.members) if (!events.has(member)) events.set(member, declaration.plan);
      declaration.bases.forEach(collect);
    }
  };
  collect('GridEventLookup');
  if (events.size === 0) {
    throw new Error(
      `No event found in GridEventLookup: has the shape of ${Object.values(EVENT_LOOKUP_FILES).join(', ')} changed?`,
    );
  }
  return events;
}

/** Every event the installed Data Grid packages declare, with the plan whose package declares it. */
export function declaredGridEvents(): Map<string, GridPlan> {
  return gridEventsOf(GRID_PLANS.map((plan) => ({ plan, source: readInstalledFile(EVENT_LOOKUP_FILES[plan]) })));
}
