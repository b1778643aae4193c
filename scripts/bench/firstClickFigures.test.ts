import { describe, expect, it } from 'vitest';
import {
  formatEventMs,
  formatFirstClick,
  missedFirstClickTargets,
  summarizeFirstClicks,
  type FirstClickFigures,
} from './firstClickFigures';

const figures = (
  control: FirstClickFigures['control'],
  respondedMedian: number,
  eventMedian = 24,
): FirstClickFigures => ({
  kind: 'content',
  route: '/x/introduction/installation/',
  moment: 'first paint',
  control,
  responded: { median: respondedMedian, worst: respondedMedian + 50 },
  event: { median: eventMedian, worst: eventMedian },
  runs: 5,
});

describe('summarizeFirstClicks', () => {
  it('gives the median and the slowest run of each measure', () => {
    const summary = summarizeFirstClicks([
      { respondedMs: 120, eventMs: 40 },
      { respondedMs: 90, eventMs: 0 },
      { respondedMs: 400, eventMs: 56 },
      { respondedMs: 100, eventMs: 32 },
      { respondedMs: 110, eventMs: 24 },
    ]);
    expect(summary).toEqual({ responded: { median: 110, worst: 400 }, event: { median: 32, worst: 56 }, runs: 5 });
  });

  it('refuses to summarize no runs at all', () => {
    expect(() => summarizeFirstClicks([])).toThrow(/No first-click runs/);
  });
});

describe('missedFirstClickTargets', () => {
  it('a response shown within 200 ms (median) misses nothing, even with a slow worst run', () => {
    expect(missedFirstClickTargets([figures('menu', 200), figures('copy', 150)])).toEqual([]);
  });

  it('names the control, the page and the figure when its response shows later than 200 ms', () => {
    expect(missedFirstClickTargets([figures('menu', 120), figures('settings', 2300)])).toEqual([
      {
        target: 'firstClickMs',
        text: 'content page /x/introduction/installation/: first click on settings after first paint, response shown 2300 ms (median) > 200 ms',
      },
    ]);
  });

  it('a short Event Timing duration does not excuse a response that shows late', () => {
    expect(missedFirstClickTargets([figures('section', 1400, 0)])).toHaveLength(1);
  });
});

describe('formatting', () => {
  it('an Event Timing figure under the 16 ms threshold is written as such, not as 0', () => {
    expect(formatEventMs(0)).toBe('<16 ms');
    expect(formatEventMs(24)).toBe('24 ms');
  });

  it('a line gives both measures, median and worst', () => {
    expect(formatFirstClick(figures('search', 81, 0))).toBe(
      'search after first paint: response shown median 81 ms, worst 131 ms; Event Timing (INP) median <16 ms, worst <16 ms (5 runs)',
    );
  });
});
