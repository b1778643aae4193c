import { spreadOf, type Spread } from './medianFigures';
import type { Miss } from './missedLighthouseTargets';
import { TARGETS } from './targets';

/** The shell's controls a reader can press on a phone, each timed on its own first click. */
export const SHELL_CONTROLS = ['menu', 'section', 'settings', 'search', 'copy'] as const;
export type ShellControl = (typeof SHELL_CONTROLS)[number];

/** When the click comes: as soon as the page has painted, or once its load event has fired. */
export type ClickMoment = 'first paint' | 'load';

/** One first click, timed inside the page from the tap's `pointerdown`. */
export interface FirstClickRun {
  /** To the first frame that shows the control's response (the panel, the drawer, a focused search input…). */
  respondedMs: number;
  /**
   * The interaction's Event Timing duration (its INP): from the tap to the next paint after its handlers ran.
   * 0 when Chromium reported no entry, that is under its 16 ms threshold.
   */
  eventMs: number;
}

/** One control on one page, at one moment, over several runs. */
export interface FirstClickFigures {
  kind: string;
  route: string;
  moment: ClickMoment;
  control: ShellControl;
  responded: Spread;
  event: Spread;
  runs: number;
}

/** Median and worst of both measures over the runs of one control. */
export function summarizeFirstClicks(runs: FirstClickRun[]): { responded: Spread; event: Spread; runs: number } {
  if (runs.length === 0) {
    throw new Error('No first-click runs to summarize: every run of the control must give a time.');
  }
  return {
    responded: spreadOf(runs.map((run) => run.respondedMs)),
    event: spreadOf(runs.map((run) => run.eventMs)),
    runs: runs.length,
  };
}

/** An Event Timing figure for a person: below Chromium's 16 ms threshold there is no entry, so no exact figure. */
export function formatEventMs(ms: number): string {
  return ms < 16 ? '<16 ms' : `${Math.round(ms)} ms`;
}

/**
 * The controls whose response shows later than TARGETS.firstClickMs after the tap (median). The Event Timing
 * duration is printed but not judged: a handler that only queues work has a short one and paints nothing.
 */
export function missedFirstClickTargets(figures: FirstClickFigures[]): Miss[] {
  return figures
    .filter((figure) => !(figure.responded.median <= TARGETS.firstClickMs))
    .map((figure) => ({
      target: 'firstClickMs',
      text: `${figure.kind} page ${figure.route}: first click on ${figure.control} after ${figure.moment}, response shown ${Math.round(figure.responded.median)} ms (median) > ${TARGETS.firstClickMs} ms`,
    }));
}

/** One printed line: the control and moment, then median and worst of both measures (the test shows one). */
export function formatFirstClick(figure: FirstClickFigures): string {
  const { responded, event } = figure;
  return `${figure.control} after ${figure.moment}: response shown median ${Math.round(responded.median)} ms, worst ${Math.round(responded.worst)} ms; Event Timing (INP) median ${formatEventMs(event.median)}, worst ${formatEventMs(event.worst)} (${figure.runs} runs)`;
}
