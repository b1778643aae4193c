import { describe, expect, it } from 'vitest';
import { dropDeadHeadTags } from './dropDeadHeadTags';

const HEAD = [
  '<link rel="preload" href="/_next/static/css/a.css" as="style"/>',
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-n-g=""/>',
  '<link rel="preload" href="/fonts/only-preloaded.css" as="style"/>',
  '<script defer="" nomodule="" src="/_next/static/chunks/polyfills-1.js"></script>',
  '<script src="/_next/static/chunks/main.js" defer=""></script>',
].join('');

describe('dropDeadHeadTags', () => {
  it('drops the nomodule polyfills and a preload beside its stylesheet, and nothing else', () => {
    expect(dropDeadHeadTags(HEAD)).toBe(
      [
        '<link rel="stylesheet" href="/_next/static/css/a.css" data-n-g=""/>',
        '<link rel="preload" href="/fonts/only-preloaded.css" as="style"/>',
        '<script src="/_next/static/chunks/main.js" defer=""></script>',
      ].join(''),
    );
  });
});
