import { render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

describe('basic usage', () => {
  claim('The default field is a `MultiInputDateTimeRangeField`, one input per bound.', () => {
    const { container } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateTimeRangePicker localeText={{ start: 'Pick-up', end: 'Return' }} />
      </LocalizationProvider>,
    );
    expect(container.querySelectorAll('.MuiMultiInputDateTimeRangeField-root')).toHaveLength(1);
    expect([...container.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Pick-up', 'Return']);
    expect(container.querySelectorAll('input')).toHaveLength(2);
  });

  claim('without one it throws', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DateTimeRangePicker />)).toThrow(/LocalizationProvider/);
    consoleError.mockRestore();
  });
});
