import referenceApiPages from '@content/navigation/referenceApiPages.json';
import { getApiPagePathnames } from '@/api/apiNavigation';
import type { ApiIndexEntry } from '@/api/types';

/** The API pages of the 7.21.0 documentation (content/navigation/referenceApiPages.json) that this index lacks. */
export function findMissingReferencePages(
  index: readonly ApiIndexEntry[],
  reference: readonly string[] = referenceApiPages,
): string[] {
  const present = new Set(getApiPagePathnames(index));
  return reference.filter((pathname) => !present.has(pathname));
}

/** Throws, naming the pages, when the generated reference lacks a page the 7.21.0 documentation has. */
export function assertReferencePagesPresent(index: readonly ApiIndexEntry[]): void {
  const missing = findMissingReferencePages(index);
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} API page(s) of the 7.21.0 documentation have no counterpart: ${missing.join(', ')}. ` +
        'Document the export (DOCUMENTED_INTERFACES in scripts/api/collectApiEntries.ts, or its slug in scripts/api/toSlug.ts).',
    );
  }
}
