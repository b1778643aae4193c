// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_BLOCK_COPIED_MS } from './CodeBlock';
import { DEMO_COPIED_MS } from './demo/Demo';
import { useCopyFeedback } from './useCopyFeedback';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('useCopyFeedback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('code blocks confirm for 2 seconds and the demo toolbar for 1.2 seconds', async () => {
    mockClipboard(() => Promise.resolve());
    for (const [duration, seconds] of [
      [CODE_BLOCK_COPIED_MS, 2],
      [DEMO_COPIED_MS, 1.2],
    ] as const) {
      const { result } = renderHook(() => useCopyFeedback(duration));
      await act(() => result.current.copy('x'));
      act(() => vi.advanceTimersByTime(seconds * 1000 - 1));
      expect(result.current.copied).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.copied).toBe(false);
    }
  });

  it('writes the text and reports copied for exactly the given duration', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    const { result } = renderHook(() => useCopyFeedback(1200));
    await act(() => result.current.copy('const a = 1;'));
    expect(writeText).toHaveBeenCalledWith('const a = 1;');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1199));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('a second copy restarts the timer', async () => {
    mockClipboard(() => Promise.resolve());
    const { result } = renderHook(() => useCopyFeedback(1200));
    await act(() => result.current.copy('first'));
    act(() => vi.advanceTimersByTime(1000));
    await act(() => result.current.copy('second'));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.copied).toBe(false);
  });

  it('unmounting clears the timer', async () => {
    mockClipboard(() => Promise.resolve());
    const { result, unmount } = renderHook(() => useCopyFeedback(2000));
    await act(() => result.current.copy('text'));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a clipboard write that finishes after unmounting starts no timer and sets no state', async () => {
    let finishWrite: () => void = () => undefined;
    mockClipboard(() => new Promise<void>((resolve) => (finishWrite = resolve)));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useCopyFeedback(2000));
    const copying = result.current.copy('text');
    unmount();
    await act(async () => {
      finishWrite();
      await copying;
    });
    expect(vi.getTimerCount()).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('a clipboard failure is ignored: no error, no confirmation', async () => {
    mockClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    const { result } = renderHook(() => useCopyFeedback(2000));
    await act(() => result.current.copy('text'));
    expect(result.current.copied).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
