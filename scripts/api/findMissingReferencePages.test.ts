import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getApiIndexPath } from '@/server/api/apiOutputPaths';
import type { ApiIndexEntry } from '@/api/types';
import { assertReferencePagesPresent, findMissingReferencePages } from './findMissingReferencePages';

const entry = (product: string, slug: string): ApiIndexEntry => ({
  product,
  slug,
  name: slug,
  kind: 'interface',
  plan: 'community',
});

describe('findMissingReferencePages', () => {
  it('names a reference page that has no entry, and accepts product overviews', () => {
    const index = [entry('data-grid', 'grid-col-def')];
    expect(
      findMissingReferencePages(index, [
        '/x/api/data-grid/',
        '/x/api/data-grid/grid-col-def/',
        '/x/api/data-grid/grid-filter-item/',
      ]),
    ).toEqual(['/x/api/data-grid/grid-filter-item/']);
  });

  it('fails generation with the missing pathnames in the message', () => {
    expect(() => assertReferencePagesPresent([entry('data-grid', 'grid-col-def')])).toThrow(
      /\/x\/api\/data-grid\/data-grid\//,
    );
  });

  it.runIf(fs.existsSync(getApiIndexPath()))('the generated reference has every page of the 7.21.0 list', () => {
    const index = JSON.parse(fs.readFileSync(getApiIndexPath(), 'utf8')) as ApiIndexEntry[];
    expect(findMissingReferencePages(index)).toEqual([]);
  });
});
