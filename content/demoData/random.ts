/** A small seeded pseudo-random generator (mulberry32): the same seed always gives the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A float in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  pick<T>(items: readonly T[]): T;
  bool(probability?: number): boolean;
  /** A date between two dates (inclusive of the start). */
  date(start: Date, end: Date): Date;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max, decimals = 2) => Number((min + next() * (max - min)).toFixed(decimals)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    bool: (probability = 0.5) => next() < probability,
    date: (start, end) => new Date(start.getTime() + Math.floor(next() * (end.getTime() - start.getTime()))),
  };
}
