import { getApiRowIdPrefix } from '@/api/apiRowAnchors';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import type { ApiClassData, ApiRowData, ApiSectionData, ApiSlotData } from '@/api/apiPageData';
import { toNavPlan } from '@/api/apiProducts';
import type { ApiEntry, ApiProp } from '@/api/types';

/**
 * Longest full type sent to the page. A few animated SVG components inline every CSS property in their `style`
 * type (300 000 characters); beyond this the table keeps the shortened type and points to the declarations.
 */
const MAX_FULL_TYPE_LENGTH = 10_000;

function toRow(prop: ApiProp, render: (markdown: string) => string): ApiRowData {
  return {
    name: prop.name,
    type: prop.type,
    fullType: prop.fullType && prop.fullType.length <= MAX_FULL_TYPE_LENGTH ? prop.fullType : null,
    fullTypeTooLong: (prop.fullType?.length ?? 0) > MAX_FULL_TYPE_LENGTH,
    typeDetails: prop.typeDetails ?? null,
    default: prop.default ?? null,
    descriptionHtml: render(prop.description),
    required: prop.required,
    deprecatedHtml: prop.deprecated === undefined ? null : render(prop.deprecated),
    plan: toNavPlan(prop.plan) ?? null,
  };
}

/** The h2 sections of an API page after its import section, with their rows' Markdown rendered by `render`. */
export function buildApiSections(
  entry: ApiEntry,
  language: Language,
  render: (markdown: string) => string,
): ApiSectionData[] {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const rows = (id: string, title: string, rowIdPrefix: string, props: ApiProp[], methods = false): ApiSectionData[] =>
    props.length > 0
      ? [{ id, title, kind: 'rows', rowIdPrefix, rows: props.map((prop) => toRow(prop, render)), methods }]
      : [];
  if (entry.kind === 'interface') {
    return [
      ...rows(
        'properties',
        t('api.properties'),
        getApiRowIdPrefix('property'),
        entry.members.filter((member) => !member.method),
      ),
      ...rows(
        'methods',
        t('api.methods'),
        getApiRowIdPrefix('method'),
        entry.members.filter((member) => member.method),
        true,
      ),
    ];
  }
  const slots: ApiSlotData[] = entry.slots.map((slot) => ({
    name: slot.name,
    default: slot.default ?? null,
    descriptionHtml: render(slot.description),
  }));
  const classes: ApiClassData[] = entry.classes.map((item) => ({
    key: item.key,
    className: item.className,
    descriptionHtml: render(item.description),
  }));
  return [
    ...rows('props', t('api.props'), getApiRowIdPrefix('prop'), entry.props),
    ...(slots.length > 0 ? [{ id: 'slots', title: t('api.slots'), kind: 'slots' as const, slots }] : []),
    ...(classes.length > 0
      ? [{ id: 'css-classes', title: t('api.cssClasses'), kind: 'classes' as const, classes }]
      : []),
  ];
}
