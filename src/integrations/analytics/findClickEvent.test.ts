import { describe, expect, it } from 'vitest';
import { findClickEvent, type ClickableElement } from './findClickEvent';

function element(attributes: Record<string, string>, parent: ClickableElement | null = null): ClickableElement {
  return { getAttribute: (name) => attributes[name] ?? null, parentElement: parent };
}

const never = () => {
  throw new Error('drew a random number');
};

describe('findClickEvent', () => {
  it('the nearest tracked ancestor gives the category, action and label', () => {
    const root = element({ 'data-ga-event-category': 'page' });
    const ad = element(
      {
        'data-ga-event-category': 'ad',
        'data-ga-event-action': 'click',
        'data-ga-event-label': 'carbon-body-top-image',
      },
      root,
    );
    const image = element({}, element({}, ad));
    expect(findClickEvent(image, never)).toEqual({
      category: 'ad',
      params: { eventAction: 'click', eventLabel: 'carbon-body-top-image' },
    });
  });

  it('a control with only an action takes the category and label its nearest ancestor gives its controls', () => {
    const toolbar = element(
      { 'data-ga-controls-category': 'demo', 'data-ga-controls-label': 'BasicBars' },
      element({ 'data-ga-controls-category': 'page', 'data-ga-controls-label': 'outer' }),
    );
    const copy = element({ 'data-ga-event-action': 'copy' }, toolbar);
    expect(findClickEvent(element({}, copy), never)).toEqual({
      category: 'demo',
      params: { eventAction: 'copy', eventLabel: 'BasicBars' },
    });
    const labelled = element({ 'data-ga-event-action': 'link', 'data-ga-event-label': 'own' }, toolbar);
    expect(findClickEvent(labelled, never)?.params).toEqual({ eventAction: 'link', eventLabel: 'own' });
  });

  it('a click between the controls sends nothing, nor does an action no ancestor gives a category', () => {
    const toolbar = element({ 'data-ga-controls-category': 'demo', 'data-ga-controls-label': 'BasicBars' });
    expect(findClickEvent(element({}, toolbar), never)).toBeNull();
    expect(findClickEvent(element({ 'data-ga-event-action': 'copy' }, element({})), never)).toBeNull();
  });

  it("a split on the ancestor that gives the controls' category applies to them", () => {
    const group = element({ 'data-ga-controls-category': 'toc', 'data-ga-event-split': '0.1' });
    expect(findClickEvent(element({ 'data-ga-event-action': 'click' }, group), () => 0.5)).toBeNull();
    expect(findClickEvent(element({ 'data-ga-event-action': 'click' }, group), () => 0.05)).not.toBeNull();
  });

  it('a missing label is left out', () => {
    expect(
      findClickEvent(element({ 'data-ga-event-category': 'header', 'data-ga-event-action': 'settings' }), never),
    ).toEqual({
      category: 'header',
      params: { eventAction: 'settings' },
    });
  });

  it('a click outside tracked elements sends nothing', () => {
    expect(findClickEvent(element({}, element({})), never)).toBeNull();
    expect(findClickEvent(null, never)).toBeNull();
  });

  it('a split keeps only that share of the clicks, drawn per click', () => {
    const split = element({
      'data-ga-event-category': 'toc',
      'data-ga-event-action': 'click',
      'data-ga-event-split': '0.1',
    });
    expect(findClickEvent(split, () => 0.05)).not.toBeNull();
    expect(findClickEvent(split, () => 0.1)).toBeNull();
    expect(findClickEvent(split, () => 0.9)).toBeNull();
  });

  it('the sampling hook forces split clicks either way', () => {
    const split = element({ 'data-ga-event-category': 'toc', 'data-ga-event-split': '0.0001' });
    expect(findClickEvent(split, never, 'all')).toEqual({ category: 'toc', params: {} });
    expect(findClickEvent(split, never, 'none')).toBeNull();
  });

  it('an invalid split is ignored and the click is kept', () => {
    for (const value of ['2', '-1', 'half', '']) {
      expect(
        findClickEvent(element({ 'data-ga-event-category': 'toc', 'data-ga-event-split': value }), never),
      ).not.toBeNull();
    }
  });
});
