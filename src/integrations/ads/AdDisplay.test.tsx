// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdDisplay } from './AdDisplay';
import { InLanguage } from '@/i18n/strings/InLanguage';

const ad = {
  name: '<img src=x onerror=alert(1)>',
  link: 'https://srv.example.com/click',
  img: 'https://cdn.example.com/ad.png',
  description: '<b>bold</b> text',
  poweredby: 'Carbon',
  label: 'carbon-body-top-image',
};

describe('AdDisplay', () => {
  afterEach(cleanup);

  it('links open a new tab, marked sponsored, and carry the click event', () => {
    const { container } = render(<AdDisplay ad={ad} shape="image" />, { wrapper: InLanguage });
    const link = container.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener sponsored');
    expect(link.dataset).toMatchObject({
      gaEventCategory: 'ad',
      gaEventAction: 'click',
      gaEventLabel: 'carbon-body-top-image',
    });
  });

  it('an image ad has a 130 × 100 image', () => {
    const { container } = render(<AdDisplay ad={ad} shape="image" />, { wrapper: InLanguage });
    const image = container.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('src')]).toEqual([
      '130',
      '100',
      ad.img,
    ]);
  });

  it('an inline ad is text only, with an Ad badge', () => {
    const { container } = render(<AdDisplay ad={ad} shape="inline" />, { wrapper: InLanguage });
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Ad<img src=x onerror=alert(1)> — <b>bold</b> textad by Carbon');
  });

  it('text is never markup', () => {
    const { container } = render(<AdDisplay ad={ad} shape="image" />, { wrapper: InLanguage });
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('b')).toBeNull();
  });
});
