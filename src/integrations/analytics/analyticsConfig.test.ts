import { describe, expect, it } from 'vitest';
import { parseMeasurementId } from './analyticsConfig';

describe('parseMeasurementId', () => {
  it('no value means no Google Analytics', () => {
    expect(parseMeasurementId(undefined)).toBeNull();
    expect(parseMeasurementId('  ')).toBeNull();
  });

  it('accepts a GA4 measurement id', () => {
    expect(parseMeasurementId('G-5NXDQLC2ZK')).toBe('G-5NXDQLC2ZK');
  });

  it('rejects anything else with a message naming the variable', () => {
    expect(() => parseMeasurementId('UA-106598593-2')).toThrow(/NEXT_PUBLIC_GA_MEASUREMENT_ID is "UA-106598593-2"/);
    expect(() => parseMeasurementId('G-1"><script>')).toThrow(/not a Google Analytics 4 measurement id/);
  });
});
