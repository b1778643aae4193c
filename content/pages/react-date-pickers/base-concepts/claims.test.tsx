import { render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

const INVISIBLE = /[\u200e\u200f\u2066-\u2069]/;

describe('the text of a field', () => {
  let inputs: HTMLInputElement[];
  beforeAll(() => {
    const value = dayjs('2024-03-05');
    inputs = [
      ...render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateField format="M/D/YYYY" defaultValue={value} />
          <DateField format="M/D/YYYY" defaultValue={value} shouldRespectLeadingZeros />
          <ThemeProvider theme={createTheme({ direction: 'rtl' })}>
            <div dir="rtl">
              <DateField defaultValue={value} />
            </div>
          </ThemeProvider>
        </LocalizationProvider>,
      ).container.querySelectorAll('input'),
    ];
  });

  claim(
    'in right-to-left layouts, and after one-digit sections when `shouldRespectLeadingZeros` is on; by default, sections are padded',
    () => {
      const [padded, oneDigit, rtl] = inputs.map((input) => input.value);
      // By default one-digit formats are padded, and the text is plain.
      expect(padded).toBe('03/05/2024');
      expect(oneDigit).toMatch(INVISIBLE);
      expect(oneDigit!.replace(new RegExp(INVISIBLE, 'g'), '')).toBe('3/5/2024');
      expect(rtl).toMatch(INVISIBLE);
    },
  );
});
