import ts from 'typescript';
import type { ApiComponentEntry, ApiPlan, ApiSlot } from '@/api/types';
import type { ApiProgram } from './createApiProgram';
import { extractClasses } from './extractClasses';
import { isDocumentedProp } from './isDocumentedProp';
import { readJsDoc } from './readJsDoc';
import { compareNames, toApiProp } from './toApiProp';
import { toSlug } from './toSlug';

/** A component as found in the packages of one product: the declaration of the lowest plan, and every package that exports it. */
export interface FoundComponent {
  name: string;
  product: string;
  plan: ApiPlan;
  symbol: ts.Symbol;
  propsType: ts.Type;
  packageNames: string[];
}

/** The documented props of a props type: every property the checker reports, minus React's own (see isDocumentedProp). */
export function getDocumentedProps(checker: ts.TypeChecker, propsType: ts.Type): ts.Symbol[] {
  return checker.getPropertiesOfType(propsType).filter(isDocumentedProp);
}

function extractSlots(checker: ts.TypeChecker, propsType: ts.Type): ApiSlot[] {
  const slotsProp = propsType.getProperty('slots');
  if (!slotsProp) {
    return [];
  }
  const slotsType = checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp));
  return checker
    .getPropertiesOfType(slotsType)
    .map((slot) => {
      const jsDoc = readJsDoc(checker, slot);
      return {
        name: slot.name,
        description: jsDoc.description,
        ...(jsDoc.default !== undefined ? { default: jsDoc.default } : {}),
      };
    })
    .sort(compareNames);
}

/** The reference of one component: props, slots and CSS classes. */
export function extractComponent(program: ApiProgram, component: FoundComponent): ApiComponentEntry {
  const { checker } = program;
  const { name, product, plan, symbol, propsType, packageNames } = component;
  return {
    product,
    slug: toSlug(name),
    name,
    kind: 'component',
    plan,
    imports: packageNames.map((packageName) => `import { ${name} } from '${packageName}';`),
    description: readJsDoc(checker, symbol).description,
    props: getDocumentedProps(checker, propsType)
      .map((prop) => toApiProp(checker, prop))
      .sort(compareNames),
    slots: extractSlots(checker, propsType),
    classes: extractClasses(program, name, packageNames),
  };
}
