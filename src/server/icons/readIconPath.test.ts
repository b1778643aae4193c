import GitHub from '@mui/icons-material/GitHub';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { readIconPath } from './readIconPath';

describe('readIconPath', () => {
  it('reads the path data of a Material icon', () => {
    expect(readIconPath(GitHub, 'GitHub')).toMatch(/^M12 1\.27a11 11 0 00-3\.48 /);
  });

  it('refuses an icon drawn with other shapes, which PlainIcon would draw wrong', () => {
    const Circle = () => createElement('svg', null, createElement('path', { d: 'M0 0' }), createElement('circle'));
    expect(() => readIconPath(Circle, 'Circle')).toThrow(/not drawn by paths alone/);
  });
});
