import { describe, expect, it } from 'vitest';
import { headingText } from './headingText';

describe('headingText', () => {
  it('reads the first heading without its markup', () => {
    expect(headingText('<h2>Before</h2><h1 class="title">Data Grid - <code>Editing</code></h1><h1>Second</h1>')).toBe(
      'Data Grid - Editing',
    );
  });

  it('decodes entities the way the browser shows them', () => {
    expect(headingText('<h1>Rows &amp; columns &#x27;quoted&#x27; &#8212; &lt;DataGrid /&gt;</h1>')).toBe(
      "Rows & columns 'quoted' — <DataGrid />",
    );
  });

  it('is null for a page without a heading', () => {
    expect(headingText('<main><p>No heading</p></main>')).toBeNull();
  });
});
