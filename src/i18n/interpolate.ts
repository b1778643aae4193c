/** Values for a UI string's `$name` placeholders. */
export type InterpolationValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\$([A-Za-z]\w*)/g;

/** The `$name` placeholders of a UI string, in order of first appearance. */
export function listPlaceholders(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/**
 * Fills each `$name` of a UI string with `values.name`. A placeholder without a value stays as written, so a
 * forgotten value shows on the page instead of vanishing; values are inserted literally (`$&` in a value is text).
 */
export function interpolate(template: string, values: InterpolationValues): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
