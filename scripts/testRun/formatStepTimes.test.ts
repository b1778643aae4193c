import { describe, expect, it } from 'vitest';
import { formatStepTimes } from './formatStepTimes';

describe('formatStepTimes', () => {
  it('lists each step with its time and the total', () => {
    expect(
      formatStepTimes([
        { step: 'typecheck', seconds: 41.24, ok: true },
        { step: 'test:e2e', seconds: 725, ok: true },
      ]),
    ).toBe(['npm test: passed in 12 min 46 s', '  typecheck       41.2 s', '  test:e2e   12 min 05 s'].join('\n'));
  });

  it('names the step that failed and the steps that did not run', () => {
    const summary = formatStepTimes([{ step: 'lint', seconds: 30, ok: false }], ['test:unit']);
    expect(summary.split('\n')).toEqual([
      'npm test: failed in 30.0 s',
      '  lint            30.0 s  FAILED',
      '  test:unit      not run',
    ]);
  });
});
