import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageAliases } from './pageAliases';

const roots: string[] = [];

/** A content root holding one page, `/x/react-data-grid/pinning/`, with the given aliases file (or none). */
function rootWithAliases(text?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aliases-'));
  roots.push(root);
  const folder = path.join(root, 'react-data-grid', 'pinning');
  fs.mkdirSync(folder, { recursive: true });
  if (text !== undefined) {
    fs.writeFileSync(path.join(folder, 'aliases.json'), text);
  }
  return root;
}

afterEach(() => {
  roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true }));
});

describe('readPageAliases', () => {
  const pathname = '/x/react-data-grid/pinning/';

  it("reads the page's aliases in each language", () => {
    const root = rootWithAliases(JSON.stringify({ en: ['freeze column', 'sticky column'], zh: ['冻结列'] }));
    expect(readPageAliases(pathname, root).en).toEqual(['freeze column', 'sticky column']);
    expect(readPageAliases(pathname, root).zh).toEqual(['冻结列']);
  });

  it('gives none for a page without an aliases file', () => {
    expect(readPageAliases(pathname, rootWithAliases()).en).toEqual([]);
  });

  it('names the file and the entry when an alias is empty or too long, or a language is missing', () => {
    const root = rootWithAliases(JSON.stringify({ en: ['x'.repeat(61), ' '] }));
    const read = () => readPageAliases(pathname, root).en;
    expect(read).toThrow(/Invalid aliases in .*react-data-grid\/pinning\/aliases\.json/);
    expect(read).toThrow(/en\.0: /);
    expect(read).toThrow(/en\.1: /);
    expect(read).toThrow(/zh: /);
  });

  it('refuses an alias with a comma (it separates aliases in the index), none of the words search keeps, or the same words as another', () => {
    const read = (aliases: string[]) => () =>
      readPageAliases(pathname, rootWithAliases(JSON.stringify({ en: aliases, zh: [] }))).en;
    expect(read(['freeze, pin'])).toThrow(/en\.0: must not contain a comma/);
    expect(read(['what is it'])).toThrow(/en\.0: has no word search keeps/);
    expect(read(['filter by column', 'column filters'])).toThrow(/en\.1: has the same words as entry 0/);
    expect(read(['column filter', 'filter'])()).toEqual(['column filter', 'filter']);
  });

  it('names the file when it is not JSON, and refuses keys other than the languages', () => {
    expect(() => readPageAliases(pathname, rootWithAliases('{ en: [] }'))).toThrow(
      /Invalid JSON in .*pinning\/aliases\.json/,
    );
    expect(() =>
      readPageAliases(pathname, rootWithAliases(JSON.stringify({ en: [], zh: [], fr: ['colonne'] }))),
    ).toThrow(/Unrecognized key/);
  });
});
