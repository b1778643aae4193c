/**
 * Fixed datasets for the Charts "common features" and "future components" pages (axis, legend, stacking, zoom…).
 * Everything is literal or derived from a seeded generator, so a chart looks the same on every render.
 */
import { createRandom } from './random';

export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Monthly climate of a temperate coastal city: mean temperature (°C) and rainfall (mm). */
export type MonthlyClimate = { month: string; temperature: number; rainfall: number; sunshine: number };

export const MONTHLY_CLIMATE: MonthlyClimate[] = [
  { month: 'Jan', temperature: 4.1, rainfall: 72, sunshine: 62 },
  { month: 'Feb', temperature: 4.8, rainfall: 55, sunshine: 81 },
  { month: 'Mar', temperature: 7.6, rainfall: 51, sunshine: 124 },
  { month: 'Apr', temperature: 10.4, rainfall: 45, sunshine: 171 },
  { month: 'May', temperature: 14.2, rainfall: 52, sunshine: 207 },
  { month: 'Jun', temperature: 17.3, rainfall: 49, sunshine: 210 },
  { month: 'Jul', temperature: 19.6, rainfall: 47, sunshine: 221 },
  { month: 'Aug', temperature: 19.4, rainfall: 58, sunshine: 205 },
  { month: 'Sep', temperature: 16.3, rainfall: 60, sunshine: 153 },
  { month: 'Oct', temperature: 12.5, rainfall: 79, sunshine: 112 },
  { month: 'Nov', temperature: 7.9, rainfall: 82, sunshine: 70 },
  { month: 'Dec', temperature: 4.9, rainfall: 78, sunshine: 52 },
];

/** Quarterly revenue (k$) of a small software company, split by product line. */
export type QuarterlyRevenue = {
  quarter: string;
  licences: number;
  support: number;
  consulting: number;
  training: number;
};

export const QUARTERLY_REVENUE: QuarterlyRevenue[] = [
  { quarter: 'Q1 23', licences: 420, support: 180, consulting: 150, training: 40 },
  { quarter: 'Q2 23', licences: 460, support: 190, consulting: 120, training: 55 },
  { quarter: 'Q3 23', licences: 390, support: 205, consulting: 170, training: 35 },
  { quarter: 'Q4 23', licences: 540, support: 210, consulting: 190, training: 60 },
  { quarter: 'Q1 24', licences: 480, support: 230, consulting: 140, training: 50 },
  { quarter: 'Q2 24', licences: 510, support: 240, consulting: 210, training: 65 },
];

/** Monthly net cash flow (k$) per business unit: some months are negative. */
export type MonthlyCashFlow = { month: string; retail: number; wholesale: number; online: number };

export const MONTHLY_CASH_FLOW: MonthlyCashFlow[] = [
  { month: 'Jan', retail: 120, wholesale: -40, online: 60 },
  { month: 'Feb', retail: 80, wholesale: -70, online: 75 },
  { month: 'Mar', retail: -30, wholesale: 50, online: 90 },
  { month: 'Apr', retail: 60, wholesale: 95, online: -20 },
  { month: 'May', retail: 140, wholesale: 30, online: 40 },
  { month: 'Jun', retail: -60, wholesale: -25, online: 110 },
];

/** Metro areas whose population (millions) spans three orders of magnitude: a case for a log scale. */
export type CityPopulation = { city: string; population: number };

export const CITY_POPULATIONS: CityPopulation[] = [
  { city: 'Tokyo', population: 37.1 },
  { city: 'Lagos', population: 15.9 },
  { city: 'Lyon', population: 2.3 },
  { city: 'Bergen', population: 0.29 },
  { city: 'Tromsø', population: 0.078 },
];

/**
 * Daily page views for the 120 days that end on 2024-10-16, the day before the demos' fixed "today".
 * Dates are UTC midnights so time and UTC axes agree whatever the reader's time zone.
 */
export type DailyVisits = { date: Date; visits: number; signups: number };

export const DAILY_VISITS: DailyVisits[] = (() => {
  const random = createRandom(2024);
  const firstDay = Date.UTC(2024, 5, 19);
  return Array.from({ length: 120 }, (_, index) => {
    const weekly = Math.sin((index / 7) * 2 * Math.PI) * 180;
    const visits = Math.round(1400 + index * 6 + weekly + random.int(-120, 120));
    return {
      date: new Date(firstDay + index * 24 * 3600 * 1000),
      visits,
      signups: Math.round(visits * random.float(0.02, 0.05, 3)),
    };
  });
})();

/** Hourly server latency samples (ms) for one day, used by scatter and zoom demos. */
export type LatencySample = { id: number; hour: number; latency: number; payload: number };

export const LATENCY_SAMPLES: LatencySample[] = (() => {
  const random = createRandom(7);
  return Array.from({ length: 150 }, (_, id) => {
    const hour = random.float(0, 24, 2);
    const busy = hour > 8 && hour < 19 ? 60 : 0;
    return { id, hour, latency: Math.round(80 + busy + random.float(0, 90)), payload: random.int(1, 500) };
  });
})();

/** Ratings (0–10) of three laptops on the criteria a radar chart would show. */
export type LaptopScore = { criterion: string; aurora: number; boreal: number; cirrus: number };

export const LAPTOP_SCORES: LaptopScore[] = [
  { criterion: 'Battery', aurora: 8, boreal: 6, cirrus: 9 },
  { criterion: 'Screen', aurora: 7, boreal: 9, cirrus: 6 },
  { criterion: 'Keyboard', aurora: 9, boreal: 7, cirrus: 6 },
  { criterion: 'Weight', aurora: 6, boreal: 8, cirrus: 9 },
  { criterion: 'Speed', aurora: 8, boreal: 9, cirrus: 5 },
  { criterion: 'Price', aurora: 5, boreal: 4, cirrus: 8 },
];

/** Visitors left at each step of a sign-up flow. */
export type FunnelStep = { step: string; visitors: number };

export const SIGNUP_FUNNEL: FunnelStep[] = [
  { step: 'Landing page', visitors: 12400 },
  { step: 'Pricing', visitors: 6100 },
  { step: 'Sign-up form', visitors: 2900 },
  { step: 'Email confirmed', visitors: 2150 },
  { step: 'First project', visitors: 1180 },
];

/** Tasks of a release plan, in days from the start of the project. */
export type PlanTask = { task: string; start: number; duration: number };

export const RELEASE_PLAN: PlanTask[] = [
  { task: 'Research', start: 0, duration: 6 },
  { task: 'Design', start: 4, duration: 8 },
  { task: 'Build API', start: 10, duration: 12 },
  { task: 'Build UI', start: 14, duration: 12 },
  { task: 'Testing', start: 24, duration: 6 },
  { task: 'Launch', start: 30, duration: 2 },
];
