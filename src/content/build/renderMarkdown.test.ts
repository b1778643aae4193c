import { describe, expect, it } from 'vitest';
import type { ContentSegment } from '../types';
import { renderMarkdown } from './renderMarkdown';

const html = (segments: ContentSegment[]) =>
  segments
    .filter((segment): segment is Extract<ContentSegment, { kind: 'html' }> => segment.kind === 'html')
    .map((segment) => segment.html)
    .join('\n');

/** The text of each code block, as the reader sees and copies it (tags stripped, entities decoded). */
const codeText = (rendered: string) =>
  [...rendered.matchAll(/<code>([\s\S]*?)<\/code><\/pre>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;|&#x3C;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x26;|&amp;/g, '&')
      .replace(/&#x22;|&quot;/g, '"'),
  );

describe('renderMarkdown headings', () => {
  const body = ['# Page title', '', '## Hello World', '', '### Sub Section', '', '#### Deep detail', '', '## Hello World', ''].join('\n');

  it('gives h2, h3 and h4 headings github-slugger ids, de-duplicating repeated titles', async () => {
    const { segments, headings } = await renderMarkdown(body, 'en', 'file.md');
    const out = html(segments);
    expect(out).toContain('<h2 id="hello-world">');
    expect(out).toContain('<h3 id="sub-section">');
    expect(out).toContain('<h4 id="deep-detail">');
    expect(out).toContain('<h2 id="hello-world-1">');
    expect(headings.map((heading) => heading.id)).toEqual(['hello-world', 'sub-section', 'deep-detail', 'hello-world-1']);
    expect(headings.map((heading) => heading.level)).toEqual([2, 3, 4, 2]);
  });

  it('a translation with the same heading structure keeps the English ids, so anchors work in both languages', async () => {
    const english = await renderMarkdown(body, 'en', 'file.md');
    const chinese = ['## 你好世界', '', '### 小节', '', '#### 细节', '', '## 再见', ''].join('\n');
    const { segments, toc } = await renderMarkdown(chinese, 'zh', 'file.zh.md', undefined, english.headings);
    expect(html(segments)).toContain('<h2 id="hello-world">你好世界');
    expect(html(segments)).toContain('<h4 id="deep-detail">细节');
    expect(toc.map((entry) => [entry.id, entry.text])).toEqual([
      ['hello-world', '你好世界'],
      ['sub-section', '小节'],
      ['hello-world-1', '再见'],
    ]);
  });

  it('a translation whose headings differ from the English ones gets ids of its own text', async () => {
    const english = await renderMarkdown(body, 'en', 'file.md');
    const { headings } = await renderMarkdown('## 只有一个标题\n', 'zh', 'file.zh.md', undefined, english.headings);
    expect(headings).toEqual([{ id: '只有一个标题', level: 2 }]);
  });

  it('adds a heading-link anchor pointing at the heading', async () => {
    const { segments } = await renderMarkdown(body, 'en', 'file.md');
    expect(html(segments)).toMatch(
      /<h2 id="hello-world">Hello World<a class="heading-link" href="#hello-world" aria-label="Copy link to this section: Hello World"[^>]*>#<\/a><\/h2>/,
    );
  });

  it('labels the heading link in the page language', async () => {
    const { segments } = await renderMarkdown('## Usage\n', 'zh', 'file.zh.md');
    expect(html(segments)).toContain('aria-label="复制本节链接: Usage"');
  });

  it('lists only h2 and h3 headings in the table of contents, with their levels', async () => {
    const { toc } = await renderMarkdown(body, 'en', 'file.md');
    expect(toc).toEqual([
      { id: 'hello-world', text: 'Hello World', level: 2 },
      { id: 'sub-section', text: 'Sub Section', level: 3 },
      { id: 'hello-world-1', text: 'Hello World', level: 2 },
    ]);
  });

  it('slugs punctuation and inline code the way GitHub does', async () => {
    const { toc } = await renderMarkdown("## What's `DataGrid`?\n", 'en', 'file.md');
    expect(toc).toEqual([{ id: 'whats-datagrid', text: "What's DataGrid?", level: 2 }]);
  });

  it('does not put heading anchors in the list of links', async () => {
    const { links } = await renderMarkdown(body, 'en', 'file.md');
    expect(links).toEqual([]);
  });
});

describe('renderMarkdown code blocks', () => {
  const source = 'npm install @mui/x-data-grid\nnpm install @mui/material';

  it('renders a fenced bash block into the HTML as a highlighted, labelled block with a Copy button', async () => {
    const { segments } = await renderMarkdown(`Install:\n\n\`\`\`bash\n${source}\n\`\`\`\n\nDone.\n`, 'en', 'file.md');
    expect(segments.map((segment) => segment.kind)).toEqual(['html']);
    const rendered = html(segments);
    expect(rendered).toMatch(/^<p>Install:<\/p>\n<div class="code-block" data-language="bash"><pre class="shiki" tabindex="0" role="group" aria-label="bash code">/);
    expect(rendered).toMatch(/<\/pre><button type="button" class="copy-button" data-copy-code="" aria-label="Copy the code \(or Ctrl \+ C\)"/);
    expect(rendered).toMatch(/<p>Done\.<\/p>$/);
    expect(codeText(rendered)).toEqual([source]);
    // Every token carries a light and a dark colour, and the command name is coloured differently from plain text.
    const colours = [...rendered.matchAll(/style="--shiki-light:(#[0-9a-f]{6});--shiki-dark:(#[0-9a-f]{6})"/gi)].map((match) => `${match[1]}|${match[2]}`);
    expect(new Set(colours).size).toBeGreaterThan(1);
  });

  it('labels and copies in the page language', async () => {
    const { segments } = await renderMarkdown('```bash\nnpm install\n```\n', 'zh', 'file.md');
    expect(html(segments)).toContain('aria-label="bash 代码"');
    expect(html(segments)).toContain('<span class="copy-label">复制</span>');
  });

  it('a block without a language is plain text', async () => {
    const { segments } = await renderMarkdown('```\nplain words\n```\n', 'en', 'file.md');
    expect(segments).toHaveLength(1);
    expect(html(segments)).toContain('data-language="text"');
    expect(codeText(html(segments))).toEqual(['plain words']);
  });

  it('keeps code exactly, including characters that HTML escapes', async () => {
    const tsx = 'const a = <Grid rows={rows} />;\nif (a && b < c) {}';
    const { segments } = await renderMarkdown(`\`\`\`tsx\n${tsx}\n\`\`\`\n`, 'en', 'file.md');
    expect(html(segments)).not.toContain('<Grid');
    expect(codeText(html(segments))).toEqual([tsx]);
  });

  it('demo slots split the static HTML', async () => {
    const { segments } = await renderMarkdown('Before.\n\n::demo{name="Sample"}\n\nAfter.\n', 'en', 'file.md');
    expect(segments).toEqual([
      { kind: 'html', html: '<p>Before.</p>' },
      { kind: 'demo', demo: 'Sample' },
      { kind: 'html', html: '<p>After.</p>' },
    ]);
  });

  it('a code block nested in a list throws naming the file', async () => {
    const body = '- Step one\n\n  ```bash\n  npm install\n  ```\n';
    await expect(renderMarkdown(body, 'en', 'content/pages/nested.md')).rejects.toThrow(
      /content\/pages\/nested\.md: a fenced code block is nested/,
    );
  });

  it('a code block nested in a callout throws', async () => {
    const body = ':::info\nRun:\n\n```bash\nnpm install\n```\n:::\n';
    await expect(renderMarkdown(body, 'en', 'callout.md')).rejects.toThrow(/callout\.md: .*nested/);
  });
});

describe('renderMarkdown directives', () => {
  it('::demo becomes a demo segment naming the demo', async () => {
    const { segments } = await renderMarkdown('Intro\n\n::demo{name="BasicGrid"}\n\nOutro\n', 'en', 'file.md');
    expect(segments).toEqual([
      { kind: 'html', html: '<p>Intro</p>' },
      { kind: 'demo', demo: 'BasicGrid' },
      { kind: 'html', html: '<p>Outro</p>' },
    ]);
  });

  it('a ::demo without a PascalCase name throws naming the file', async () => {
    await expect(renderMarkdown('::demo{name="basic-grid"}\n', 'en', 'demo.md')).rejects.toThrow(/demo\.md: ::demo needs name/);
    await expect(renderMarkdown('::demo\n', 'en', 'demo.md')).rejects.toThrow(/demo\.md/);
  });

  it(':::warning becomes a warning callout', async () => {
    const { segments } = await renderMarkdown(':::warning\nCareful here.\n:::\n', 'en', 'file.md');
    expect(html(segments)).toContain('<div role="note" class="callout callout-warning"');
    expect(html(segments)).toContain('aria-label="Warning"');
    expect(html(segments)).toContain('<p>Careful here.</p></div>');
  });

  it.each([
    ['info', 'Note'],
    ['success', 'Tip'],
    ['error', 'Important'],
  ])(':::%s becomes a callout labelled %s', async (kind, label) => {
    const { segments } = await renderMarkdown(`:::${kind}\nText\n:::\n`, 'en', 'file.md');
    expect(html(segments)).toContain(`<div role="note" class="callout callout-${kind}" aria-label="${label}">`);
  });

  it('labels callouts in the page language', async () => {
    const { segments } = await renderMarkdown(':::warning\nText\n:::\n', 'zh', 'file.zh.md');
    expect(html(segments)).toContain('aria-label="警告"');
  });

  it(':kbd[Ctrl] becomes a key element', async () => {
    const { segments } = await renderMarkdown('Press :kbd[Ctrl] + :kbd[C].\n', 'en', 'file.md');
    expect(html(segments)).toBe('<p>Press <kbd class="key">Ctrl</kbd> + <kbd class="key">C</kbd>.</p>');
  });

  it('an unknown container directive throws naming the file and the directive', async () => {
    await expect(renderMarkdown(':::foo\nText\n:::\n', 'en', 'content/pages/bad.md')).rejects.toThrow(
      /content\/pages\/bad\.md: unknown directive "foo"/,
    );
  });

  it('colons in prose (ratios, pseudo-classes, key:value) stay plain text', async () => {
    const { segments } = await renderMarkdown('Ratio 16:9, style a:hover and use key:value pairs.\n', 'en', 'text.md');
    expect(segments).toEqual([{ kind: 'html', html: '<p>Ratio 16:9, style a:hover and use key:value pairs.</p>' }]);
  });
});

describe('renderMarkdown links', () => {
  const body = 'See [the overview](/x/introduction/), [MUI](https://mui.com/) and [usage](#usage).\n';

  it('localises internal links for Chinese pages', async () => {
    const { segments } = await renderMarkdown(body, 'zh', 'file.zh.md');
    expect(html(segments)).toContain('<a href="/zh/x/introduction/">the overview</a>');
  });

  it('keeps internal links unprefixed for English pages', async () => {
    const { segments } = await renderMarkdown(body, 'en', 'file.md');
    expect(html(segments)).toContain('<a href="/x/introduction/">the overview</a>');
  });

  it('lists every link unlocalised, in order', async () => {
    const { links } = await renderMarkdown(body, 'zh', 'file.zh.md');
    expect(links).toEqual(['/x/introduction/', 'https://mui.com/', '#usage']);
  });

  it('opens external links in a new tab without an opener', async () => {
    const { segments } = await renderMarkdown(body, 'zh', 'file.zh.md');
    expect(html(segments)).toContain('<a href="https://mui.com/" target="_blank" rel="noopener noreferrer">MUI</a>');
  });

  it('leaves in-page anchors alone', async () => {
    const { segments } = await renderMarkdown(body, 'zh', 'file.zh.md');
    expect(html(segments)).toContain('<a href="#usage">usage</a>');
  });

  it('internal links stay in the same tab', async () => {
    const { segments } = await renderMarkdown(body, 'en', 'file.md');
    expect(html(segments)).not.toMatch(/href="\/x\/introduction\/"[^>]*target/);
  });
});

describe('renderMarkdown GFM', () => {
  it('renders tables, each a keyboard stop so a table wider than the screen can be scrolled with the arrow keys', async () => {
    const { segments } = await renderMarkdown('| Plan | Price |\n| --- | --- |\n| Pro | $ |\n', 'en', 'file.md');
    const out = html(segments);
    expect(out).toContain('<table tabindex="0">');
    expect(out).toContain('<th>Plan</th>');
    expect(out).toContain('<td>Pro</td>');
  });

  it('renders strikethrough', async () => {
    const { segments } = await renderMarkdown('~~old~~\n', 'en', 'file.md');
    expect(html(segments)).toBe('<p><del>old</del></p>');
  });

  it('an empty body renders nothing', async () => {
    expect(await renderMarkdown('', 'en', 'file.md')).toEqual({ segments: [], toc: [], links: [], headings: [] });
  });
});

describe('renderMarkdown API mentions', () => {
  const resolve = (name: string) => (name === 'DataGridPro' ? '/x/api/data-grid/data-grid-pro/' : null);

  it('links a code span naming a documented component to its API page, localised', async () => {
    const { segments, links } = await renderMarkdown('Use `DataGridPro` or `<DataGridPro />`, not `rows`.\n', 'zh', 'f.md', resolve);
    const html = segments.map((segment) => (segment.kind === 'html' ? segment.html : '')).join('');
    expect(html).toContain('<a href="/zh/x/api/data-grid/data-grid-pro/" class="api-link"><code>DataGridPro</code></a>');
    expect(html).toContain('<a href="/zh/x/api/data-grid/data-grid-pro/" class="api-link"><code>&#x3C;DataGridPro /></code></a>');
    expect(html).toContain('<code>rows</code>');
    expect(links).toContain('/x/api/data-grid/data-grid-pro/');
  });

  it('leaves code inside links and code blocks alone', async () => {
    const { segments } = await renderMarkdown('[the `DataGridPro` page](/x/introduction/)\n', 'en', 'f.md', resolve);
    const html = segments.map((segment) => (segment.kind === 'html' ? segment.html : '')).join('');
    expect(html).not.toContain('api-link');
  });
});

describe('renderMarkdown images', () => {
  const render = (markdown: string) => renderMarkdown(`# Page\n\n${markdown}\n`, 'en', 'page.md');

  it('gives a site image its intrinsic size, lazy loading and async decoding', async () => {
    const { segments } = await render('![The Pro plan house ad](/x/static/ads/mui-x-pro.svg "Pro")');
    expect(html(segments)).toContain(
      '<img src="/x/static/ads/mui-x-pro.svg" alt="The Pro plan house ad" title="Pro" width="260" height="200" loading="lazy" decoding="async">',
    );
  });

  it('keeps an https image, lazily loaded', async () => {
    const { segments } = await render('![A chart](https://example.com/chart.png)');
    expect(html(segments)).toContain('<img src="https://example.com/chart.png" alt="A chart" loading="lazy" decoding="async">');
  });

  it('fails the build, naming the page, for a missing alt text, a missing file or an unsafe source', async () => {
    await expect(render('![](/x/static/ads/mui-x-pro.svg)')).rejects.toThrow('page.md: the image /x/static/ads/mui-x-pro.svg has no alt text');
    await expect(render('![Gone](/x/static/missing.png)')).rejects.toThrow('page.md: the image /x/static/missing.png does not exist under public/');
    await expect(render('![Escape](/x/../../package.json)')).rejects.toThrow('does not exist under public/');
    for (const src of ['javascript:alert(1)', 'http://example.com/a.png', 'data:image/png;base64,AAAA', 'relative.png', '//example.com/a.png']) {
      await expect(render(`![Bad](${src})`), src).rejects.toThrow('must be https:// or a path of this site');
    }
  });
});
