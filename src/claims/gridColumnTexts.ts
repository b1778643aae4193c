/** The text of every rendered cell of column `field`, top to bottom (data rows only: the header row has no `data-id`). */
export function gridColumnTexts(root: ParentNode, field: string): string[] {
  return [...root.querySelectorAll(`[role="row"][data-id] [data-field="${field}"]`)].map(
    (cell) => cell.textContent ?? '',
  );
}
