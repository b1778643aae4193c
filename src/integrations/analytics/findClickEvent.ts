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

/** The nearest ancestor of `element` that has `attribute`. */
function ancestorWith(element: ClickableElement, attribute: string): ClickableElement | null {
  for (let current = element.parentElement; current; current = current.parentElement) {
    if (current.getAttribute(attribute)) {
      return current;
    }
  }
  return null;
}

/**
 * The event a click sends. The nearest element (the target or an ancestor) with `data-ga-event-category` or
 * `data-ga-event-action` is the control clicked. It names its category (the GA4 event name), action and label
 * itself, or, with only an action, takes the category and label of its nearest ancestor's
 * `data-ga-controls-category` and `data-ga-controls-label` (a demo's toolbar names `demo` and the demo once for all
 * its controls, which keeps the page small; a click on the toolbar between controls sends nothing). With
 * `data-ga-event-split` on the element that names the category, only that share of the clicks is kept, drawn per
 * click. Null when nothing is tracked or the click is dropped.
 */
export function findClickEvent(
  target: ClickableElement | null,
  random: () => number,
  override: SamplingOverride = null,
): ClickEvent | null {
  let control: ClickableElement | null = target;
  while (control && !control.getAttribute('data-ga-event-category') && !control.getAttribute('data-ga-event-action')) {
    control = control.parentElement;
  }
  if (!control) {
    return null;
  }
  const ownCategory = control.getAttribute('data-ga-event-category');
  const group = ownCategory ? null : ancestorWith(control, 'data-ga-controls-category');
  const category = ownCategory ?? group?.getAttribute('data-ga-controls-category');
  if (!category) {
    return null;
  }
  const split = parseSplit((group ?? control).getAttribute('data-ga-event-split'));
  if (split !== null && !isSampled(split, random, override)) {
    return null;
  }
  const action = control.getAttribute('data-ga-event-action');
  const label = control.getAttribute('data-ga-event-label') ?? group?.getAttribute('data-ga-controls-label');
  return {
    category,
    params: { ...(action ? { eventAction: action } : {}), ...(label ? { eventLabel: label } : {}) },
  };
}
