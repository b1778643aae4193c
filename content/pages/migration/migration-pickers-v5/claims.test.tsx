import { fireEvent, render } from '@testing-library/react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { enUS } from '@mui/x-date-pickers/locales';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { readInstalledFile } from '@/claims/readInstalledFile';
import { withPointer } from '@/claims/pointerMedia';
import SlotsApiDatePicker from './demos/SlotsApiDatePicker';

// v5 and v6 are not installed: each test checks that 7.21 has the v6 behaviour the page describes, which v7 kept.
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
const localeText = enUS.components.MuiLocalizationProvider.defaultProps.localeText as Record<string, unknown>;

describe('fields and slots', () => {
  claim(
    'v6 rebuilt the pickers around editable fields, so `renderInput` disappears and every customization prop becomes a slot',
    () => {
      expect(
        readInstalledFile('@mui/x-date-pickers/DatePicker/DatePicker.types.d.ts') +
          readInstalledFile('@mui/x-date-pickers/DesktopDatePicker/DesktopDatePicker.types.d.ts'),
      ).not.toContain('renderInput');
      const { container, unmount } = withAdapter(<DateField defaultValue={dayjs('2024-05-17')} />);
      expect((container.querySelector('input') as HTMLInputElement).readOnly).toBe(false);
      unmount();
    },
  );
});

describe('the demo with a precise pointer', () => {
  withPointer(true);
  claim('so the custom icon only appears with a fine pointer', () => {
    const { container, unmount } = render(<SlotsApiDatePicker />);
    expect(container.querySelector('button [data-testid="EventNoteIcon"]')).not.toBeNull();
    expect(container.querySelector('.MuiFormHelperText-root')!.textContent).toBe('DD/MM/YYYY');
    unmount();
  });
});

describe('the demo on a touch screen', () => {
  withPointer(false);
  claim(
    'On touch devices the responsive `DatePicker` renders its mobile variant, which opens from a tap on the field and shows no icon button',
    () => {
      const { container, unmount } = render(<SlotsApiDatePicker />);
      expect(container.querySelector('[data-testid="EventNoteIcon"]')).toBeNull();
      expect(container.querySelector('button')).toBeNull();
      fireEvent.click(container.querySelector('input')!);
      expect(document.querySelector('.MuiDialog-root [role="dialog"]')).not.toBeNull();
      unmount();
    },
  );
});

describe('value types and localization', () => {
  claim('v6 expects the same type as every other date prop', () => {
    // A string is not parsed any more: the field cannot use it.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => withAdapter(<DateField value={'2024-05-17' as never} />)).toThrow();
    error.mockRestore();
    const { container, unmount } = withAdapter(<DateField value={dayjs('2024-05-17')} format="YYYY-MM-DD" />);
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('2024-05-17');
    unmount();
  });

  claim('Set them once on `LocalizationProvider` if every picker uses the same text', () => {
    const { container, unmount } = render(
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{ okButtonLabel: 'Done', cancelButtonLabel: 'Back' }}
      >
        <StaticDatePicker />
      </LocalizationProvider>,
    );
    expect(
      [...container.querySelectorAll('.MuiDialogActions-root button')].map((button) => button.textContent),
    ).toEqual(['Back', 'Done']);
    unmount();
  });

  claim('The default toolbar title keys dropped `Default`', () => {
    for (const key of [
      'datePickerToolbarTitle',
      'timePickerToolbarTitle',
      'dateTimePickerToolbarTitle',
      'dateRangePickerToolbarTitle',
    ]) {
      expect([key, key in localeText]).toEqual([key, true]);
    }
    expect(Object.keys(localeText).filter((key) => key.includes('DefaultToolbarTitle'))).toEqual([]);
  });
});

describe('invisible characters', () => {
  const fieldValue = (element: React.ReactElement) => {
    const { container, unmount } = withAdapter(element);
    const value = (container.querySelector('input') as HTMLInputElement).value;
    unmount();
    return value;
  };

  claim('Unicode isolation marks around the sections (always in v6, only in right-to-left layouts in 7.21)', () => {
    const value = fieldValue(<DateField defaultValue={dayjs('2024-05-07')} />);
    expect(value).toBe('05/07/2024');
    expect(value).not.toMatch(/[\u2066-\u2069]/);
  });

  claim(
    'a left-to-right mark (`\\u200e`) after a one-digit value in a section whose format has no leading zero (such as `M` or `D`)',
    () => {
      expect(
        fieldValue(<DateField defaultValue={dayjs('2024-05-07')} format="M/D/YYYY" shouldRespectLeadingZeros />),
      ).toBe('5\u200e/7\u200e/2024');
    },
  );
});
