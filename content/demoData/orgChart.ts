import { FIRST_NAMES, LAST_NAMES } from './names';
import { createRandom } from './random';

export interface OrgMember {
  id: number;
  /** Names from the top of the organisation down to this member, for tree data's `getTreeDataPath`. */
  hierarchy: string[];
  jobTitle: string;
  recruitmentDate: Date;
}

/** A three-level organisation chart (CEO, directors, their reports), identical for the same seed. */
export function generateOrgChart(directors = 4, reportsPerDirector = 5, seed = 7): OrgMember[] {
  const random = createRandom(seed);
  const name = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const members: OrgMember[] = [];
  const ceo = name();
  let id = 1;
  members.push({
    id: id++,
    hierarchy: [ceo],
    jobTitle: 'Chief Executive Officer',
    recruitmentDate: new Date(2010, 2, 1),
  });
  for (let d = 0; d < directors; d += 1) {
    const director = `${name()} (${d + 1})`;
    members.push({
      id: id++,
      hierarchy: [ceo, director],
      jobTitle: 'Director',
      recruitmentDate: random.date(new Date(2011, 0, 1), new Date(2016, 0, 1)),
    });
    for (let r = 0; r < reportsPerDirector; r += 1) {
      members.push({
        id: id++,
        hierarchy: [ceo, director, `${name()} (${d + 1}.${r + 1})`],
        jobTitle: random.pick(['Engineer', 'Designer', 'Analyst', 'Account Executive', 'Support Specialist']),
        recruitmentDate: random.date(new Date(2016, 0, 1), new Date(2024, 6, 1)),
      });
    }
  }
  return members;
}
