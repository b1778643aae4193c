import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render } from '@testing-library/react';
import dayjs from 'dayjs';
import * as community from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import * as pro from '@mui/x-date-pickers-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installedManifest } from '@/claims/installedManifest';
import { readInstalledFile } from '@/claims/readInstalledFile';

const MUI = path.join(process.cwd(), 'node_modules', '@mui');
const day = dayjs('2024-05-17T10:30');
/** Opens a picker and returns the texts of its action bar buttons; calls `pick` with the dialog, then unmounts. */
const openPicker = (picker: React.ReactElement, pick?: (dialog: Element) => void) => {
  const { unmount } = render(<LocalizationProvider dateAdapter={AdapterDayjs}>{picker}</LocalizationProvider>);
  const dialog = [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
  const actions = [...dialog.querySelectorAll('.MuiDialogActions-root button')].map((button) => button.textContent);
  pick?.(dialog);
  unmount();
  return actions;
};
const pickDay = (dialog: Element) =>
  fireEvent.click([...dialog.querySelectorAll('[role="gridcell"]')].find((cell) => cell.textContent === '20')!);

describe('packages', () => {
  claim('sends range pickers to the Pro package', () => {
    expect('DateRangePicker' in pro).toBe(true);
    expect('DateRangePicker' in community).toBe(false);
  });

  claim('Adapters are always imported from `@mui/x-date-pickers/Adapter…`', () => {
    for (const adapter of ['AdapterDayjs', 'AdapterDateFns', 'AdapterLuxon', 'AdapterMoment']) {
      expect([adapter, fs.existsSync(path.join(MUI, 'x-date-pickers', adapter, 'index.js'))]).toEqual([adapter, true]);
    }
    const { dependencies } = installedManifest('@mui/x-date-pickers');
    expect(Object.keys(dependencies ?? {}).filter((name) => name.startsWith('@date-io'))).toEqual([]);
  });
});

describe('closing and action bars', () => {
  claim("The default is unchanged: desktop pickers close after the last step, mobile pickers don't.", () => {
    const desktopClose = vi.fn();
    openPicker(<DesktopDatePicker open defaultValue={day} onClose={desktopClose} />, pickDay);
    expect(desktopClose).toHaveBeenCalledTimes(1);
    const mobileClose = vi.fn();
    openPicker(<MobileDatePicker open defaultValue={day} onClose={mobileClose} />, pickDay);
    expect(mobileClose).not.toHaveBeenCalled();
  });

  claim(
    'By default mobile pickers show Cancel and OK and desktop pickers show nothing (in 7.21 the desktop time and date-time pickers show OK when their clock has several columns, which is the default).',
    () => {
      expect(openPicker(<MobileDatePicker open defaultValue={day} />)).toEqual(['Cancel', 'OK']);
      expect(openPicker(<DesktopDatePicker open defaultValue={day} />)).toEqual([]);
      expect(openPicker(<DesktopTimePicker open defaultValue={day} />)).toEqual(['OK']);
    },
  );
});

describe('month and year calendars', () => {
  claim(
    '`MonthPicker` lost `onMonthChange` and `YearPicker` lost `onYearChange`: every change is a month or year change, so use `onChange`.',
    () => {
      const types = ['MonthCalendar/MonthCalendar.types.d.ts', 'YearCalendar/YearCalendar.types.d.ts']
        .map((file) => readInstalledFile(`@mui/x-date-pickers/${file}`))
        .join('\n');
      expect(types).not.toMatch(/onMonthChange|onYearChange/);
      expect('MonthPicker' in community || 'YearPicker' in community).toBe(false);
      const onChange = vi.fn();
      const { container, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <MonthCalendar defaultValue={day} onChange={onChange} />
        </LocalizationProvider>,
      );
      fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Aug')!);
      expect(onChange.mock.calls[0]![0].format('YYYY-MM')).toBe('2024-08');
      unmount();
    },
  );
});
