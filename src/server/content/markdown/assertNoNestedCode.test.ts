import { describe, expect, it } from 'vitest';
import { markdownToHast } from '../renderMarkdown';
import { assertNoNestedCode } from './assertNoNestedCode';

async function check(markdown: string, filePath: string): Promise<void> {
  assertNoNestedCode(await markdownToHast(markdown, 'en', filePath), { filePath });
}

describe('assertNoNestedCode', () => {
  it('accepts code blocks at the top level and code spans anywhere', async () => {
    await expect(check('- Run `npm install`\n\n```bash\nnpm install\n```\n', 'file.md')).resolves.toBeUndefined();
  });

  it('a code block nested in a list throws naming the file', async () => {
    await expect(check('- Step one\n\n  ```bash\n  npm install\n  ```\n', 'content/pages/nested.md')).rejects.toThrow(
      'content/pages/nested.md:3:3: a fenced code block is nested inside a list or callout. Put code blocks at the top level so they get a copy button.',
    );
  });

  it('a code block nested in a callout throws', async () => {
    await expect(check(':::info\nRun:\n\n```bash\nnpm install\n```\n:::\n', 'callout.md')).rejects.toThrow(
      /^callout\.md:4:1: a fenced code block is nested/,
    );
  });
});
