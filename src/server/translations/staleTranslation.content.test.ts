import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LanguageContext } from '@/i18n/LanguageContext';
import { uiStringsOf } from '@/i18n/strings/uiStringsOf';
import { CONTENT_ROOT } from '@/server/content/contentFiles';
import { loadGuideContent } from '@/server/content/loadGuideContent';
import { DocsPage } from '@/shell/DocsPage';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/zh/x/introduction/licensing/' }) }));

const PATHNAME = '/x/introduction/licensing/';

/** A content folder holding a copy of one translated page (English and Chinese), free to edit. */
function copyPage(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-translation-'));
  fs.cpSync(path.join(CONTENT_ROOT, 'introduction', 'licensing'), path.join(root, 'introduction', 'licensing'), {
    recursive: true,
  });
  return root;
}

/** The Chinese page as the build loads and renders it, from the given content folder. */
async function renderChinesePage(root: string) {
  const content = await loadGuideContent(PATHNAME, 'zh', root);
  const page = { ...content, pathname: PATHNAME, language: 'zh' as const, markers: {} };
  const html = renderToStaticMarkup(
    createElement(
      LanguageContext.Provider,
      { value: uiStringsOf('zh') },
      createElement(DocsPage, { page, breadcrumbs: [], previous: null, next: null }),
    ),
  );
  return { content, html };
}

describe('a translation whose English page changed', () => {
  it('renders with a Chinese notice linking to the current English page, where the recorded source showed none', async () => {
    const root = copyPage();
    try {
      const before = await renderChinesePage(root);
      expect(before.content.translation).toBe('current');
      expect(before.html).not.toContain('stale-translation-notice');

      const englishFile = path.join(root, 'introduction', 'licensing', 'index.md');
      const english = fs.readFileSync(englishFile, 'utf8');
      fs.writeFileSync(englishFile, english.replace(/\n## /, '\nA sentence added to the English page.\n\n## '));

      const after = await renderChinesePage(root);
      expect(after.content.translation).toBe('stale');
      expect(after.content.sourcePath).toMatch(/introduction\/licensing\/index\.zh\.md$/);
      const notice = /<div role="note" data-testid="stale-translation-notice"[^>]*>(.*?)<\/div>/.exec(after.html);
      expect(notice?.[1]).toContain('本页译文基于较早版本的英文原文，内容可能已过时。');
      expect(notice?.[1]).toContain('<a href="/x/introduction/licensing/" hrefLang="en" lang="en">查看最新英文版</a>');
      expect(after.html).not.toContain('untranslated-notice');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
