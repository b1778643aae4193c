import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { markdownToHast } from '../renderMarkdown';
import { addHeadingAnchors, assignHeadingIds } from './headingAnchors';

const body = [
  '# Page title',
  '',
  '## Hello World',
  '',
  '### Sub Section',
  '',
  '#### Deep detail',
  '',
  '## Hello World',
  '',
].join('\n');
const englishHeadings = [
  { id: 'hello-world', level: 2 },
  { id: 'sub-section', level: 3 },
  { id: 'deep-detail', level: 4 },
  { id: 'hello-world-1', level: 2 },
];

describe('assignHeadingIds', () => {
  it('gives h2, h3 and h4 headings github-slugger ids in document order, de-duplicating repeated titles', async () => {
    const tree = await markdownToHast(body, 'en', 'file.md');
    expect(assignHeadingIds(tree).map(({ id, level, text }) => ({ id, level, text }))).toEqual([
      { id: 'hello-world', level: 2, text: 'Hello World' },
      { id: 'sub-section', level: 3, text: 'Sub Section' },
      { id: 'deep-detail', level: 4, text: 'Deep detail' },
      { id: 'hello-world-1', level: 2, text: 'Hello World' },
    ]);
    expect(toHtml(tree)).toBe(
      '<h1>Page title</h1>\n<h2 id="hello-world">Hello World</h2>\n<h3 id="sub-section">Sub Section</h3>\n<h4 id="deep-detail">Deep detail</h4>\n<h2 id="hello-world-1">Hello World</h2>',
    );
  });

  it('slugs punctuation and inline code the way GitHub does', async () => {
    const tree = await markdownToHast("## What's `DataGrid`?\n", 'en', 'file.md');
    expect(assignHeadingIds(tree).map(({ id, text }) => [id, text])).toEqual([['whats-datagrid', "What's DataGrid?"]]);
  });

  it('a translation with the same heading structure keeps the English ids, so anchors work in both languages', async () => {
    const tree = await markdownToHast(
      ['## 你好世界', '', '### 小节', '', '#### 细节', '', '## 再见', ''].join('\n'),
      'zh',
      'file.zh.md',
    );
    assignHeadingIds(tree, englishHeadings);
    expect(toHtml(tree)).toBe(
      '<h2 id="hello-world">你好世界</h2>\n<h3 id="sub-section">小节</h3>\n<h4 id="deep-detail">细节</h4>\n<h2 id="hello-world-1">再见</h2>',
    );
  });

  it('a translation whose headings differ from the English ones gets ids of its own text', async () => {
    const tree = await markdownToHast('## 只有一个标题\n', 'zh', 'file.zh.md');
    expect(assignHeadingIds(tree, englishHeadings).map(({ id, level }) => ({ id, level }))).toEqual([
      { id: '只有一个标题', level: 2 },
    ]);
  });
});

describe('addHeadingAnchors', () => {
  it('adds a copy-link anchor pointing at each h2–h4 heading, and none to the page title', async () => {
    const tree = await markdownToHast('# Page title\n\n## Hello World\n\n#### Deep\n', 'en', 'file.md');
    addHeadingAnchors(tree, { language: 'en', sourceHeadings: null });
    expect(toHtml(tree)).toBe(
      [
        '<h1>Page title</h1>',
        '<h2 id="hello-world">Hello World<a class="heading-link" href="#hello-world" aria-label="Copy link to this section: Hello World" data-copy-link="">#</a></h2>',
        '<h4 id="deep">Deep<a class="heading-link" href="#deep" aria-label="Copy link to this section: Deep" data-copy-link="">#</a></h4>',
      ].join('\n'),
    );
  });

  it('labels the heading link in the page language', async () => {
    const tree = await markdownToHast('## Usage\n', 'zh', 'file.zh.md');
    addHeadingAnchors(tree, { language: 'zh', sourceHeadings: null });
    expect(toHtml(tree)).toBe(
      '<h2 id="usage">Usage<a class="heading-link" href="#usage" aria-label="复制本节链接: Usage" data-copy-link="">#</a></h2>',
    );
  });

  it('returns only h2 and h3 headings as the table of contents, with their levels', async () => {
    const tree = await markdownToHast(body, 'en', 'file.md');
    expect(addHeadingAnchors(tree, { language: 'en', sourceHeadings: null })).toEqual([
      { id: 'hello-world', text: 'Hello World', level: 2 },
      { id: 'sub-section', text: 'Sub Section', level: 3 },
      { id: 'hello-world-1', text: 'Hello World', level: 2 },
    ]);
  });

  it("a translation's table of contents shows its own text with the English ids", async () => {
    const tree = await markdownToHast(
      ['## 你好世界', '', '### 小节', '', '#### 细节', '', '## 再见', ''].join('\n'),
      'zh',
      'file.zh.md',
    );
    expect(
      addHeadingAnchors(tree, { language: 'zh', sourceHeadings: englishHeadings }).map(({ id, text }) => [id, text]),
    ).toEqual([
      ['hello-world', '你好世界'],
      ['sub-section', '小节'],
      ['hello-world-1', '再见'],
    ]);
  });
});
