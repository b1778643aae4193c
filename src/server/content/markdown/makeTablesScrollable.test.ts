import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { markdownToHast } from '../renderMarkdown';
import { makeTablesScrollable } from './makeTablesScrollable';

describe('makeTablesScrollable', () => {
  it('makes each table a keyboard stop, so a table wider than the screen can be scrolled with the arrow keys', async () => {
    const tree = await markdownToHast('| Plan | Price |\n| --- | --- |\n| Pro | $ |\n', 'en', 'file.md');
    makeTablesScrollable(tree);
    expect(toHtml(tree)).toBe(
      '<table tabindex="0">\n<thead>\n<tr>\n<th>Plan</th>\n<th>Price</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>Pro</td>\n<td>$</td>\n</tr>\n</tbody>\n</table>',
    );
  });
});
