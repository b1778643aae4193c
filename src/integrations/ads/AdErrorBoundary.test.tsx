// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdErrorBoundary } from './AdErrorBoundary';

function Exploding(): never {
  throw new Error('carbon.js broke the slot');
}

describe('AdErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    delete window.dataLayer;
    delete window.gtag;
  });

  it('a crashing ad renders nothing, keeps the page and sends an ad crash event', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <p>page text</p>
        <AdErrorBoundary label="carbon-body-top-image">
          <Exploding />
        </AdErrorBoundary>
      </>,
    );
    expect(screen.getByText('page text')).toBeTruthy();
    expect(document.body.textContent).toBe('page text');
    expect((window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['event', 'ad', { eventAction: 'crash', eventLabel: 'carbon-body-top-image' }],
    ]);
  });
});
