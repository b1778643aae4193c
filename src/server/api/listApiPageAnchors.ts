import { getApiRowId } from '@/api/apiRowAnchors';
import type { ApiEntry } from '@/api/types';
import { buildApiSections } from './buildApiSections';
import { buildUsedInSection } from './buildUsedInSection';

/** The ids a reader can link to on an API page: its sections (`#import`, `#used-in`, `#props`) and every table row. */
export function listApiPageAnchors(entry: ApiEntry): Set<string> {
  const anchors = new Set(['import', ...buildUsedInSection(entry, 'en').map((section) => section.id)]);
  for (const section of buildApiSections(entry, 'en', () => '')) {
    anchors.add(section.id);
    if (section.kind === 'rows') {
      section.rows.forEach((row) => anchors.add(`${section.rowIdPrefix}${row.name}`));
    } else if (section.kind === 'slots') {
      section.slots.forEach((slot) => anchors.add(getApiRowId('slot', slot.name)));
    } else if (section.kind === 'classes') {
      section.classes.forEach((item) => anchors.add(getApiRowId('cssClass', item.key)));
    }
  }
  return anchors;
}
