// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainRouterLink } from './PlainRouterLink';
import { InLanguage } from '@/i18n/strings/InLanguage';

const router = vi.hoisted(() => ({ push: vi.fn(async (_href: string) => true) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

afterEach(() => {
  cleanup();
  router.push.mockClear();
});

describe('PlainRouterLink', () => {
  it('is a plain anchor with the reader’s language prefix, followed by the router on a plain click', () => {
    render(
      <InLanguage language="zh">
        <PlainRouterLink href="/x/introduction/">
          <span>MUI X</span>
        </PlainRouterLink>
      </InLanguage>,
    );
    const link = screen.getByRole('link', { name: 'MUI X' });
    expect(link.getAttribute('href')).toBe('/zh/x/introduction/');
    const followed = fireEvent.click(screen.getByText('MUI X'));
    expect(followed).toBe(false); // default prevented: no page load
    expect(router.push).toHaveBeenCalledWith('/zh/x/introduction/');
  });

  it('leaves modified clicks (a new tab) to the browser', () => {
    render(<PlainRouterLink href="/x/introduction/">Overview</PlainRouterLink>, { wrapper: InLanguage });
    expect(fireEvent.click(screen.getByRole('link'), { ctrlKey: true })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});
