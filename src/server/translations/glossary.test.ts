import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGlossary } from './glossary';

describe('loadGlossary', () => {
  it('gives one Chinese term per English term', () => {
    const glossary = loadGlossary();
    const english = glossary.map((entry) => entry.en);
    expect(new Set(english).size).toBe(english.length);
    expect(glossary.find((entry) => entry.en === 'row reordering')?.zh).toBe('行重新排序');
  });

  it('never rejects a term it prefers elsewhere', () => {
    const glossary = loadGlossary();
    const preferred = glossary.map((entry) => entry.zh);
    const rejected = glossary.flatMap((entry) => (entry.rejects ?? []).map((rejects) => rejects.term));
    expect(rejected.filter((term) => preferred.some((text) => text.includes(term)))).toEqual([]);
  });

  it('an invalid entry names the file and the entry', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-')), 'glossary.zh.json');
    fs.writeFileSync(file, JSON.stringify([{ en: 'sorting', zh: '排序' }, { en: 'filtering' }]));
    expect(() => loadGlossary(file)).toThrow(/glossary\.zh\.json[\s\S]*\[1\.zh\]/);
  });
});
