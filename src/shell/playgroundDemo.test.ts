import { describe, expect, it } from 'vitest';
import { parsePlaygroundDemo } from './playgroundDemo';

describe('parsePlaygroundDemo', () => {
  it('accepts a demo path and its styling variants', () => {
    expect(parsePlaygroundDemo('common-concepts/custom-components/demos/CustomSlots')).toBe(
      'common-concepts/custom-components/demos/CustomSlots',
    );
    expect(parsePlaygroundDemo('react-data-grid/editing/demos/RowEditing.tailwind')).toBe(
      'react-data-grid/editing/demos/RowEditing.tailwind',
    );
  });

  it('rejects traversal, absolute paths, other folders, arrays and garbage', () => {
    for (const raw of [
      '../../src/pages/_app',
      '/etc/passwd',
      'react-data-grid/editing/Grid',
      'x/demos/lower',
      ['a'],
      undefined,
      '<script>',
      'a/demos/A.js',
    ]) {
      expect(parsePlaygroundDemo(raw)).toBeNull();
    }
  });
});
