import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { markdownToHast } from '../renderMarkdown';
import { linkApiMentions, type ApiLinkResolver } from './linkApiMentions';

const resolve: ApiLinkResolver = (name) => (name === 'DataGridPro' ? '/x/api/data-grid/data-grid-pro/' : null);

async function linked(markdown: string, resolver: ApiLinkResolver): Promise<string> {
  const tree = await markdownToHast(markdown, 'en', 'file.md');
  linkApiMentions(tree, { resolve: resolver });
  return toHtml(tree);
}

describe('linkApiMentions', () => {
  it('links a code span naming a documented component, bare or as a JSX tag, to its API page', async () => {
    expect(await linked('Use `DataGridPro` or `<DataGridPro />`, not `rows`.\n', resolve)).toBe(
      '<p>Use <a href="/x/api/data-grid/data-grid-pro/" class="api-link"><code>DataGridPro</code></a> or <a href="/x/api/data-grid/data-grid-pro/" class="api-link"><code>&#x3C;DataGridPro /></code></a>, not <code>rows</code>.</p>',
    );
  });

  it('leaves code inside links and code blocks alone', async () => {
    const everything: ApiLinkResolver = () => '/x/api/anything/';
    expect(await linked('[the `DataGridPro` page](/x/introduction/)\n\n```\nDataGridPro\n```\n', everything)).toBe(
      '<p><a href="/x/introduction/">the <code>DataGridPro</code> page</a></p>\n<pre><code>DataGridPro\n</code></pre>',
    );
  });
});
