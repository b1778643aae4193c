import { act } from '@testing-library/react';

/**
 * jsdom has no SVG geometry: the charts turn a pointer's client position into SVG coordinates with `createSVGPoint`
 * and `getScreenCTM`. An identity transform makes client coordinates the chart's own, so a test can point at a spot.
 */
export function installSvgPointer(): void {
  const proto = window.SVGSVGElement.prototype as unknown as Record<string, unknown>;
  proto.createSVGPoint = () => {
    const point = { x: 0, y: 0, matrixTransform: () => ({ x: point.x, y: point.y }) };
    return point;
  };
  proto.getScreenCTM = () => ({ inverse: () => ({}) });
  // Items release the pointer capture a touch would have set; jsdom has no pointer capture.
  const element = window.Element.prototype as unknown as Record<string, unknown>;
  element.hasPointerCapture = () => false;
  element.releasePointerCapture = () => {};
}

/**
 * Moves the pointer over a chart's SVG to (x, y) in the chart's coordinates. jsdom has no `PointerEvent`, so the
 * `pointermove` is a `MouseEvent`, which carries the client position the chart reads.
 */
export function pointAt(svg: Element, x: number, y: number): void {
  act(() => {
    svg.dispatchEvent(new MouseEvent('pointermove', { clientX: x, clientY: y, bubbles: true }));
  });
}
