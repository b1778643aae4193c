/**
 * Untrusted text made fit to display: control characters become spaces, whitespace collapses, and the text is
 * cut to `maxLength` characters. Markup is left as written: React renders it as visible text, never as HTML.
 */
export function cleanAdText(raw: string, maxLength: number): string {
  const text = raw
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length > maxLength
    ? `${characters
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`
    : text;
}
