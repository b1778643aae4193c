import type * as React from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Renders `element` expecting it to throw, with React's error log silenced; returns the message thrown, or `null`
 * when the element rendered (it is then unmounted).
 */
export function renderError(element: React.ReactElement): string | null {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    render(element).unmount();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    quiet.mockRestore();
  }
}
