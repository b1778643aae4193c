import type { LighthouseFigures } from './runLighthouse';
import { slowStartRoundTrips } from './slowStartRoundTrips';
import { TARGETS, type TargetName } from './targets';

export interface Miss {
  target: TargetName;
  /** The figure against its target, for a person: `TBT 420 ms > 200 ms`. */
  text: string;
}

/** LCP of the page over LCP of the same page without scripts. */
export function lcpRatio(page: LighthouseFigures, noJs: LighthouseFigures): number {
  return page.lcpMs / noJs.lcpMs;
}

/** Total blocking time of the page over that of the same page without scripts (Infinity when only the page blocks). */
export function tbtRatio(page: LighthouseFigures, noJs: LighthouseFigures): number {
  return page.tbtMs === 0 ? 0 : page.tbtMs / noJs.tbtMs;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** CLS as Lighthouse shows it: shifts below 0.0005 are noise, not a layout shift a reader sees. */
export function roundedCls(cls: number): number {
  return Math.round(cls * 1000) / 1000;
}

/** The Lighthouse targets a page misses, given its median figures and those of its copy without scripts. */
export function missedLighthouseTargets(page: LighthouseFigures, noJs: LighthouseFigures): Miss[] {
  const misses: Miss[] = [];
  // Written as "not within" so that a figure Lighthouse could not compute (NaN) counts as missed.
  if (!(page.performance >= TARGETS.performance)) {
    misses.push({ target: 'performance', text: `performance ${page.performance} < ${TARGETS.performance}` });
  }
  if (!(page.tbtMs <= TARGETS.tbtRatio * noJs.tbtMs)) {
    misses.push({
      target: 'tbtRatio',
      text: `TBT ${Math.round(page.tbtMs)} ms = ${tbtRatio(page, noJs).toFixed(1)}× the no-JS page's ${Math.round(noJs.tbtMs)} ms > ${TARGETS.tbtRatio}×`,
    });
  }
  if (!(roundedCls(page.cls) <= TARGETS.cls)) {
    misses.push({ target: 'cls', text: `CLS ${roundedCls(page.cls).toFixed(3)} > ${TARGETS.cls}` });
  }
  const ratio = lcpRatio(page, noJs);
  if (!(ratio <= TARGETS.lcpRatio)) {
    const [trips, noJsTrips] = [page, noJs].map((figures) => slowStartRoundTrips(figures.documentBytes));
    // The likeliest cause, named when it applies: the document alone takes a round trip more than its copy's.
    const why =
      trips! > noJsTrips!
        ? ` (its document, ${kb(page.documentBytes)}, takes ${trips} round trips; the no-JS copy's, ${kb(noJs.documentBytes)}, ${noJsTrips})`
        : '';
    misses.push({
      target: 'lcpRatio',
      text: `LCP ${Math.round(page.lcpMs)} ms = ${ratio.toFixed(2)}× the no-JS page's ${Math.round(noJs.lcpMs)} ms > ${TARGETS.lcpRatio}×${why}`,
    });
  }
  return misses;
}
