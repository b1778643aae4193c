import { createRandom } from './random';

/** Short month names, the category axis of most monthly demos. */
export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** One month of a fictional company's books, in thousands of dollars. */
export type MonthlyFinance = {
  month: string;
  revenue: number;
  costs: number;
  profit: number;
  online: number;
  retail: number;
  wholesale: number;
};

const REVENUE = [182, 168, 205, 221, 240, 236, 258, 249, 231, 262, 290, 334];
const COSTS = [150, 149, 161, 170, 176, 181, 190, 188, 179, 186, 204, 231];
const ONLINE_SHARE = [0.41, 0.43, 0.42, 0.44, 0.46, 0.45, 0.47, 0.48, 0.47, 0.49, 0.52, 0.55];
const RETAIL_SHARE = [0.37, 0.36, 0.37, 0.35, 0.34, 0.35, 0.34, 0.33, 0.33, 0.32, 0.31, 0.31];

/** A year of monthly revenue, costs and profit, with revenue split by sales channel. */
export const MONTHLY_FINANCE: MonthlyFinance[] = SHORT_MONTHS.map((month, index) => {
  const revenue = REVENUE[index]!;
  const online = Math.round(revenue * ONLINE_SHARE[index]!);
  const retail = Math.round(revenue * RETAIL_SHARE[index]!);
  return {
    month,
    revenue,
    costs: COSTS[index]!,
    profit: revenue - COSTS[index]!,
    online,
    retail,
    wholesale: revenue - online - retail,
  };
});

/** Average daily high temperature (°C) per month in three cities, rounded climate normals. */
export type CityTemperature = {
  month: string;
  oslo: number;
  paris: number;
  sydney: number;
};

const OSLO = [0, 1, 5, 10, 16, 20, 22, 21, 16, 9, 4, 1];
const PARIS = [7, 9, 13, 16, 20, 23, 25, 25, 21, 16, 11, 8];
const SYDNEY = [27, 27, 25, 23, 20, 18, 17, 19, 21, 23, 24, 26];

export const CITY_TEMPERATURES: CityTemperature[] = SHORT_MONTHS.map((month, index) => ({
  month,
  oslo: OSLO[index]!,
  paris: PARIS[index]!,
  sydney: SYDNEY[index]!,
}));

/** Monthly cloud bill per service, in dollars: long labels that suit a horizontal bar chart. */
export const CLOUD_COSTS: { service: string; cost: number }[] = [
  { service: 'Compute instances', cost: 18420 },
  { service: 'Managed databases', cost: 9630 },
  { service: 'Object storage', cost: 4210 },
  { service: 'Content delivery', cost: 3870 },
  { service: 'Kubernetes clusters', cost: 7350 },
  { service: 'Log analytics', cost: 2940 },
  { service: 'Data transfer', cost: 5120 },
];

/** One trading day of a fictional share. */
export type StockDay = {
  date: Date;
  open: number;
  close: number;
  volume: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Business days of a fictional stock from 2 January 2024 (UTC), as a seeded random walk.
 * The same seed always gives the same prices.
 */
export function generateStockPrices(seed: number, days: number, startPrice = 100): StockDay[] {
  const random = createRandom(seed);
  const result: StockDay[] = [];
  let price = startPrice;
  let time = Date.UTC(2024, 0, 2);
  while (result.length < days) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const open = price;
      price = Math.max(1, price * (1 + (random.next() - 0.48) * 0.04));
      result.push({
        date: new Date(time),
        open: Number(open.toFixed(2)),
        close: Number(price.toFixed(2)),
        volume: random.int(800, 2400) * 1000,
      });
    }
    time += DAY_MS;
  }
  return result;
}

/** `count` values of a seeded random walk starting at 0: enough to stress a line chart. */
export function generateRandomWalk(seed: number, count: number): number[] {
  const random = createRandom(seed);
  const values = new Array<number>(count);
  let value = 0;
  for (let index = 0; index < count; index += 1) {
    value += random.next() - 0.5;
    values[index] = Number(value.toFixed(3));
  }
  return values;
}

/** Yearly electricity generation (TWh) of a fictional country, by source. */
export type EnergyYear = {
  year: number;
  coal: number;
  gas: number;
  nuclear: number;
  hydro: number;
  wind: number;
  solar: number;
};

export const ENERGY_MIX: EnergyYear[] = [
  { year: 2014, coal: 96, gas: 58, nuclear: 71, hydro: 34, wind: 12, solar: 3 },
  { year: 2015, coal: 92, gas: 60, nuclear: 70, hydro: 33, wind: 15, solar: 4 },
  { year: 2016, coal: 85, gas: 64, nuclear: 70, hydro: 35, wind: 18, solar: 6 },
  { year: 2017, coal: 79, gas: 66, nuclear: 68, hydro: 34, wind: 22, solar: 8 },
  { year: 2018, coal: 72, gas: 67, nuclear: 69, hydro: 33, wind: 26, solar: 10 },
  { year: 2019, coal: 64, gas: 70, nuclear: 67, hydro: 35, wind: 31, solar: 13 },
  { year: 2020, coal: 55, gas: 68, nuclear: 64, hydro: 36, wind: 36, solar: 17 },
  { year: 2021, coal: 52, gas: 66, nuclear: 65, hydro: 34, wind: 40, solar: 21 },
  { year: 2022, coal: 49, gas: 61, nuclear: 60, hydro: 31, wind: 46, solar: 27 },
  { year: 2023, coal: 41, gas: 58, nuclear: 62, hydro: 35, wind: 52, solar: 33 },
  { year: 2024, coal: 35, gas: 55, nuclear: 63, hydro: 34, wind: 58, solar: 40 },
];

