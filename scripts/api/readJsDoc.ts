import ts from 'typescript';

export interface JsDocInfo {
  /** The comment text followed by its `@param` / `@returns` tags, as Markdown. */
  description: string;
  default?: string;
  deprecated?: string;
}

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text).trim();
}

/** `@param {GridRowParams} params With all…` → "- `params`: With all…". */
function formatParamTag(tag: ts.JSDocTagInfo): string {
  const parts = tag.text ?? [];
  const name = parts.find((part) => part.kind === 'parameterName')?.text;
  const text = ts.displayPartsToString(parts.filter((part) => part.kind !== 'parameterName')).trim();
  return name ? `- \`${name}\`${text ? `: ${text}` : ''}` : `- ${text}`;
}

/** The JSDoc of a symbol (through mapped types such as `Partial<…>`, which keep their original declarations). */
export function readJsDoc(checker: ts.TypeChecker, symbol: ts.Symbol): JsDocInfo {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const tags = symbol.getJsDocTags(checker);
  const params = tags.filter((tag) => tag.name === 'param').map(formatParamTag);
  const returns = tags.find((tag) => tag.name === 'returns' || tag.name === 'return');
  const signature = [
    ...(params.length > 0 ? [params.join('\n')] : []),
    ...(returns && tagText(returns) ? [`Returns: ${tagText(returns)}`] : []),
  ];
  const defaultTag = tags.find((tag) => tag.name === 'default');
  const deprecatedTag = tags.find((tag) => tag.name === 'deprecated');
  return {
    description: [text, ...signature].filter(Boolean).join('\n\n'),
    ...(defaultTag ? { default: tagText(defaultTag) } : {}),
    ...(deprecatedTag ? { deprecated: tagText(deprecatedTag) } : {}),
  };
}
