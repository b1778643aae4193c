/** Characters webpack keeps when it turns a request into a chunk name (its `Template.toPath`). */
const NOT_PATH_CHARACTERS = /[^a-zA-Z0-9_!§$()=\-^°]+/g;

/**
 * Name webpack gives a demo's chunk (the `webpackChunkName: "demo-[request]"` comment in loadDemoModule): `demo-`
 * and the file's path under content/pages with every run of other characters as `-`, e.g.
 * `common-concepts/custom-components/demos/CustomSlots` → `demo-common-concepts-custom-components-demos-CustomSlots-tsx`.
 * The build lists each name's file in `.next/demo-chunks.json` (scripts/webpack/demoChunks.ts).
 */
export function demoChunkName(modulePath: string): string {
  const request = `./${modulePath}.tsx`.replace(NOT_PATH_CHARACTERS, '-').replace(/^-|-$/g, '');
  return `demo-${request}`;
}
