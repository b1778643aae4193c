/**
 * URL slug of an exported name: `DataGridPro` → `data-grid-pro`, `TreeItem2Icon` → `tree-item-2-icon`. The
 * `Unstable_` prefix is dropped, as MUI's own URLs do (`Unstable_PickersSectionList` → `pickers-section-list`).
 */
export function toSlug(name: string): string {
  return name
    .replace(/^Unstable_/, '')
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9])/g, '$1-$2')
    .replace(/-+/g, '-')
    .toLowerCase();
}
