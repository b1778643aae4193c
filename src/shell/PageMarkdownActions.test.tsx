// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageMarkdownActions } from './PageMarkdownActions';
import { InLanguage } from '@/i18n/strings/InLanguage';

const router = vi.hoisted(() => ({ asPath: '/x/react-data-grid/editing/#validation' }));
vi.mock('next/router', () => ({ useRouter: () => router }));

function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('PageMarkdownActions', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('links to the page’s Markdown twin, in the page’s language', () => {
    router.asPath = '/zh/x/react-data-grid/editing/';
    render(
      <InLanguage language="zh">
        <PageMarkdownActions />
      </InLanguage>,
    );
    expect(screen.getByRole('link', { name: '以 Markdown 查看' }).getAttribute('href')).toBe(
      '/zh/x/react-data-grid/editing.md',
    );
    router.asPath = '/x/react-data-grid/editing/#validation';
  });

  it('opens ChatGPT and Claude in a new tab with a prompt naming the twin’s absolute URL, in the page’s language', () => {
    router.asPath = '/zh/x/react-charts/bars/';
    render(
      <InLanguage language="zh">
        <PageMarkdownActions />
      </InLanguage>,
    );
    for (const [name, base] of [
      ['在 ChatGPT 中打开', 'https://chatgpt.com/'],
      ['在 Claude 中打开', 'https://claude.ai/new'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      const url = new URL(link.getAttribute('href')!);
      expect(`${url.origin}${url.pathname}`).toBe(base);
      expect(url.searchParams.get('q')).toBe(
        '请阅读 https://mui.com/zh/x/react-charts/bars.md（MUI X 7.21.0 文档中的一页），以便我就其内容提问。',
      );
    }
    router.asPath = '/x/react-data-grid/editing/#validation';
  });

  it('fetches the twin on click only and copies its text', async () => {
    const fetchMock = vi.fn(async () => new Response('# Editing\n', { headers: { 'Content-Type': 'text/markdown' } }));
    vi.stubGlobal('fetch', fetchMock);
    const writeText = stubClipboard();
    render(<PageMarkdownActions />, { wrapper: InLanguage });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/x/react-data-grid/editing.md', expect.anything());
    expect(writeText).toHaveBeenCalledWith('# Editing\n');
  });

  it('shows a message when the twin cannot be fetched, and copies nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<p>missing</p>', { status: 404 })),
    );
    const writeText = stubClipboard();
    render(<PageMarkdownActions />, { wrapper: InLanguage });
    fireEvent.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not copy this page');
    expect(writeText).not.toHaveBeenCalled();
    expect(document.body.innerHTML).not.toContain('<p>missing</p>');
  });
});
