import { EARLY_SEARCH_ID } from './captureEarlyInput';

/** The text typed into the stand-in search box before the scripts ran, removing the box; '' when there is none. */
export function takeEarlySearchText(doc: Document = document): string {
  const box = doc.getElementById(EARLY_SEARCH_ID);
  if (!box) {
    return '';
  }
  const text = box.querySelector('input')?.value ?? '';
  box.remove();
  return text;
}
