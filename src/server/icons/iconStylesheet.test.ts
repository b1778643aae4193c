// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { iconStylesheet } from './iconStylesheet';

const PATHS = { Menu: 'M3 18h18v-2H3z', Close: 'M19 6.41 17.59 5z', Add: 'M19 13h-6v6h-2z' };

/** The sprite's paths by the left edge of their cell, in units of the 24-unit grid. */
function readSprite(css: string): Map<number, string> {
  const url = /^\.plain-icon\{--plain-icon:url\("data:image\/svg\+xml,([^"]+)"\)/m.exec(css)![1]!;
  const svg = new DOMParser().parseFromString(decodeURIComponent(url), 'image/svg+xml').documentElement;
  expect(svg.getAttribute('viewBox')).toBe(`0 0 ${24 * Object.keys(PATHS).length} 24`);
  return new Map(
    [...svg.querySelectorAll('path')].map((path) => [
      Number(/^translate\((\d+)\)$/.exec(path.getAttribute('transform')!)![1]),
      path.getAttribute('d')!,
    ]),
  );
}

describe('iconStylesheet', () => {
  it('draws every icon in one image, and places each icon’s own cell in its box', () => {
    const css = iconStylesheet(PATHS);
    const sprite = readSprite(css);
    const [width, height] = /--plain-icon-size:(\d+)% (\d+)%/
      .exec(css)!
      .slice(1)
      .map((value) => Number(value) / 100);
    expect(height).toBe(1);
    for (const [name, path] of Object.entries(PATHS)) {
      const x = Number(new RegExp(`\\[data-icon='${name}'\\]\\{--plain-icon-x:([\\d.]+)%\\}`).exec(css)![1]) / 100;
      // How CSS places a mask wider than its box: x of (box - mask), here in boxes (one box is one 24-unit cell).
      const left = x * (1 - width!);
      expect(sprite.get(Math.round(-left * 24))).toBe(path);
      expect(Math.abs(-left - Math.round(-left))).toBeLessThan(1e-3);
    }
  });

  it('refuses a path or a name that would break out of the rule', () => {
    expect(() => iconStylesheet({ Menu: `M3 18'/><script/>` })).toThrow('Menu');
    expect(() => iconStylesheet({ "Menu']": 'M3 18z' })).toThrow();
  });
});
