import { describe, expect, it } from 'vitest';
import { ACTIVE_HEADING_OFFSET, findActiveHeading } from './activeHeading';

describe('findActiveHeading', () => {
  it('there is no active heading on a page without headings', () => {
    expect(findActiveHeading([])).toBeNull();
  });

  it('before any heading has scrolled past the offset, the first heading is active', () => {
    expect(
      findActiveHeading([
        { id: 'a', top: 200 },
        { id: 'b', top: 600 },
      ]),
    ).toBe('a');
  });

  it('the last heading whose top has scrolled past the offset is active', () => {
    expect(
      findActiveHeading([
        { id: 'a', top: -500 },
        { id: 'b', top: 20 },
        { id: 'c', top: 400 },
      ]),
    ).toBe('b');
  });

  it('a heading exactly at the offset counts as read', () => {
    expect(
      findActiveHeading([
        { id: 'a', top: -10 },
        { id: 'b', top: ACTIVE_HEADING_OFFSET },
      ]),
    ).toBe('b');
    expect(
      findActiveHeading([
        { id: 'a', top: -10 },
        { id: 'b', top: ACTIVE_HEADING_OFFSET + 1 },
      ]),
    ).toBe('a');
  });

  it('when every heading has scrolled past, the last one is active', () => {
    expect(
      findActiveHeading([
        { id: 'a', top: -900 },
        { id: 'b', top: -400 },
        { id: 'c', top: 0 },
      ]),
    ).toBe('c');
  });

  it('uses a custom offset when given', () => {
    const headings = [
      { id: 'a', top: 0 },
      { id: 'b', top: 150 },
    ];
    expect(findActiveHeading(headings, 200)).toBe('b');
    expect(findActiveHeading(headings, 100)).toBe('a');
  });

  it('by default a heading becomes active once it reaches the bottom of the 96px app bar', () => {
    const headings = [
      { id: 'a', top: 0 },
      { id: 'b', top: 97 },
    ];
    expect(findActiveHeading(headings)).toBe('a');
    expect(findActiveHeading([headings[0]!, { id: 'b', top: 96 }])).toBe('b');
  });
});
