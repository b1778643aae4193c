/**
 * Highlighted code in a compact form for page props: each token is its text and an index into a palette of
 * `light|dark` colour pairs. Several times smaller than highlighted HTML, and the plain text is derived from it.
 */
export interface CodeTokens {
  palette: string[];
  lines: [text: string, colorIndex: number][][];
}

/** The plain source text of highlighted code. */
export function tokensToText(tokens: CodeTokens): string {
  return tokens.lines.map((line) => line.map(([text]) => text).join('')).join('\n');
}
