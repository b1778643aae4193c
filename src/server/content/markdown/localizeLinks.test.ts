import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/i18n/languages';
import { markdownToHast } from '../renderMarkdown';
import { localizeLinks } from './localizeLinks';

const body = 'See [the overview](/x/introduction/), [MUI](https://mui.com/) and [usage](#usage).\n';

async function localized(markdown: string, language: Language): Promise<string> {
  const tree = await markdownToHast(markdown, language, 'file.md');
  localizeLinks(tree, { language });
  return toHtml(tree);
}

describe('localizeLinks', () => {
  it('prefixes internal links on Chinese pages, opens external links in a new tab without an opener, and leaves in-page anchors alone', async () => {
    expect(await localized(body, 'zh')).toBe(
      '<p>See <a href="/zh/x/introduction/">the overview</a>, <a href="https://mui.com/" target="_blank" rel="noopener noreferrer">MUI</a> and <a href="#usage">usage</a>.</p>',
    );
  });

  it('keeps internal links unprefixed and in the same tab on English pages', async () => {
    expect(await localized(body, 'en')).toBe(
      '<p>See <a href="/x/introduction/">the overview</a>, <a href="https://mui.com/" target="_blank" rel="noopener noreferrer">MUI</a> and <a href="#usage">usage</a>.</p>',
    );
  });

  it('treats protocol-relative and http links as external', async () => {
    expect(await localized('[a](//example.com/) [b](HTTP://example.com/)\n', 'zh')).toBe(
      '<p><a href="//example.com/" target="_blank" rel="noopener noreferrer">a</a> <a href="HTTP://example.com/" target="_blank" rel="noopener noreferrer">b</a></p>',
    );
  });
});
