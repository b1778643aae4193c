import ts from 'typescript';
import type { ApiProp } from '@/api/types';
import { readJsDoc } from './readJsDoc';
import { getTypeDetails } from './getTypeDetails';
import { getTypeText } from './typeText';

/** A property symbol (prop or interface member) as a row of the API reference. */
export function toApiProp(checker: ts.TypeChecker, symbol: ts.Symbol): ApiProp {
  const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  const jsDoc = readJsDoc(checker, symbol);
  const type = checker.getTypeOfSymbol(symbol);
  const typeDetails = getTypeDetails(checker, type);
  return {
    name: symbol.name,
    ...getTypeText(checker, type, optional),
    ...(typeDetails ? { typeDetails } : {}),
    ...(jsDoc.default !== undefined ? { default: jsDoc.default } : {}),
    description: jsDoc.description,
    required: !optional,
    ...(jsDoc.deprecated !== undefined ? { deprecated: jsDoc.deprecated } : {}),
  };
}

// One collator for every comparison: `localeCompare` with options builds a new one per call.
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Names in reading order for a reference table: alphabetical, ignoring case. */
export function compareNames(a: { name: string }, b: { name: string }): number {
  return collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
