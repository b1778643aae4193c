import * as prettier from 'prettier';

/** A demo's TypeScript source as readers see it (on the page, in sandboxes and in the page's Markdown twin). */
export async function formatDemoSource(source: string): Promise<string> {
  return (
    await prettier.format(source, { parser: 'typescript', singleQuote: true, trailingComma: 'all', printWidth: 85 })
  ).trimEnd();
}
