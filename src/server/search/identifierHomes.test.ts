import { describe, expect, it } from 'vitest';
import { identifierHomes } from './identifierHomes';

describe('identifierHomes', () => {
  it('gives each API name the section that mentions it most, a heading naming it counting more', () => {
    const homes = identifierHomes([
      { heading: 'Basic usage', text: 'Set minDate.', codeSpans: ['minDate'] },
      {
        heading: 'Minimum date',
        text: 'minDate disables earlier days; minDate accepts a date.',
        codeSpans: ['minDate'],
      },
      { heading: 'The getRowId prop', text: 'Use getRowId.', codeSpans: ['getRowId'] },
      { heading: 'Rows', text: 'getRowId getRowId', codeSpans: ['getRowId'] },
    ]);
    expect(homes.get('minDate')).toBe(1);
    expect(homes.get('getRowId')).toBe(2);
  });

  it('leaves out names that are not API members: components, plain words, values', () => {
    const homes = identifierHomes([
      { heading: '', text: 'DataGrid rows true', codeSpans: ['DataGrid', 'rows', 'true'] },
    ]);
    expect([...homes.keys()]).toEqual([]);
  });
});
