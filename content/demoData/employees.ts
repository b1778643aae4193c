import { COUNTRIES, FIRST_NAMES, LAST_NAMES } from './names';
import { createRandom } from './random';

export const DEPARTMENTS = ['Engineering', 'Design', 'Sales', 'Marketing', 'Finance', 'Support', 'People'] as const;
export const ROLES = ['Intern', 'Associate', 'Senior', 'Lead', 'Manager', 'Director'] as const;

export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  age: number;
  department: (typeof DEPARTMENTS)[number];
  role: (typeof ROLES)[number];
  country: string;
  city: string;
  joinDate: Date;
  salary: number;
  rating: number;
  isAdmin: boolean;
}

/** `count` employees, identical for the same seed. */
export function generateEmployees(count: number, seed = 1): Employee[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const country = random.pick(COUNTRIES);
    const role = random.pick(ROLES);
    return {
      id: index + 1,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `${firstName}.${lastName}${index + 1}@example.com`.toLowerCase(),
      age: random.int(20, 65),
      department: random.pick(DEPARTMENTS),
      role,
      country: country.name,
      city: random.pick(country.cities),
      joinDate: random.date(new Date(2012, 0, 1), new Date(2024, 9, 1)),
      salary: random.int(30, 200) * 1000 + ROLES.indexOf(role) * 8000,
      rating: random.int(1, 5),
      isAdmin: random.bool(0.15),
    };
  });
}
