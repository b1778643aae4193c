import { describe, expect, it } from 'vitest';
import { demoChunkName } from './demoChunkName';

describe('demoChunkName', () => {
  it('is the demo file path under content/pages with slashes and dots as dashes, like webpack names it', () => {
    expect(demoChunkName('common-concepts/custom-components/demos/CustomSlots')).toBe(
      'demo-common-concepts-custom-components-demos-CustomSlots-tsx',
    );
  });

  it('keeps the styling variants of one demo apart', () => {
    const names = ['CustomSlots', 'CustomSlots.tailwind', 'CustomSlots.css'].map((name) =>
      demoChunkName(`a/demos/${name}`),
    );
    expect(names).toEqual([
      'demo-a-demos-CustomSlots-tsx',
      'demo-a-demos-CustomSlots-tailwind-tsx',
      'demo-a-demos-CustomSlots-css-tsx',
    ]);
  });
});
