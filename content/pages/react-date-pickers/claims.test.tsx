import { fireEvent, render } from '@testing-library/react';
import * as community from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import * as pro from '@mui/x-date-pickers-pro';
import { LicenseInfo } from '@mui/x-license';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { withPointer } from '@/claims/pointerMedia';
import PickersOverview from './demos/PickersOverview';

const at = <T,>(list: ArrayLike<T>, index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
};

describe('the overview demo', () => {
  let view: Element;
  beforeAll(() => {
    view = render(<PickersOverview />).container;
  });

  claim(
    'The three pickers below share the same behaviour: type into the field section by section, or click the button to open the calendar or the clock.',
    () => {
      const buttons = [...view.querySelectorAll('button')];
      expect(buttons.map((button) => button.getAttribute('aria-label')?.split(',')[0])).toEqual([
        'Choose date',
        'Choose time',
        'Choose date',
      ]);
      fireEvent.click(at(buttons, 1));
      const popper = [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
      expect(popper.querySelector('.MuiMultiSectionDigitalClock-root')).not.toBeNull();
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    },
  );

  claim(
    'Fields are not free text: each section is edited on its own with digits, letters or the arrow keys, so a typed value is always well formed.',
    () => {
      const input = view.querySelector('input')!;
      input.focus();
      input.setSelectionRange(0, 2);
      fireEvent.click(input);
      fireEvent.change(input, { target: { value: `x${input.value.slice(2)}` } });
      expect(input.value).toBe('10/17/2024');
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(input.value).toBe('11/17/2024');
    },
  );

  claim('every inner component is a slot you can change with `slots` and `slotProps`', () => {
    const Icon = () => <span>pick</span>;
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <community.DatePicker slots={{ openPickerIcon: Icon }} slotProps={{ textField: { helperText: 'help' } }} />
      </LocalizationProvider>,
    );
    expect(container.querySelector('button')?.textContent).toBe('pick');
    expect(container.querySelector('.MuiFormHelperText-root')?.textContent).toBe('help');
    unmount();
  });
});

claim('The Pro package re-exports every Community component', () => {
  expect(Object.keys(community).filter((name) => !(name in pro))).toEqual([]);
});

claim('Views show the value visually and let the user click it', () => {
  const onChange = vi.fn();
  const value = dayjs('2024-10-17T09:30');
  const { container, unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={value} onChange={onChange} />
      <MonthCalendar defaultValue={value} onChange={onChange} />
      <YearCalendar defaultValue={value} onChange={onChange} />
      <TimeClock defaultValue={value} onChange={onChange} />
      <DigitalClock defaultValue={value} onChange={onChange} />
      <MultiSectionDigitalClock defaultValue={value} onChange={onChange} />
    </LocalizationProvider>,
  );
  expect(container.querySelector('[role="gridcell"][aria-selected="true"]')?.textContent).toBe('17');
  expect(container.querySelector('.MuiDigitalClock-root [aria-selected="true"]')?.textContent).toBe('09:30 AM');
  fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Mar')!);
  expect(at(onChange.mock.calls, 0)[0].format('YYYY-MM')).toBe('2024-03');
  unmount();
});

claim('Every component belongs to one of three families, and each family exists for dates, times and both:', () => {
  const names = Object.keys(pro);
  for (const family of ['Field', 'Picker']) {
    for (const kind of ['Date', 'Time', 'DateTime']) expect(names).toContain(`${kind}${family}`);
  }
  expect(names).toEqual(expect.arrayContaining(['DateCalendar', 'TimeClock', 'DigitalClock']));
});

// Settled by rendering (desktop variant: jsdom has no `matchMedia`) and by reading the installed JavaScript: in
// @mui/x-date-pickers-pro 7.21.0 only `DateRangeCalendar/DateRangeCalendar.js` renders the licence `Watermark`; the
// range fields neither draw one nor run the licence check.
claim(
  'Without a licence key a watermark appears wherever a range calendar is drawn (`DateRangeCalendar`, a static range picker, a range picker once open); the range fields used on their own show none.',
  () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    LicenseInfo.setLicenseKey('');
    const mark = 'MUI X Missing license key';
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div data-part="fields">
          <pro.SingleInputDateRangeField />
          <pro.MultiInputDateRangeField />
          <pro.SingleInputTimeRangeField />
          <pro.MultiInputDateTimeRangeField />
        </div>
        <div data-part="picker">
          <pro.DesktopDateRangePicker referenceDate={dayjs('2024-10-17')} />
        </div>
        <div data-part="calendar">
          <pro.DateRangeCalendar referenceDate={dayjs('2024-10-17')} />
        </div>
        <div data-part="static">
          <pro.StaticDateRangePicker referenceDate={dayjs('2024-10-17')} />
        </div>
      </LocalizationProvider>,
    );
    const part = (name: string) => container.querySelector(`[data-part="${name}"]`)!;
    expect(part('fields').textContent).not.toContain(mark);
    expect(part('picker').textContent).not.toContain(mark);
    expect(part('calendar').textContent).toContain(mark);
    expect(part('static').textContent).toContain(mark);
    fireEvent.click(part('picker').querySelector('input')!);
    const popper = [...document.querySelectorAll('.MuiPickersPopper-root')].at(-1)!;
    expect(popper.textContent).toContain(mark);
    error.mockRestore();
    unmount();
  },
);

// The responsive `DateTimePicker` picks its variant with a `(pointer: fine)` media query; each describe fakes one.
describe('the date and time views, on a precise pointer (desktop variant)', () => {
  withPointer(true);
  claim('Calendar and clock, side by side on desktop, in tabs on mobile', () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <community.DateTimePicker defaultValue={dayjs('2024-10-17T09:30')} />
      </LocalizationProvider>,
    );
    fireEvent.click(container.querySelector('button')!);
    const popper = [...document.querySelectorAll('.MuiPickersPopper-root')].at(-1)!;
    expect(popper.querySelector('.MuiDateCalendar-root')).not.toBeNull();
    expect(popper.querySelector('.MuiMultiSectionDigitalClock-root')).not.toBeNull();
    expect(popper.querySelector('[role="tab"]')).toBeNull();
    unmount();
  });
});

describe('the date and time views, on a touch screen (mobile variant)', () => {
  withPointer(false);
  claim('On a touch screen there is no button: a tap on the field opens a dialog instead of a popover.', () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <community.DateTimePicker defaultValue={dayjs('2024-10-17T09:30')} />
      </LocalizationProvider>,
    );
    expect(container.querySelector('button')).toBeNull();
    const poppers = document.querySelectorAll('.MuiPickersPopper-root').length;
    fireEvent.click(container.querySelector('input')!);
    const dialog = document.querySelector('.MuiDialog-root')!;
    expect(dialog).not.toBeNull();
    expect(document.querySelectorAll('.MuiPickersPopper-root')).toHaveLength(poppers);
    // In tabs: the calendar first, the clock after the time tab is chosen, never both at once.
    expect(dialog.querySelectorAll('[role="tab"]')).toHaveLength(2);
    expect(dialog.querySelector('.MuiDateCalendar-root')).not.toBeNull();
    expect(dialog.querySelector('.MuiTimeClock-root')).toBeNull();
    fireEvent.click(at(dialog.querySelectorAll('[role="tab"]'), 1));
    expect(dialog.querySelector('.MuiDateCalendar-root')).toBeNull();
    expect(dialog.querySelector('.MuiTimeClock-root')).not.toBeNull();
    unmount();
  });
});
