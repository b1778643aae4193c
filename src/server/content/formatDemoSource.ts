import * as prettier from 'prettier';
import { cachedOnDisk } from './cachedOnDisk';

const OPTIONS = { parser: 'typescript', singleQuote: true, trailingComma: 'all', printWidth: 85 } as const;

/** A demo's TypeScript source as readers see it (on the page, in sandboxes and in the page's Markdown twin). */
export function formatDemoSource(source: string): Promise<string> {
  return cachedOnDisk(
    {
      namespace: 'format-demo',
      sourceFiles: ['src/server/content/formatDemoSource.ts'],
      inputs: [source, prettier.version],
    },
    async () => (await prettier.format(source, OPTIONS)).trimEnd(),
  );
}
