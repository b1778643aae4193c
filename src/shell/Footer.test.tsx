// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import { InLanguage } from '@/i18n/strings/InLanguage';

describe('Footer', () => {
  afterEach(cleanup);

  it('links the site’s llms.txt and each product’s', () => {
    render(<Footer />, { wrapper: InLanguage });
    const links = within(screen.getByRole('navigation', { name: 'llms.txt for AI assistants' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['MUI X', '/x/llms.txt'],
      ['Data Grid', '/x/react-data-grid/llms.txt'],
      ['Date and Time Pickers', '/x/react-date-pickers/llms.txt'],
      ['Charts', '/x/react-charts/llms.txt'],
      ['Tree View', '/x/react-tree-view/llms.txt'],
    ]);
  });

  it('names the links in the page’s language', () => {
    render(
      <InLanguage language="zh">
        <Footer />
      </InLanguage>,
    );
    expect(screen.getByRole('navigation', { name: '供 AI 助手使用的 llms.txt' })).toBeTruthy();
  });
});
