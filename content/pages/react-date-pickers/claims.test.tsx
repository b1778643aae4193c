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
import dayjs from 'dayjs';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
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
