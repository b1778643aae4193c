import { vi } from 'vitest';

/**
 * jsdom has no layout: a responsive chart reads its width from `getComputedStyle`, which there returns its CSS
 * (`100%`, read as 100 px). Makes every responsive chart container report `width` px instead, so a demo draws at a
 * readable size.
 */
export function setResponsiveChartWidth(width: number): void {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    if (!String(element.getAttribute('class')).includes('MuiResponsiveChart-container')) return style;
    return new Proxy(style, {
      get: (target, key) => (key === 'width' ? `${width}px` : Reflect.get(target, key, target)),
    });
  });
}
