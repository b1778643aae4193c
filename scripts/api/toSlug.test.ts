import { describe, expect, it } from 'vitest';
import { toSlug } from './toSlug';

describe('toSlug', () => {
  it('kebab-cases PascalCase names', () => {
    expect(toSlug('DataGridPro')).toBe('data-grid-pro');
    expect(toSlug('GridColDef')).toBe('grid-col-def');
  });

  it('separates digits and drops the Unstable_ prefix, as the 7.21.0 URLs do', () => {
    expect(toSlug('TreeItem2Icon')).toBe('tree-item-2-icon');
    expect(toSlug('Unstable_PickersSectionList')).toBe('pickers-section-list');
  });
});
