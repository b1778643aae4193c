/** The cell of row `id` in column `field` of a rendered grid (the grid marks rows with `data-id`, cells with `data-field`). */
export function gridCell(root: ParentNode, id: number | string, field: string): HTMLElement {
  return root.querySelector(`[role="row"][data-id="${id}"] [data-field="${field}"]`) as HTMLElement;
}
