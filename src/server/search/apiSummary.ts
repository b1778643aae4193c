/** Characters of an API row's description a search result shows. */
export const API_SUMMARY_LIMIT = 120;

/**
 * The first sentence of an API description as plain text, for a search result: `[[GridApi]]` and links keep their
 * text, backticks and emphasis go, and a long sentence is cut at a word with an ellipsis.
 */
export function apiSummary(description: string): string {
  const firstParagraph = description.split(/\n\s*\n/)[0] ?? '';
  const plain = firstParagraph
    .replace(/\[\[([^\]]+)\]\]/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = plain.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? plain;
  if (sentence.length <= API_SUMMARY_LIMIT) {
    return sentence;
  }
  const cut = sentence.lastIndexOf(' ', API_SUMMARY_LIMIT);
  return `${sentence.slice(0, cut > API_SUMMARY_LIMIT / 2 ? cut : API_SUMMARY_LIMIT)}…`;
}
