import ts from 'typescript';

/** Types up to this many characters are shown whole; a table cell stays readable up to about three lines. */
const MAX_TYPE_LENGTH = 200;

/** Splits a printed type at its top-level `|` (not those inside brackets, generics or strings). */
export function splitTopLevelUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quote) {
      if (char === '\\') {
        index += 1;
      } else if (char === quote) {
        quote = null;
      }
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if ('([{<'.includes(char)) {
      depth += 1;
    } else if (')]}>'.includes(char) && !(char === '>' && text[index - 1] === '=')) {
      depth -= 1;
    } else if (char === '|' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== '');
}

/**
 * Shortens a long type for display: a union keeps its first members and says how many it left out,
 * anything else is cut. Short types come back unchanged.
 */
export function truncateTypeText(text: string, maxLength: number = MAX_TYPE_LENGTH): string {
  if (text.length <= maxLength) {
    return text;
  }
  const members = splitTopLevelUnion(text);
  if (members.length > 1) {
    const kept: string[] = [];
    for (const member of members) {
      if (kept.length > 0 && [...kept, member].join(' | ').length > maxLength) {
        break;
      }
      kept.push(member);
    }
    const left = members.length - kept.length;
    if (left > 0) {
      return `${kept.map((member) => truncateTypeText(member, maxLength)).join(' | ')} | … ${left} more`;
    }
  }
  return `${text.slice(0, maxLength).trimEnd()} …`;
}

/**
 * The type of a prop or member as the checker prints it, without the `| undefined` an optional property
 * carries in strict mode (the table marks optionality already). `fullType` is set only when `type` was shortened.
 */
export function getTypeText(
  checker: ts.TypeChecker,
  type: ts.Type,
  optional: boolean,
): { type: string; fullType?: string } {
  const printed = checker.typeToString(
    type,
    undefined,
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
  );
  const members = splitTopLevelUnion(printed);
  const full =
    optional && members.length > 1 ? members.filter((member) => member !== 'undefined').join(' | ') : printed;
  const shown = truncateTypeText(full);
  return shown === full ? { type: full } : { type: shown, fullType: full };
}
