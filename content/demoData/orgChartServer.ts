import type { OrgMember } from './orgChart';

/** One member as a server would send it: its own fields plus how many direct reports it has. */
export interface OrgChartRow {
  id: number;
  name: string;
  jobTitle: string;
  recruitmentDate: Date;
  reports: number;
}

function isChildOf(member: OrgMember, path: readonly string[]): boolean {
  return member.hierarchy.length === path.length + 1 && path.every((key, index) => member.hierarchy[index] === key);
}

/**
 * The members directly under `groupKeys` (the names from the top down to the parent; empty for the top level),
 * the way a server answers a data source's `getRows` for tree data.
 */
export function getOrgChartChildren(chart: readonly OrgMember[], groupKeys: readonly string[]): OrgChartRow[] {
  return chart
    .filter((member) => isChildOf(member, groupKeys))
    .map((member) => ({
      id: member.id,
      name: member.hierarchy[member.hierarchy.length - 1] ?? '',
      jobTitle: member.jobTitle,
      recruitmentDate: member.recruitmentDate,
      reports: chart.filter((other) => isChildOf(other, member.hierarchy)).length,
    }));
}
