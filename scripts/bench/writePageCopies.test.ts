import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writePageCopies } from './writePageCopies';

let outDir = '';
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

function siteWithPage(route: string, html: string): string {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-copies-'));
  fs.mkdirSync(path.join(outDir, route), { recursive: true });
  fs.writeFileSync(path.join(outDir, route, 'index.html'), html);
  return outDir;
}

describe('writePageCopies', () => {
  it('writes each page changed, with its Brotli copy, where its route says, and removes them', () => {
    const site = siteWithPage('/x/a/', '<p>page</p>');
    const copies = writePageCopies(site, '__copies', ['/x/a/'], (html) => html.toUpperCase(), 'in capitals');
    expect(copies.copyRoute('/x/a/')).toBe('/__copies/x/a/');
    const copy = path.join(site, '__copies/x/a/index.html');
    expect(fs.readFileSync(copy, 'utf8')).toBe('<P>PAGE</P>');
    expect(fs.existsSync(`${copy}.br`)).toBe(true);
    copies.remove();
    expect(fs.existsSync(path.join(site, '__copies'))).toBe(false);
  });

  it('names a route the build has no page for, leaving no copies behind', () => {
    const site = siteWithPage('/x/a/', '<p>page</p>');
    expect(() => writePageCopies(site, '__copies', ['/x/a/', '/x/gone/'], (html) => html, 'in capitals')).toThrow(
      /No page .*x\/gone\/index\.html to copy in capitals/,
    );
    expect(fs.existsSync(path.join(site, '__copies'))).toBe(false);
  });
});
