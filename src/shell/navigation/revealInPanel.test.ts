// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { revealInPanel } from './revealInPanel';

function rect(top: number, height: number): DOMRect {
  return { top, bottom: top + height, height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) };
}

function setup(linkTop: number) {
  const panel = document.createElement('aside');
  const link = document.createElement('a');
  panel.append(link);
  document.body.append(panel);
  Object.defineProperty(panel, 'clientHeight', { value: 500 });
  panel.style.paddingTop = '64px';
  panel.getBoundingClientRect = () => rect(0, 500);
  link.getBoundingClientRect = () => rect(linkTop, 30);
  return { panel, link };
}

describe('revealInPanel', () => {
  it('leaves a visible link where it is', () => {
    const { panel, link } = setup(200);
    revealInPanel(panel, link);
    expect(panel.scrollTop).toBe(0);
  });

  it('scrolls down just enough to show a link below the fold', () => {
    const { panel, link } = setup(900);
    revealInPanel(panel, link);
    expect(panel.scrollTop).toBe(430);
  });

  it('scrolls up to show a link hidden under the app bar padding', () => {
    const { panel, link } = setup(30);
    Object.defineProperty(panel, 'scrollTop', { value: 300, writable: true });
    revealInPanel(panel, link);
    expect(panel.scrollTop).toBe(266);
  });
});
