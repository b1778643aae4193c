import type { LighthouseFigures } from './runLighthouse';

/** The middle value; the mean of the two middle values for an even count; NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) {
    return NaN;
  }
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A timing over several runs: the typical run and the slowest. */
export interface Spread {
  median: number;
  worst: number;
}

/** The median and the largest of the values. */
export function spreadOf(values: number[]): Spread {
  return { median: median(values), worst: Math.max(...values) };
}

/** Each figure's median over several runs of one page, taken figure by figure (the runs need not agree). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    tbtMs: of('tbtMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    documentBytes: of('documentBytes'),
  };
}
