// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followTableOfContents, markActiveTocLink } from './followTableOfContents';

const PAGE = `
  <nav class="toc"><ul>
    <li><a href="#intro">Intro</a></li><li><a href="#usage">Usage</a></li><li><a href="#api">API</a></li>
  </ul></nav>
  <h2 id="intro">Intro</h2><h2 id="usage">Usage</h2><h2 id="api">API</h2>`;

/** Places each heading's top where a scrolled page would have it (jsdom lays nothing out). */
function placeHeadings(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
}

const marked = () =>
  Array.from(document.querySelectorAll('.toc a[aria-current="location"]')).map((link) => link.textContent);

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('markActiveTocLink', () => {
  it('marks the last heading that has scrolled under the app bar, and only it', () => {
    document.body.innerHTML = PAGE;
    placeHeadings({ intro: -400, usage: 50, api: 600 });
    markActiveTocLink(document);
    expect(marked()).toEqual(['Usage']);
    placeHeadings({ intro: -900, usage: -500, api: 90 });
    markActiveTocLink(document);
    expect(marked()).toEqual(['API']);
  });

  it('marks the first entry at the top of the page, before any heading is reached', () => {
    document.body.innerHTML = PAGE;
    placeHeadings({ intro: 300, usage: 700, api: 1200 });
    markActiveTocLink(document);
    expect(marked()).toEqual(['Intro']);
  });
});

describe('followTableOfContents', () => {
  const frames: FrameRequestCallback[] = [];
  const runFrames = () => frames.splice(0).forEach((frame) => frame(0));

  it('on a page opened afresh, marks the first entry without measuring, then follows scrolling once it pauses', () => {
    vi.useFakeTimers();
    document.body.innerHTML = PAGE;
    const measured = vi.fn(() => ({ top: 300 }) as DOMRect);
    document.getElementById('intro')!.getBoundingClientRect = measured;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    followTableOfContents(window);
    runFrames();
    expect(marked()).toEqual(['Intro']);
    expect(measured).not.toHaveBeenCalled();
    placeHeadings({ intro: -900, usage: 20, api: 500 });
    window.dispatchEvent(new Event('scroll'));
    expect(marked()).toEqual(['Intro']);
    vi.advanceTimersByTime(200);
    expect(marked()).toEqual(['Usage']);
  });

  it('measures at the next frame when the page may not be at its top (a #section link, a reload)', () => {
    document.body.innerHTML = PAGE;
    placeHeadings({ intro: -900, usage: -300, api: 40 });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    window.location.hash = '#api';
    followTableOfContents(window);
    expect(marked()).toEqual([]);
    runFrames();
    expect(marked()).toEqual(['API']);
    window.location.hash = '';
  });
});
