/**
 * The page a command-line argument names: its folder or one of its files under `content/pages/`
 * (`content/pages/react-data-grid/sorting/index.zh.md`) or its URL path in any language (`/zh/x/react-data-grid/sorting/`).
 */
export function pagePathnameFromArgument(argument: string): string {
  const relative = argument
    .replace(/\\/g, '/')
    .replace(/^(\.\/)?(content\/pages\/|\/?(zh\/)?x\/)/, '')
    .replace(/(^|\/)index(\.[a-z]{2})?\.md$/, '')
    .replace(/^\/+|\/+$/g, '');
  return `/x/${relative}/`;
}
