// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranslationStatus } from '@/i18n/translationStatus';
import { PageHeader } from './PageHeader';
import { InLanguage } from '@/i18n/strings/InLanguage';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/zh/x/react-data-grid/sorting/' }) }));

function renderChineseHeader(status: TranslationStatus) {
  render(
    <InLanguage language="zh">
      <PageHeader
        title="Data Grid - 排序"
        description="对行排序。"
        breadcrumbs={[]}
        markers={{}}
        translation={{ status, englishPathname: '/x/react-data-grid/sorting/' }}
      />
    </InLanguage>,
  );
}

describe('PageHeader', () => {
  afterEach(cleanup);

  it('a translation of an older English page says so in Chinese and links to the current English page', () => {
    renderChineseHeader('stale');
    const notice = screen.getByTestId('stale-translation-notice');
    expect(notice.textContent).toContain('本页译文基于较早版本的英文原文');
    const link = screen.getByRole('link', { name: '查看最新英文版' });
    expect(link.getAttribute('href')).toBe('/x/react-data-grid/sorting/');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(screen.queryByTestId('untranslated-notice')).toBeNull();
  });

  it('a page without translation keeps the untranslated notice, and a current translation shows none', () => {
    renderChineseHeader('untranslated');
    expect(screen.getByTestId('untranslated-notice').textContent).toBe('本页尚未翻译，以下为英文原文。');
    expect(screen.queryByTestId('stale-translation-notice')).toBeNull();
    cleanup();
    renderChineseHeader('current');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
