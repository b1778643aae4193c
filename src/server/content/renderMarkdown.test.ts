import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { markdownToHast, renderMarkdown } from './renderMarkdown';

describe('markdownToHast', () => {
  it('parses GitHub-flavoured Markdown: tables and strikethrough', async () => {
    expect(toHtml(await markdownToHast('~~old~~\n\n| Plan |\n| --- |\n| Pro |\n', 'en', 'file.md'))).toBe(
      '<p><del>old</del></p>\n<table>\n<thead>\n<tr>\n<th>Plan</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>Pro</td>\n</tr>\n</tbody>\n</table>',
    );
  });
});

describe('renderMarkdown', () => {
  const resolveApiLink = (name: string) => (name === 'DataGridPro' ? '/x/api/data-grid/data-grid-pro/' : null);
  const translation = [
    '## 用法',
    '',
    '使用 `DataGridPro`，参见[概述](/x/introduction/)。',
    '',
    '| 计划 |',
    '| --- |',
    '| Pro |',
    '',
    '```bash',
    'npm install',
    '```',
    '',
    '::demo{name="BasicGrid"}',
    '',
    '### 细节',
    '',
  ].join('\n');
  const englishHeadings = [
    { id: 'usage', level: 2 },
    { id: 'details', level: 3 },
  ];

  it('runs every pass on a translated page: English heading ids, localised links and API links, scrollable tables, highlighted code, demo slots', async () => {
    const { segments, toc } = await renderMarkdown(translation, 'zh', 'file.zh.md', resolveApiLink, englishHeadings);
    expect(segments.map((segment) => segment.kind)).toEqual(['html', 'demo', 'html']);
    const [prose, demo, details] = segments;
    expect(prose?.kind === 'html' && prose.html).toMatch(
      new RegExp(
        [
          '^<h2 id="usage">用法<a class="heading-link" href="#usage" aria-label="复制本节链接: 用法" data-copy-link="">#</a></h2>',
          '<p>使用 <a href="/zh/x/api/data-grid/data-grid-pro/" class="api-link"><code>DataGridPro</code></a>，参见<a href="/zh/x/introduction/">概述</a>。</p>',
          '<table tabindex="0">[^]*</table>',
          '<div class="code-block" data-language="bash"><pre class="shiki" [^]*</div>$',
        ].join('\\n'),
      ),
    );
    expect(demo).toEqual({ kind: 'demo', demo: 'BasicGrid' });
    expect(details).toEqual({
      kind: 'html',
      html: '<h3 id="details">细节<a class="heading-link" href="#details" aria-label="复制本节链接: 细节" data-copy-link="">#</a></h3>',
    });
    expect(toc).toEqual([
      { id: 'usage', text: '用法', level: 2 },
      { id: 'details', text: '细节', level: 3 },
    ]);
  });

  it('without English headings or an API resolver, slugs its own ids and links no code spans', async () => {
    const { segments, toc } = await renderMarkdown('## Usage\n\nUse `DataGridPro`.\n', 'en', 'file.md');
    expect(segments).toEqual([
      {
        kind: 'html',
        html: '<h2 id="usage">Usage<a class="heading-link" href="#usage" aria-label="Copy link to this section: Usage" data-copy-link="">#</a></h2>\n<p>Use <code>DataGridPro</code>.</p>',
      },
    ]);
    expect(toc).toEqual([{ id: 'usage', text: 'Usage', level: 2 }]);
  });

  it('fails on an authoring error before rendering anything, naming the file', async () => {
    await expect(
      renderMarkdown('- Step\n\n  ```bash\n  npm install\n  ```\n', 'en', 'content/pages/nested.md'),
    ).rejects.toThrow(/^content\/pages\/nested\.md:3:3: /);
    await expect(renderMarkdown('![](/x/static/ads/mui-x-pro.svg)\n', 'en', 'page.md')).rejects.toThrow(
      /^page\.md:1:1: /,
    );
  });

  it('an empty body renders nothing', async () => {
    expect(await renderMarkdown('', 'en', 'file.md')).toEqual({ segments: [], toc: [] });
  });
});
