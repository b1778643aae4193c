// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkerBadges } from './MarkerBadges';
import { InLanguage } from '@/i18n/strings/InLanguage';

describe('MarkerBadges', () => {
  afterEach(cleanup);

  it('renders nothing for an entry without markers', () => {
    const { container } = render(<MarkerBadges />, { wrapper: InLanguage });
    expect(container.textContent).toBe('');
  });

  it('labels Pro and Premium with distinct, accessible icons', () => {
    render(
      <>
        <MarkerBadges plan="pro" />
        <MarkerBadges plan="premium" />
      </>,
      { wrapper: InLanguage },
    );
    const pro = screen.getByRole('img', { name: 'Pro plan' });
    const premium = screen.getByRole('img', { name: 'Premium plan' });
    // The shape and colour of each come from the stylesheet, by plan.
    expect([pro.dataset.plan, premium.dataset.plan]).toEqual(['pro', 'premium']);
    expect(pro.title).toBe('Pro plan');
  });

  it('shows New, Planned and Unstable, translated on Chinese pages', () => {
    const { container } = render(<MarkerBadges newFeature planned unstable />, { wrapper: InLanguage });
    expect(container.textContent).toBe('NewPlannedUnstable');
    cleanup();
    const zh = render(
      <InLanguage language="zh">
        <MarkerBadges plan="premium" planned />
      </InLanguage>,
    );
    expect(zh.container.textContent).toBe('计划中');
    expect(screen.getByRole('img', { name: 'Premium 版' })).toBeTruthy();
  });
});
