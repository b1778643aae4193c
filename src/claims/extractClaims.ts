import ts from 'typescript';

export interface ClaimQuote {
  kind: 'claim' | 'untestable';
  sentence: string;
}

const CALLEES = new Set<ClaimQuote['kind']>(['claim', 'untestable']);

/** The sentences a claims file quotes: the first argument of every `claim(…)` and `untestable(…)` call. */
export function extractClaims(source: string, fileName = 'claims.test.tsx'): ClaimQuote[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const quotes: ClaimQuote[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const kind = node.expression.text as ClaimQuote['kind'];
      const first = node.arguments[0];
      if (CALLEES.has(kind) && first) {
        if (!ts.isStringLiteral(first) && !ts.isNoSubstitutionTemplateLiteral(first)) {
          const { line } = file.getLineAndCharacterOfPosition(first.getStart(file));
          throw new Error(`${fileName}:${line + 1}: ${kind}() needs the quoted sentence as a plain string literal`);
        }
        quotes.push({ kind, sentence: first.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return quotes;
}