/** Market share (%) of fictional smartphone makers: the slices of the pie demos. */
export const PHONE_MARKET_SHARE: { id: string; label: string; value: number }[] = [
  { id: 'orbit', label: 'Orbit', value: 31.2 },
  { id: 'kestrel', label: 'Kestrel', value: 24.8 },
  { id: 'nimbus', label: 'Nimbus', value: 15.1 },
  { id: 'vega', label: 'Vega', value: 11.4 },
  { id: 'pico', label: 'Pico', value: 8.3 },
  { id: 'other', label: 'Other', value: 9.2 },
];

/** Where a fictional website's visits come from, split by device type (thousands of visits). */
export const TRAFFIC_BY_DEVICE: { device: string; sources: { id: string; label: string; value: number }[] }[] = [
  {
    device: 'Desktop',
    sources: [
      { id: 'desktop-search', label: 'Search', value: 142 },
      { id: 'desktop-direct', label: 'Direct', value: 88 },
      { id: 'desktop-social', label: 'Social', value: 21 },
    ],
  },
  {
    device: 'Mobile',
    sources: [
      { id: 'mobile-search', label: 'Search', value: 118 },
      { id: 'mobile-direct', label: 'Direct', value: 39 },
      { id: 'mobile-social', label: 'Social', value: 96 },
    ],
  },
];

/** One apartment listing: floor area (m²), price (k€) and number of rooms. */
export type ApartmentListing = {
  id: number;
  area: number;
  price: number;
  rooms: number;
  district: 'Centre' | 'Suburbs';
};

/** Seeded apartment listings where the price grows with the area, and faster in the centre. */
export function generateApartments(seed: number, count: number): ApartmentListing[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, id) => {
    const district = random.bool(0.45) ? 'Centre' : 'Suburbs';
    const area = random.int(28, 140);
    const pricePerSquareMetre = district === 'Centre' ? random.float(6.5, 9.5) : random.float(3.2, 5.4);
    return {
      id,
      area,
      price: Math.round(area * pricePerSquareMetre),
      rooms: Math.max(1, Math.min(6, Math.round(area / 25 + random.float(-0.6, 0.6)))),
      district,
    };
  });
}

/** Weekday names starting on Monday, the rows of the heatmap demos. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * Support tickets opened per hour of the week, as heatmap cells `[hourIndex, weekdayIndex, tickets]`:
 * busy during office hours on weekdays, quiet at night and on weekends.
 */
export function generateTicketHeatmap(seed: number): [number, number, number][] {
  const random = createRandom(seed);
  const cells: [number, number, number][] = [];
  for (let day = 0; day < 7; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const officeHours = hour >= 8 && hour <= 18;
      const weekend = day >= 5;
      const base = officeHours ? (weekend ? 12 : 38) : weekend ? 3 : 8;
      cells.push([hour, day, base + random.int(0, officeHours ? 18 : 6)]);
    }
  }
  return cells;
}

/** Small trends for KPI cards: 14 daily values each. */
export const KPI_TRENDS: { id: string; label: string; unit: string; data: number[] }[] = [
  {
    id: 'users',
    label: 'Active users',
    unit: '',
    data: [812, 840, 835, 901, 948, 920, 977, 1012, 998, 1060, 1094, 1081, 1137, 1180],
  },
  {
    id: 'sessions',
    label: 'Avg. session',
    unit: ' min',
    data: [6.1, 5.8, 6.4, 6.2, 6.9, 7.1, 6.6, 6.8, 7.3, 7.0, 7.6, 7.4, 7.9, 8.1],
  },
  {
    id: 'errors',
    label: 'Error rate',
    unit: '%',
    data: [2.4, 2.1, 2.6, 1.9, 1.7, 1.8, 1.5, 1.6, 1.2, 1.4, 1.1, 0.9, 1.0, 0.8],
  },
  { id: 'orders', label: 'Orders', unit: '', data: [64, 71, 58, 80, 77, 92, 88, 69, 95, 101, 86, 110, 104, 118] },
];

/**
 * Dark slice colours on which white arc labels keep a contrast ratio above 4.5:1 in both colour modes
 * (the default palettes include light colours that would not).
 */
export const LABELLED_SLICE_COLORS = ['#1565c0', '#6a1b9a', '#00695c', '#c62828', '#5d4037', '#37474f', '#283593'];
