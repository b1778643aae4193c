import { describe, expect, it } from 'vitest';
import { markdownToHast } from '../renderMarkdown';
import { splitSegments } from './splitSegments';

const split = async (markdown: string) => splitSegments(await markdownToHast(markdown, 'en', 'file.md'));

describe('splitSegments', () => {
  it('demo slots split the static HTML', async () => {
    expect(await split('Before.\n\n::demo{name="Sample"}\n\nAfter.\n')).toEqual([
      { kind: 'html', html: '<p>Before.</p>' },
      { kind: 'demo', demo: 'Sample' },
      { kind: 'html', html: '<p>After.</p>' },
    ]);
  });

  it('leaves no empty HTML segment around demos at the edges or side by side', async () => {
    expect(await split('::demo{name="First"}\n\n::demo{name="Second"}\n')).toEqual([
      { kind: 'demo', demo: 'First' },
      { kind: 'demo', demo: 'Second' },
    ]);
  });

  it('a page without demos is one HTML segment', async () => {
    expect(await split('# Title\n\nText.\n')).toEqual([{ kind: 'html', html: '<h1>Title</h1>\n<p>Text.</p>' }]);
  });

  it('an empty page has no segments', async () => {
    expect(await split('')).toEqual([]);
  });
});
