// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderError } from './renderError';

function Broken(): React.JSX.Element {
  throw new Error('broken on purpose');
}

describe('renderError', () => {
  it('returns the message a component throws while rendering', () => {
    expect(renderError(<Broken />)).toBe('broken on purpose');
  });

  it('returns null when the element renders, and leaves nothing mounted', () => {
    expect(renderError(<p className="fine">fine</p>)).toBeNull();
    expect(document.querySelector('.fine')).toBeNull();
  });

  it('gives console.error back once done', () => {
    const before = console.error;
    renderError(<Broken />);
    expect(console.error).toBe(before);
  });
});
