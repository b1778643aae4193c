import { describe, expect, it } from 'vitest';
import { sectionTableRows } from './sectionTableRows';

const PAGE = `---
title: Example
---

## Before

| A | B |
| --- | --- |
| \`outside\` | no |

## Catalog

Intro.

| Event | Prop |
| --- | --- |
| \`rowClick\` | \`onRowClick\` |

### Sub-section

| Event | Prop |
| --- | --- |
| \`a\` / \`b\` | — |

## After

| A | B |
| --- | --- |
| \`later\` | no |
`;

describe('sectionTableRows', () => {
  it('reads the body rows of every table of the section and its sub-sections, and no other', () => {
    expect(sectionTableRows(PAGE, 'Catalog')).toEqual([
      [
        { text: 'rowClick', code: ['rowClick'] },
        { text: 'onRowClick', code: ['onRowClick'] },
      ],
      [
        { text: 'a / b', code: ['a', 'b'] },
        { text: '—', code: [] },
      ],
    ]);
  });

  it('names the missing heading', () => {
    expect(() => sectionTableRows(PAGE, 'Nowhere')).toThrow('No heading "Nowhere"');
  });
});
