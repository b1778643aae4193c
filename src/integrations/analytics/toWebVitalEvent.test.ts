import { describe, expect, it } from 'vitest';
import { toWebVitalEvent } from './toWebVitalEvent';

describe('toWebVitalEvent', () => {
  it('sends milliseconds rounded to integers', () => {
    expect(toWebVitalEvent({ name: 'LCP', delta: 1234.56, id: 'v5-1' })).toEqual({
      name: 'LCP',
      params: { value: 1235, metric_label: 'v5-1', non_interaction: true },
    });
  });

  it('sends CLS in thousandths', () => {
    expect(toWebVitalEvent({ name: 'CLS', delta: 0.0123, id: 'v5-2' }).params.value).toBe(12);
  });
});
