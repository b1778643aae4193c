import { describe, expect, it } from 'vitest';
import { median, medianFigures } from './medianFigures';
import { missedLighthouseTargets } from './missedLighthouseTargets';
import type { LighthouseFigures } from './runLighthouse';

const noJs: LighthouseFigures = {
  performance: 100,
  accessibility: 95,
  tbtMs: 80,
  lcpMs: 1000,
  cls: 0,
  fcpMs: 900,
  documentBytes: 10_000,
};
const fast: LighthouseFigures = {
  performance: 98,
  accessibility: 100,
  tbtMs: 120,
  lcpMs: 1040,
  cls: 0.0004,
  fcpMs: 900,
  documentBytes: 12_000,
};

describe('missedLighthouseTargets', () => {
  it('a page within every target misses none', () => {
    expect(missedLighthouseTargets(fast, noJs)).toEqual([]);
  });

  it('names each missed target with the figure and its target', () => {
    const slow = { ...fast, performance: 62, tbtMs: 480.4, lcpMs: 2300, cls: 0.0126 };
    expect(missedLighthouseTargets(slow, noJs)).toEqual([
      { target: 'performance', text: 'performance 62 < 95' },
      { target: 'tbtRatio', text: "TBT 480 ms = 6.0× the no-JS page's 80 ms > 2×" },
      { target: 'cls', text: 'CLS 0.013 > 0' },
      { target: 'lcpRatio', text: "LCP 2300 ms = 2.30× the no-JS page's 1000 ms > 1.05×" },
    ]);
  });

  it('names the document as the likely cause of a late paint when it takes a round trip more than its copy', () => {
    const [miss] = missedLighthouseTargets({ ...fast, lcpMs: 1200, documentBytes: 14_700 }, noJs);
    expect(miss!.text).toBe(
      "LCP 1200 ms = 1.20× the no-JS page's 1000 ms > 1.05× (its document, 14.7 KB, takes 2 round trips; the no-JS copy's, 10.0 KB, 1)",
    );
    const [sameTrips] = missedLighthouseTargets({ ...fast, lcpMs: 1200, documentBytes: 14_000 }, noJs);
    expect(sameTrips!.text).toBe("LCP 1200 ms = 1.20× the no-JS page's 1000 ms > 1.05×");
  });

  it('a layout shift that rounds to 0.001 misses CLS 0', () => {
    expect(missedLighthouseTargets({ ...fast, cls: 0.0006 }, noJs).map((miss) => miss.target)).toEqual(['cls']);
  });

  it('LCP exactly 1.05 times and TBT exactly twice the no-JS page meet the targets', () => {
    expect(missedLighthouseTargets({ ...fast, lcpMs: 1050, tbtMs: 160 }, noJs)).toEqual([]);
  });

  it('any blocking time misses when the page without scripts has none', () => {
    expect(missedLighthouseTargets({ ...fast, tbtMs: 12 }, { ...noJs, tbtMs: 0 })).toEqual([
      { target: 'tbtRatio', text: "TBT 12 ms = Infinity× the no-JS page's 0 ms > 2×" },
    ]);
    expect(missedLighthouseTargets({ ...fast, tbtMs: 0 }, { ...noJs, tbtMs: 0 })).toEqual([]);
  });

  it('a figure Lighthouse could not compute counts as missed', () => {
    expect(missedLighthouseTargets({ ...fast, performance: NaN }, noJs).map((miss) => miss.target)).toEqual([
      'performance',
    ]);
  });
});

describe('medianFigures', () => {
  it('takes each figure from the middle run for that figure', () => {
    const runs = [
      { ...fast, performance: 90, tbtMs: 300 },
      { ...fast, performance: 97, tbtMs: 100 },
      { ...fast, performance: 95, tbtMs: 200 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 95, tbtMs: 200 });
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
