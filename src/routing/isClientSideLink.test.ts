// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { followClientSideLink, isClientSideLink, plainClickedLink } from './isClientSideLink';

const link = (attributes: Record<string, string>) => {
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) {
    anchor.setAttribute(name, value);
  }
  return anchor;
};

describe('isClientSideLink', () => {
  it('is true for a same-site page path opened in this tab', () => {
    expect(isClientSideLink(link({ href: '/x/react-data-grid/editing/' }))).toBe(true);
    expect(isClientSideLink(link({ href: '/zh/x/introduction/#licensing' }))).toBe(true);
  });

  it('is false for other sites, other tabs, downloads and files', () => {
    expect(isClientSideLink(link({ href: 'https://mui.com/x/' }))).toBe(false);
    expect(isClientSideLink(link({ href: '//cdn.example.com/x/' }))).toBe(false);
    expect(isClientSideLink(link({ href: '/x/introduction/', target: '_blank' }))).toBe(false);
    expect(isClientSideLink(link({ href: '/x/introduction/', download: '' }))).toBe(false);
    expect(isClientSideLink(link({ href: '/x/react-data-grid/editing.md' }))).toBe(false);
    expect(isClientSideLink(link({ href: '#section' }))).toBe(false);
  });
});

describe('plainClickedLink', () => {
  const anchor = link({ href: '/x/' });
  const inner = document.createElement('span');
  anchor.append(inner);
  const click = (overrides: Partial<MouseEvent> = {}) =>
    plainClickedLink({
      target: inner,
      defaultPrevented: false,
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      ...overrides,
    });

  it('finds the link around a plain primary click', () => {
    expect(click()).toBe(anchor);
  });

  it('leaves modified, secondary and handled clicks to the browser', () => {
    for (const overrides of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(click(overrides)).toBeNull();
    }
  });
});

describe('followClientSideLink', () => {
  it('pushes a client-side link to the router instead of loading the page', () => {
    const push = vi.fn(async () => true);
    const event = { preventDefault: vi.fn() };
    expect(followClientSideLink(link({ href: '/x/introduction/' }), event, { push })).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/x/introduction/');
  });

  it('leaves other links to the browser', () => {
    const push = vi.fn(async () => true);
    const event = { preventDefault: vi.fn() };
    expect(followClientSideLink(link({ href: 'https://github.com/mui' }), event, { push })).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });
});
