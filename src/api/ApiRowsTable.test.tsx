import { describe, expect, it } from 'vitest';
import { renderStaticHtml } from '@/staticHtml/renderStaticHtml';
import type { ApiRowData } from './apiPageData';
import { ApiRowsTable } from './ApiRowsTable';
import { ApiSection } from './ApiSection';

const row = (name: string, overrides: Partial<ApiRowData> = {}): ApiRowData => ({
  name,
  type: 'string',
  fullType: null,
  fullTypeTooLong: false,
  typeDetails: null,
  default: null,
  descriptionHtml: '',
  required: false,
  deprecatedHtml: null,
  plan: null,
  ...overrides,
});

describe('ApiRowsTable', () => {
  it('gives its table an upper bound of the height of its rows until it is laid out near the viewport', () => {
    const html = renderStaticHtml(
      <ApiRowsTable rows={[row('a'), row('b'), row('c')]} labelledBy="props" rowIdPrefix="prop-" methods={false} />,
      'en',
    );
    // The header row (48 px), the slack (112 px) and three rows of a props table at their bound, 200 px.
    expect(html).toContain('style="contain-intrinsic-size:auto 760px"');
  });

  it('links each name to its row and ends the name cell with a labelled copy-link control', () => {
    const html = renderStaticHtml(
      <ApiRowsTable rows={[row('apiRef')]} labelledBy="props" rowIdPrefix="prop-" methods={false} />,
      'en',
    );
    expect(html).toContain('<th scope="row" id="prop-apiRef"><a href="#prop-apiRef" class="api-row-link">');
    expect(html).toContain(
      '<a href="#prop-apiRef" class="api-copy-link" data-copy-link="" aria-label="Copy link to apiRef"></a></th>',
    );
  });

  it('expands a callback type into its parameters and return type in a native details element', () => {
    const typeDetails = {
      kind: 'function' as const,
      params: [{ name: 'newRow', type: 'R', optional: false }],
      returns: 'R | Promise<R>',
    };
    const html = renderStaticHtml(
      <ApiRowsTable
        rows={[row('processRowUpdate', { typeDetails })]}
        labelledBy="props"
        rowIdPrefix="prop-"
        methods={false}
      />,
      'zh',
    );
    expect(html).toContain('<details class="api-type-details"><summary>参数');
    expect(html).toContain('<code>newRow: R</code>');
    expect(html).toContain('<code>R | Promise&lt;R&gt;</code>');
  });
});

describe('ApiSection', () => {
  it('puts a filter box, named by its row count, above a long table only', () => {
    const rows = Array.from({ length: 15 }, (_, index) => row(`prop${index}`));
    const section = { id: 'props', title: 'Props', kind: 'rows' as const, rowIdPrefix: 'prop-', methods: false };
    const long = renderStaticHtml(<ApiSection section={{ ...section, rows }} />, 'en');
    expect(long).toContain('<label for="props-filter">Filter 15 rows</label>');
    expect(long).toContain('name="filter"');
    const short = renderStaticHtml(<ApiSection section={{ ...section, rows: rows.slice(0, 3) }} />, 'en');
    expect(short).not.toContain('api-filter');
  });
});
