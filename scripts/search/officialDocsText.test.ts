import { describe, expect, it } from 'vitest';
import { officialDocsText } from './officialDocsText';

describe('officialDocsText', () => {
  it('keeps headings apart from prose, and drops code, demos, tags, link targets and callout markers', () => {
    const markdown = [
      '---',
      'productId: x-data-grid',
      '---',
      '# Data Grid - Editing',
      '',
      '<p class="description">Cell and row editing.</p>',
      '',
      '## Full-featured CRUD',
      '',
      'Set `editMode` on the [column definition](/x/api/data-grid/grid-col-def/).',
      '',
      '```tsx',
      '<DataGrid editMode="row" />',
      '```',
      '',
      ':::info',
      'Read on.',
      ':::',
      '{{"demo": "FullFeaturedCrudGrid.js", "bg": "inline"}}',
    ].join('\n');
    expect(officialDocsText(markdown)).toEqual({
      headings: 'Data Grid - Editing\nFull-featured CRUD',
      prose: 'Cell and row editing.\nSet `editMode` on the [column definition].\nRead on.',
    });
  });
});
