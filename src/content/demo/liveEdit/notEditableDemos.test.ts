import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLiveEditable, NOT_EDITABLE_DEMOS } from './notEditableDemos';

describe('NOT_EDITABLE_DEMOS', () => {
  it('names only demos that exist', () => {
    for (const modulePath of NOT_EDITABLE_DEMOS) {
      expect(fs.existsSync(path.join('content', 'pages', `${modulePath}.tsx`)), modulePath).toBe(true);
    }
  });
});

describe('isLiveEditable', () => {
  it('allows a demo that is not listed and has no companion file', () => {
    expect(isLiveEditable('react-data-grid/getting-started/demos/QuickStartGrid', 0)).toBe(true);
  });

  it('refuses a variant with a CSS module, which the runner cannot load', () => {
    expect(isLiveEditable('common-concepts/custom-components/demos/CustomSlots', 1)).toBe(false);
  });
});
