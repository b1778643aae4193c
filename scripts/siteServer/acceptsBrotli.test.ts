import { describe, expect, it } from 'vitest';
import { acceptsBrotli } from './acceptsBrotli';

describe('acceptsBrotli', () => {
  it('accepts what browsers send', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br')).toBe(true);
    expect(acceptsBrotli('gzip;q=1.0, BR;q=0.5')).toBe(true);
  });

  it('refuses a request without Brotli, or with Brotli ruled out by q=0', () => {
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli('')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('br;q=0.0')).toBe(false);
    expect(acceptsBrotli('brotli, xbr')).toBe(false);
  });
});
