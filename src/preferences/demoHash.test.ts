import { describe, expect, it } from 'vitest';
import { formatDemoHash, parseDemoHash } from './demoHash';

describe('parseDemoHash', () => {
  it('a hash ending in .tsx names a demo in TypeScript, with the styling its prefix names', () => {
    expect(parseDemoHash('#tailwind-CustomSlots.tsx')).toEqual({
      demo: 'CustomSlots',
      variant: 'TS',
      styling: 'tailwind',
    });
    expect(parseDemoHash('#css-BasicDemo.js')).toEqual({ demo: 'BasicDemo', variant: 'JS', styling: 'css' });
    expect(parseDemoHash('#system-BasicDemo.js')).toEqual({ demo: 'BasicDemo', variant: 'JS', styling: 'system' });
  });

  it('a demo hash without a styling prefix leaves the styling alone', () => {
    expect(parseDemoHash('#BasicSortingGrid.js')).toEqual({ demo: 'BasicSortingGrid', variant: 'JS', styling: null });
  });

  it('ordinary heading anchors never name a demo, even when they mention a styling', () => {
    expect(parseDemoHash('#css-variables')).toBeNull();
    expect(parseDemoHash('#tailwind-css')).toBeNull();
    expect(parseDemoHash('#system-props')).toBeNull();
    expect(parseDemoHash('')).toBeNull();
    expect(parseDemoHash('#')).toBeNull();
  });

  it('rejects malformed and hostile hashes', () => {
    expect(parseDemoHash('#%E0%A4%A')).toBeNull();
    expect(parseDemoHash('#<img src=x onerror=alert(1)>.js')).toBeNull();
    expect(parseDemoHash('#.tsx')).toBeNull();
    expect(parseDemoHash('#tailwind-.tsx')).toBeNull();
  });
});

describe('formatDemoHash', () => {
  it('writes the hash parseDemoHash reads back', () => {
    const hash = formatDemoHash({ demo: 'CustomSlots', variant: 'TS', styling: 'tailwind' });
    expect(hash).toBe('#tailwind-CustomSlots.tsx');
    expect(parseDemoHash(hash)).toEqual({ demo: 'CustomSlots', variant: 'TS', styling: 'tailwind' });
    expect(formatDemoHash({ demo: 'Basic', variant: 'JS', styling: 'system' })).toBe('#system-Basic.js');
  });
});
