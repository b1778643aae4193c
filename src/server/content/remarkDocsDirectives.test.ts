import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/i18n/languages';
import { markdownToHast } from './renderMarkdown';

const html = async (markdown: string, language: Language = 'en', filePath = 'file.md') =>
  toHtml(await markdownToHast(markdown, language, filePath));

describe('remarkDocsDirectives', () => {
  it('::demo becomes a demo slot naming the demo', async () => {
    expect(await html('Intro\n\n::demo{name="BasicGrid"}\n\nOutro\n')).toBe(
      '<p>Intro</p>\n<docs-demo data-demo="BasicGrid"></docs-demo>\n<p>Outro</p>',
    );
  });

  it('a ::demo without a PascalCase name throws naming the file', async () => {
    await expect(html('::demo{name="basic-grid"}\n', 'en', 'demo.md')).rejects.toThrow(
      /demo\.md:1:1: ::demo needs name/,
    );
    await expect(html('::demo\n', 'en', 'demo.md')).rejects.toThrow(/demo\.md/);
  });

  it(':::warning becomes a warning callout', async () => {
    expect(await html(':::warning\nCareful here.\n:::\n')).toBe(
      '<div role="note" class="callout callout-warning" aria-label="Warning"><p>Careful here.</p></div>',
    );
  });

  it.each([
    ['info', 'Note'],
    ['success', 'Tip'],
    ['error', 'Important'],
  ])(':::%s becomes a callout labelled %s', async (kind, label) => {
    expect(await html(`:::${kind}\nText\n:::\n`)).toBe(
      `<div role="note" class="callout callout-${kind}" aria-label="${label}"><p>Text</p></div>`,
    );
  });

  it('labels callouts in the page language', async () => {
    expect(await html(':::warning\nText\n:::\n', 'zh', 'file.zh.md')).toBe(
      '<div role="note" class="callout callout-warning" aria-label="警告"><p>Text</p></div>',
    );
  });

  it(':kbd[Ctrl] becomes a key element', async () => {
    expect(await html('Press :kbd[Ctrl] + :kbd[C].\n')).toBe(
      '<p>Press <kbd class="key">Ctrl</kbd> + <kbd class="key">C</kbd>.</p>',
    );
  });

  it('an unknown container directive throws naming the file and the directive', async () => {
    await expect(html('Intro\n\n:::foo\nText\n:::\n', 'en', 'content/pages/bad.md')).rejects.toThrow(
      /content\/pages\/bad\.md:3:1: unknown directive "foo"/,
    );
  });

  it('colons in prose (ratios, pseudo-classes, key:value) stay plain text', async () => {
    expect(await html('Ratio 16:9, style a:hover and use key:value pairs.\n')).toBe(
      '<p>Ratio 16:9, style a:hover and use key:value pairs.</p>',
    );
  });
});
