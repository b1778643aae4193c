// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoErrorBoundary } from './DemoErrorBoundary';

function Exploding({ explode }: { explode: boolean }) {
  if (explode) {
    throw new Error('rows is not iterable');
  }
  return <p>demo content</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <>
      <p>page text</p>
      <DemoErrorBoundary message="This demo failed to render." retryLabel="Try again" onRetry={() => setExplode(false)}>
        <Exploding explode={explode} />
      </DemoErrorBoundary>
    </>
  );
}

describe('DemoErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a small error card instead of the failing demo and keeps the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('alert').textContent).toContain('This demo failed to render.');
    expect(screen.getByRole('alert').textContent).toContain('rows is not iterable');
    expect(screen.getByText('page text')).toBeTruthy();
  });

  it('retry renders the demo again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('demo content')).toBeTruthy();
  });
});
