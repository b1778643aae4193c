export type ReloadPlan = 'none' | 'now' | 'on-focus';

/**
 * What the page does when its controlling service worker changes. The first control of a page that had none
 * (a first visit) changes nothing. A new version reloads the page so HTML and assets come from the same build,
 * at once if the page has focus, otherwise when the reader comes back to it (a background tab must not jump).
 */
export function getReloadPlan(wasControlled: boolean, hasFocus: boolean): ReloadPlan {
  if (!wasControlled) {
    return 'none';
  }
  return hasFocus ? 'now' : 'on-focus';
}
