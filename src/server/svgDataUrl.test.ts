import { describe, expect, it } from 'vitest';
import { faviconDataUrl, svgDataUrl } from './svgDataUrl';

describe('svgDataUrl', () => {
  it('decodes back to the SVG, with nothing that would end the attribute or start a fragment', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"\n  viewBox="0 0 32 32"><rect fill="#007fff" width="32"/></svg>\n';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/["'#\n<>]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect fill="#007fff" width="32"/></svg>',
    );
  });

  it('is the served favicon', () => {
    expect(faviconDataUrl()).toMatch(/^data:image\/svg\+xml,%3Csvg xmlns=%22http:\/\/www\.w3\.org\/2000\/svg%22/);
  });
});
