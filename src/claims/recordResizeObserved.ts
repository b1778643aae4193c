/**
 * Installs a `ResizeObserver` that records every element it is asked to observe, and returns that list (empty it with
 * `list.length = 0`). jsdom has none, and the grid picks its stand-in when its modules load: call this from
 * `vi.hoisted`, which runs before the test file's imports:
 * `const observed = await vi.hoisted(async () => (await import('@/claims/recordResizeObserved')).recordResizeObserved())`.
 */
export function recordResizeObserved(): Element[] {
  const observed: Element[] = [];
  globalThis.ResizeObserver = class {
    observe(element: Element) {
      observed.push(element);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  return observed;
}
