import { isSampled, type SamplingOverride } from './isSampled';

/** The part of a DOM element the click rule reads; lets the rule run without a browser. */
export interface ClickableElement {
  getAttribute(name: string): string | null;
  parentElement: ClickableElement | null;
}

export interface ClickEvent {
  category: string;
  params: { eventAction?: string; eventLabel?: string };
}

/** A `data-ga-event-split` ratio in 0..1; anything else means the attribute is ignored. */
function parseSplit(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') {
    return null;
  }
  const split = Number(raw);
  return Number.isFinite(split) && split >= 0 && split <= 1 ? split : null;
}

/**
 * The event a click sends: the nearest ancestor (or the target itself) with `data-ga-event-category` gives the
 * category (the GA4 event name), `data-ga-event-action` and `data-ga-event-label`. With `data-ga-event-split`,
 * only that share of the clicks is kept, drawn per click. Null when nothing is tracked or the click is dropped.
 */
export function findClickEvent(
  target: ClickableElement | null,
  random: () => number,
  override: SamplingOverride = null,
): ClickEvent | null {
  for (let element = target; element; element = element.parentElement) {
    const category = element.getAttribute('data-ga-event-category');
    if (!category) {
      continue;
    }
    const split = parseSplit(element.getAttribute('data-ga-event-split'));
    if (split !== null && !isSampled(split, random, override)) {
      return null;
    }
    const action = element.getAttribute('data-ga-event-action');
    const label = element.getAttribute('data-ga-event-label');
    return {
      category,
      params: { ...(action ? { eventAction: action } : {}), ...(label ? { eventLabel: label } : {}) },
    };
  }
  return null;
}
