// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDemoModule } from './useDemoModule';

const Demo: ComponentType = () => null;
const chunkError = () => Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' });

describe('useDemoModule', () => {
  it('loads nothing until the demo nears the viewport', () => {
    const load = vi.fn(() => Promise.resolve({ default: Demo }));
    const { result } = renderHook(() => useDemoModule('page/demos/Demo', false, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'loading' });
  });

  it('gives the component once its module has loaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Demo }));
    const { result } = renderHook(() => useDemoModule('page/demos/Demo', true, load));
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledWith('page/demos/Demo');
    expect(result.current.state).toEqual({ status: 'ready', Component: Demo });
  });

  it('a chunk that fails to download, or a module that throws, becomes failed instead of loading forever', async () => {
    const load = () => Promise.reject(chunkError());
    const { result } = renderHook(() => useDemoModule('page/demos/Demo', true, load));
    await act(() => Promise.resolve());
    expect(result.current.state.status).toBe('failed');
    expect(result.current.state.status === 'failed' && result.current.state.error.message).toBe(
      'Loading chunk 4242 failed.',
    );
  });

  it('a rejection that is not an Error still gives a message', async () => {
    const load = () => Promise.reject('offline');
    const { result } = renderHook(() => useDemoModule('page/demos/Demo', true, load));
    await act(() => Promise.resolve());
    expect(result.current.state.status === 'failed' && result.current.state.error.message).toBe('offline');
  });

  it('retry loads the module again', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ default: Demo });
    const { result } = renderHook(() => useDemoModule('page/demos/Demo', true, load));
    await act(() => Promise.resolve());
    expect(result.current.state.status).toBe('failed');
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.state).toEqual({ status: 'ready', Component: Demo });
  });

  it('a result for another styling variant is not shown for the current one', async () => {
    let resolveFirst: (module: { default: ComponentType }) => void = () => undefined;
    const load = vi.fn((path: string) =>
      path.endsWith('.tailwind')
        ? Promise.resolve({ default: Demo })
        : new Promise<{ default: ComponentType }>((resolve) => (resolveFirst = resolve)),
    );
    const { result, rerender } = renderHook(({ path }) => useDemoModule(path, true, load), {
      initialProps: { path: 'page/demos/Demo' },
    });
    rerender({ path: 'page/demos/Demo.tailwind' });
    await act(() => Promise.resolve());
    expect(result.current.state).toEqual({ status: 'ready', Component: Demo });
    await act(async () => resolveFirst({ default: () => null }));
    expect(result.current.state).toEqual({ status: 'ready', Component: Demo });
  });
});
