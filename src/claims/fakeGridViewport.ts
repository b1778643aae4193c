/**
 * Gives the Data Grid a viewport in jsdom. jsdom has no layout, and the grid turns virtualization off when the user
 * agent says "jsdom" (read once, when the grid's modules load). This changes the user agent and makes the grid's main
 * area (`.MuiDataGrid-main`) report `size`, so the grid virtualises as in a browser of that size.
 *
 * It must run before the grid's modules load: call it from `vi.hoisted`, which runs before the test file's imports:
 * `const viewport = await vi.hoisted(async () => (await import('@/claims/fakeGridViewport')).fakeGridViewport(size))`.
 * The returned object is `size` itself: change its fields to resize the viewport for the next measurement.
 */
export function fakeGridViewport<Size extends { width: number; height: number }>(size: Size): Size {
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (claims layout)', configurable: true });
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((element: Element, pseudo?: string | null) => {
    const style = computed(element, pseudo);
    if (!element.classList?.contains('MuiDataGrid-main')) return style;
    const fake: Record<string, string> = { width: `${size.width}px`, height: `${size.height}px` };
    return new Proxy(style, { get: (target, key) => (key in fake ? fake[key as string] : Reflect.get(target, key)) });
  }) as typeof window.getComputedStyle;
  return size;
}
