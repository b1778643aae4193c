/** The header of column `field` in a rendered grid. */
export function gridColumnHeader(root: ParentNode, field: string): HTMLElement {
  return root.querySelector(`[role="columnheader"][data-field="${field}"]`) as HTMLElement;
}
