// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { iconStylesheet } from './iconStylesheet';

describe('iconStylesheet', () => {
  it('gives each icon a rule whose data URL is an SVG drawing its path', () => {
    const css = iconStylesheet({ Menu: 'M3 18h18v-2H3z', Close: 'M19 6.41 17.59 5z' });
    const urls = [...css.matchAll(/\[data-icon='(\w+)'\]\{--plain-icon:url\("data:image\/svg\+xml,([^"]+)"\)\}/g)];
    expect(urls.map((match) => match[1])).toEqual(['Menu', 'Close']);
    const svg = decodeURIComponent(urls[0]![2]!);
    const drawn = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(drawn.documentElement.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(drawn.querySelector('path')?.getAttribute('d')).toBe('M3 18h18v-2H3z');
  });

  it('refuses a path or a name that would break out of the rule', () => {
    expect(() => iconStylesheet({ Menu: `M3 18'/><script/>` })).toThrow('Menu');
    expect(() => iconStylesheet({ "Menu']": 'M3 18z' })).toThrow();
  });
});
