import { describe, expect, it } from 'vitest';
import { identifierHomes } from './identifierHomes';

const section = (page: string, heading: string, text: string, codeSpans: string[], scope = 'x-data-grid') => ({
  page,
  scope,
  heading,
  text,
  codeSpans,
});

describe('identifierHomes', () => {
  it('gives each API name the section that mentions it most, a heading naming it counting more', () => {
    const homes = identifierHomes([
      section('/a/', 'Basic usage', 'Set minDate.', ['minDate']),
      section('/b/', 'Minimum date', 'Days before minDate are disabled; minDate accepts a date.', ['minDate']),
      section('/c/', 'The getRowId prop', 'Use getRowId.', ['getRowId']),
      section('/d/', 'Rows', 'getRowId getRowId', ['getRowId']),
    ]);
    expect(homes.get(1)).toEqual(['minDate']);
    expect(homes.get(2)).toEqual(['getRowId']);
  });

  it('counts whole names only: minDateTime is not a mention of minDate', () => {
    const homes = identifierHomes([
      section('/a/', 'Bounds', 'minDateTime and maxDateTime, or minDateTime alone.', ['minDate', 'minDateTime']),
      section('/b/', 'Limits', 'Set minDate to forbid earlier days.', ['minDate']),
    ]);
    expect(homes.get(1)).toEqual(['minDate']);
  });

  it('prefers the section that opens with the name to a list that mentions it in passing', () => {
    const homes = identifierHomes([
      section('/a/', 'Validation', 'Props: minDate, shouldDisableDate, maxDate.', ['shouldDisableDate']),
      section('/b/', 'Specific days', 'shouldDisableDate(day) returns true for the days to reject.', [
        'shouldDisableDate',
      ]),
    ]);
    expect(homes.get(1)).toEqual(['shouldDisableDate']);
  });

  it('breaks a tie with the mentions elsewhere on the same page', () => {
    const homes = identifierHomes([
      section('/a/', 'Validation', 'Pass minDate.', ['minDate']),
      section('/b/', 'Bounds', 'Pass minDate.', ['minDate']),
      section('/b/', 'Time zones', 'minDate is compared in the timezone of the value.', ['minDate']),
    ]);
    expect(homes.get(2)).toEqual(['minDate']);
  });

  it('gives a name one home per product: the grid and the pickers each explain their localeText', () => {
    const homes = identifierHomes([
      section('/grid/', 'Translations', 'localeText overrides a text.', ['localeText'], 'x-data-grid'),
      section('/pickers/', 'Translations', 'localeText overrides a text.', ['localeText'], 'x-date-pickers'),
    ]);
    expect(homes.get(0)).toEqual(['localeText']);
    expect(homes.get(1)).toEqual(['localeText']);
  });

  it('leaves out names that are not API members: components, plain words, values', () => {
    const homes = identifierHomes([section('/a/', '', 'DataGrid rows true', ['DataGrid', 'rows', 'true'])]);
    expect([...homes.keys()]).toEqual([]);
  });
});
