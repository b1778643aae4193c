import { act, fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';

const at = <T,>(list: ArrayLike<T>, index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
};
type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [...R, T]>;
const take = <T, N extends number>(list: ArrayLike<T>, count: N): Tuple<T, N> => {
  if (list.length < count) throw new Error(`expected at least ${count} items, got ${list.length}`);
  return Array.from(list).slice(0, count) as Tuple<T, N>;
};

const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>).container;
const press = (key: string, options: object = {}) => fireEvent.keyDown(document.activeElement!, { key, ...options });

untestable(
  'every part can be reached and operated with the keyboard, and each element exposes a role and a name',
  'a summary of the sections below, each tested on its own',
);

describe('an accessible field', () => {
  let field: Element;
  const sections = () => [...field.querySelectorAll('.MuiPickersSectionList-sectionContent')];
  const texts = () => sections().map((section) => section.textContent);
  const hiddenInputs = () => [...field.querySelectorAll('input')].map((input) => input.value);
  beforeAll(() => {
    field = withAdapter(
      <>
        <DateField enableAccessibleFieldDOMStructure defaultValue={dayjs('2024-12-17')} />
        <DateField enableAccessibleFieldDOMStructure readOnly defaultValue={dayjs('2024-10-17')} />
      </>,
    );
  });

  claim('Increase or decrease the selected section by 1', () => {
    const [month] = take(sections(), 1);
    fireEvent.click(month);
    (month as HTMLElement).focus();
    press('ArrowUp');
    expect(texts().slice(0, 3)).toEqual(['01', '17', '2024']);
    press('ArrowDown');
    expect(texts().slice(0, 3)).toEqual(['12', '17', '2024']);
  });

  claim('Increase or decrease by 5 (minutes: by 5 × `minutesStep`), wrapping around like the arrows.', () => {
    press('ArrowRight');
    press('PageUp');
    expect(texts().slice(0, 3)).toEqual(['12', '22', '2024']);
    press('PageDown');
    expect(texts().slice(0, 3)).toEqual(['12', '17', '2024']);
  });

  claim('Set the section to its lowest or highest value.', () => {
    press('End');
    expect(texts()[1]).toBe('31');
    press('Home');
    expect(texts()[1]).toBe('01');
    press('PageUp');
    press('PageUp');
    press('PageUp');
    press('PageUp');
    expect(texts()[1]).toBe('21');
  });

  claim('Select all sections.', () => {
    press('a', { ctrlKey: true, keyCode: 65 });
    // With every section selected, the section list itself becomes the editable element.
    expect(field.querySelector('.MuiPickersSectionList-root')?.getAttribute('contenteditable')).toBe('true');
  });

  claim('Clear the selected section, or the whole value when every section is selected.', () => {
    expect(hiddenInputs()).toEqual(['12/21/2024', '10/17/2024']);
    press('Delete');
    expect(hiddenInputs()).toEqual(['', '10/17/2024']);
    press('ArrowLeft');
    expect(texts().slice(0, 3)).toEqual(['MM', 'DD', 'YYYY']);
  });

  claim('Clear the selected section; with every section selected, clear the value.', () => {
    press('End');
    press('ArrowRight');
    press('End');
    expect(hiddenInputs()[0]).toBe('12/31/YYYY');
    press('Backspace');
    // Backspace reaches the field as the browser's input event on the section it emptied.
    (document.activeElement as HTMLElement).textContent = '';
    fireEvent.input(document.activeElement!);
    expect(hiddenInputs()[0]).toBe('12/DD/YYYY');
    press('a', { ctrlKey: true, keyCode: 65 });
    (document.activeElement as HTMLElement).textContent = '';
    fireEvent.input(document.activeElement!);
    expect(hiddenInputs()[0]).toBe('');
    press('ArrowLeft');
  });

  claim('In a read-only field the keys still move between sections but do not change values.', () => {
    const readOnlySections = sections().slice(3);
    fireEvent.click(at(readOnlySections, 0));
    (readOnlySections[0] as HTMLElement).focus();
    press('ArrowUp');
    expect(texts().slice(3)).toEqual(['10', '17', '2024']);
    press('ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Day');
  });

  claim('`aria-label`: the section name', () => {
    expect(sections().map((section) => section.getAttribute('aria-label'))).toEqual([
      'Month',
      'Day',
      'Year',
      'Month',
      'Day',
      'Year',
    ]);
  });

  claim('`aria-valuetext`: the readable value ("October" rather than "10"), or "Empty"', () => {
    const readOnlyMonth = at(sections(), 3);
    expect(readOnlyMonth.getAttribute('aria-valuetext')).toBe('October');
    expect(readOnlyMonth.getAttribute('aria-valuenow')).toBe('10');
    expect(readOnlyMonth.getAttribute('aria-readonly')).toBe('true');
    expect(at(sections(), 0).getAttribute('aria-valuetext')).toBe('Empty');
    expect(at(sections(), 0).getAttribute('aria-valuenow')).toBeNull();
  });
});

describe('a default field and a picker', () => {
  let view: Element;
  beforeAll(() => {
    view = withAdapter(
      <>
        <DateField label="Empty" />
        <DatePicker label="Date" defaultValue={dayjs('2024-10-17')} />
        <DatePicker label="Empty date" />
      </>,
    );
  });

  claim(
    'By default (`enableAccessibleFieldDOMStructure` is `false`) the field is a regular text `<input>`: screen readers read its label, then its whole text, with placeholders such as "MM/DD/YYYY" for empty sections.',
    () => {
      const input = view.querySelector('input')!;
      expect(input.type).toBe('text');
      expect(view.querySelector('[role="spinbutton"]')).toBeNull();
      expect(input.getAttribute('placeholder')).toBe('MM/DD/YYYY');
    },
  );

  claim('"Choose date, selected date is Oct 17, 2024" or "Choose date" when empty', () => {
    const labels = [...view.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual(['Choose date, selected date is Oct 17, 2024', 'Choose date']);
  });

  claim('The popover has `role="dialog"` and is labelled by the toolbar title', () => {
    fireEvent.click(view.querySelector('button')!);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('17');
    press('Escape');
  });
});

describe('a mobile picker', () => {
  claim('Open the dialog (mobile, where the field is read-only).', () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <MobileDatePicker label="Mobile" />
        <MobileDatePicker label="Mobile, opened with Space" />
      </LocalizationProvider>,
    );
    const dialogs = () => container.ownerDocument.querySelectorAll('.MuiDialog-root [role="dialog"]').length;
    const [enterInput, spaceInput] = take(container.querySelectorAll('input'), 2);
    expect(enterInput.readOnly).toBe(true);
    fireEvent.keyDown(enterInput, { key: 'Enter' });
    expect(dialogs()).toBe(1);
    fireEvent.keyDown(spaceInput, { key: ' ' });
    expect(dialogs()).toBe(2);
    // Two modal dialogs left open would trap the focus of the claims below.
    unmount();
  });
});

describe('the calendar', () => {
  let calendar: Element;
  beforeAll(() => {
    calendar = withAdapter(<DateCalendar displayWeekNumber defaultValue={dayjs()} />);
  });

  claim(
    'is a `grid`: a header `row` of `columnheader` cells whose `aria-label` is the full weekday name, then one `row` per week of `gridcell` day buttons',
    () => {
      const grid = calendar.querySelector('[role="grid"]')!;
      const headers = [...grid.querySelectorAll('[role="columnheader"]')];
      expect(headers.map((header) => header.getAttribute('aria-label'))).toContain('Sunday');
      expect(grid.querySelectorAll('[role="row"]').length).toBeGreaterThan(4);
      expect(grid.querySelectorAll('button[role="gridcell"]').length).toBeGreaterThan(27);
    },
  );

  claim('The selected day has `aria-selected="true"` and today has `aria-current="date"`', () => {
    const today = String(dayjs().date());
    expect(calendar.querySelector('[aria-selected="true"]')?.textContent).toBe(today);
    expect(calendar.querySelector('[aria-current="date"]')?.textContent).toBe(today);
  });

  claim('With `displayWeekNumber`, each week starts with a `rowheader` labelled "Week N"', () => {
    const weekRows = [...calendar.querySelectorAll('[role="rowgroup"] [role="row"]')];
    expect(at(weekRows, 0).firstElementChild?.getAttribute('role')).toBe('rowheader');
    expect(at(weekRows, 0).firstElementChild?.getAttribute('aria-label')).toMatch(/^Week \d+$/);
  });

  claim('Only one day is in the tab order.', () => {
    expect(calendar.querySelectorAll('button[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  });

  claim('which is an `aria-live="polite"` region', () => {
    expect(calendar.querySelector('[aria-live="polite"]')?.textContent).toBe(dayjs().format('MMMM YYYY'));
  });

  claim('"Previous month", "Next month"', () => {
    expect(calendar.querySelector('button[aria-label="Previous month"]')).not.toBeNull();
    expect(calendar.querySelector('button[aria-label="Next month"]')).not.toBeNull();
    expect(calendar.querySelector('button[aria-label="calendar view is open, switch to year view"]')).not.toBeNull();
  });
});

describe('the clocks', () => {
  let view: Element;
  beforeAll(() => {
    view = withAdapter(
      <>
        <TimeClock defaultValue={dayjs('2024-10-17T09:30')} />
        <TimeClock ampm={false} defaultValue={dayjs('2024-10-17T09:30')} />
        <DigitalClock defaultValue={dayjs('2024-10-17T09:30')} />
        <MultiSectionDigitalClock defaultValue={dayjs('2024-10-17T09:30')} />
      </>,
    );
  });

  claim('"Select hours. Selected time is 9:30 AM"', () => {
    const listbox = view.querySelector('.MuiTimeClock-root [role="listbox"]')!;
    expect(listbox.getAttribute('aria-label')).toBe('Select hours. Selected time is 9:30 AM');
    const selected = listbox.querySelector('[role="option"][aria-selected="true"]')!;
    expect(selected.getAttribute('aria-label')).toBe('9 hours');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(selected.id);
  });

  claim('but 12 and 11 of the current half (AM or PM) on a 12-hour clock', () => {
    const listbox = view.querySelector('.MuiTimeClock-root [role="listbox"]') as HTMLElement;
    const label = () => listbox.getAttribute('aria-label');
    fireEvent.keyDown(listbox, { key: 'ArrowUp' });
    expect(label()).toBe('Select hours. Selected time is 10:30 AM');
    fireEvent.keyDown(listbox, { key: 'PageDown' });
    expect(label()).toBe('Select hours. Selected time is 5:30 AM');
    fireEvent.keyDown(listbox, { key: 'End' });
    expect(label()).toBe('Select hours. Selected time is 11:30 AM');
    fireEvent.keyDown(listbox, { key: 'Home' });
    expect(label()).toBe('Select hours. Selected time is 12:30 AM');
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(view.querySelector('.MuiTimeClock-root [role="listbox"]')?.getAttribute('aria-label')).toMatch(
      /^Select minutes/,
    );
  });

  claim('for hours 0 and 23 on a 24-hour clock', () => {
    const listbox = view.querySelectorAll('.MuiTimeClock-root [role="listbox"]')[1] as HTMLElement;
    fireEvent.keyDown(listbox, { key: 'End' });
    expect(listbox.getAttribute('aria-label')).toBe('Select hours. Selected time is 11:30 PM');
    fireEvent.keyDown(listbox, { key: 'Home' });
    expect(listbox.getAttribute('aria-label')).toBe('Select hours. Selected time is 12:30 AM');
  });

  claim('`DigitalClock` is a `listbox` labelled "Select time"', () => {
    const listbox = view.querySelector('.MuiDigitalClock-root [role="listbox"]')!;
    expect(listbox.getAttribute('aria-label')).toBe('Select time');
  });

  claim('`MultiSectionDigitalClock` is a `group` of listboxes labelled "Select hours", "Select minutes"', () => {
    const group = view.querySelector('.MuiMultiSectionDigitalClock-root')!;
    expect(group.getAttribute('role')).toBe('group');
    const labels = [...group.querySelectorAll('[role="listbox"]')].map((list) => list.getAttribute('aria-label'));
    expect(labels).toEqual(['Select hours', 'Select minutes', 'Select meridiem']);
  });

  claim('Each time is an `option` with `aria-selected`; only one option per list is in the tab order.', () => {
    const lists = [
      ...view.querySelectorAll(
        '.MuiDigitalClock-root [role="listbox"], .MuiMultiSectionDigitalClock-root [role="listbox"]',
      ),
    ];
    for (const list of lists) {
      expect(list.querySelectorAll('[role="option"][aria-selected="true"]')).toHaveLength(1);
      expect(list.querySelectorAll('[role="option"][tabindex="0"]')).toHaveLength(1);
    }
  });
});

describe('the field keys at the edges', () => {
  let view: Element;
  const sections = () => [...view.querySelectorAll<HTMLElement>('.MuiPickersSectionList-sectionContent')];
  const texts = () => sections().map((section) => section.textContent);
  const selected = () => document.activeElement?.getAttribute('aria-label');
  const select = (index: number) => {
    const section = at(sections(), index);
    section.focus();
    fireEvent.click(section);
  };
  // Typing reaches an accessible field as the browser's input event on the section, with the typed text in it.
  const type = (text: string) => {
    (document.activeElement as HTMLElement).textContent = text;
    fireEvent.input(document.activeElement!);
  };
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T09:30'));
    view = withAdapter(
      <>
        <DateField enableAccessibleFieldDOMStructure />
        <TimeField enableAccessibleFieldDOMStructure minutesStep={5} defaultValue={dayjs('2024-10-17T09:30')} />
        <DateField enableAccessibleFieldDOMStructure />
      </>,
    );
  });
  afterAll(() => vi.useRealTimers());

  claim('Select the previous or next section.', () => {
    select(0);
    press('ArrowLeft');
    expect(selected()).toBe('Month');
    press('ArrowRight');
    press('ArrowRight');
    press('ArrowRight');
    // The last section stays selected: the arrows do not leave the field.
    expect(selected()).toBe('Year');
  });

  claim(
    'On an empty section, start from the lowest (up) or highest (down) value; an empty year starts from the current year.',
    () => {
      select(0);
      press('ArrowUp');
      press('ArrowRight');
      press('ArrowDown');
      press('ArrowRight');
      press('ArrowUp');
      expect(texts().slice(0, 3)).toEqual(['01', '31', '2026']);
    },
  );

  claim('Increase or decrease by 5 (minutes: by 5 × `minutesStep`), wrapping around like the arrows.', () => {
    select(3);
    press('ArrowRight');
    expect(selected()).toBe('Minutes');
    press('PageUp');
    expect(texts().slice(3, 6)).toEqual(['09', '55', 'AM']);
    press('ArrowUp');
    expect(texts().slice(3, 6)).toEqual(['09', '00', 'AM']);
    press('PageDown');
    expect(texts().slice(3, 6)).toEqual(['09', '35', 'AM']);
  });

  claim('the field moves to the next section when no other digit could follow', () => {
    select(6);
    type('1');
    // 1 could still become 10, 11 or 12.
    expect([texts()[6], selected()]).toEqual(['01', 'Month']);
    type('1');
    expect([texts()[6], selected()]).toEqual(['11', 'Day']);
    type('3');
    expect([texts()[7], selected()]).toEqual(['03', 'Day']);
    type('4');
    // 34 is no day: the 4 starts the day again, and no day starts with 4 and a second digit.
    expect([texts()[7], selected()]).toEqual(['04', 'Year']);
  });

  claim('Type the start of a month, weekday or AM/PM name to pick it.', () => {
    select(6);
    type('o');
    // Only October starts with "o", even in a numeric month section.
    expect([texts()[6], selected()]).toEqual(['10', 'Day']);
    select(5);
    type('p');
    expect(texts()[5]).toBe('PM');
  });
});

describe('opening and closing a picker', () => {
  const onAccept = vi.fn();
  let view: Element;
  beforeAll(() => {
    view = withAdapter(<DateTimePicker label="Meeting" defaultValue={dayjs('2024-10-17T09:30')} onAccept={onAccept} />);
  });

  claim('Open the popover (desktop).', () => {
    const button = view.querySelector('button')!;
    // A native <button>: the browser turns Enter and Space on it into a click, which jsdom does not, so click it here.
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    button.focus();
    fireEvent.click(button);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('17');
  });

  claim('Close the popover or dialog, keeping the value chosen so far.', async () => {
    press('ArrowRight');
    fireEvent.click(document.activeElement!);
    // A date-time picker stays open on its time view after the day is picked.
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    press('Escape');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(view.querySelector('input')?.value).toBe('10/18/2024 09:30 AM');
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(view.querySelector('button'));
  });

  claim('keeping the value chosen so far', async () => {
    const mobile = withAdapter(<MobileDatePicker label="Mobile" defaultValue={dayjs('2024-10-17')} />);
    const input = mobile.querySelector('input')!;
    fireEvent.click(input);
    press('ArrowRight');
    fireEvent.click(document.activeElement!);
    // The mobile variant does not close on a pick; Escape keeps it.
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    press('Escape');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(input.value).toBe('10/18/2024');
  });
});

describe('the calendar keys at the edges', () => {
  let calendar: Element;
  const focusedDay = () => document.activeElement?.textContent;
  const header = () => calendar.querySelector('.MuiPickersCalendarHeader-label')?.textContent;
  beforeAll(() => {
    calendar = withAdapter(
      <DateCalendar
        reduceAnimations
        defaultValue={dayjs('2024-10-17')}
        maxDate={dayjs('2024-11-20')}
        shouldDisableDate={(day) => day.date() === 24 || day.date() === 18 || day.isSame('2024-10-13', 'day')}
      />,
    );
  });

  claim('skipping disabled days', () => {
    const day = [...calendar.querySelectorAll<HTMLElement>('button[role="gridcell"]')].find(
      (button) => button.textContent === '17',
    )!;
    day.focus();
    press('ArrowRight');
    expect(focusedDay()).toBe('19');
    press('ArrowLeft');
    expect(focusedDay()).toBe('17');
  });

  claim('Move one week back or forward; when that day is disabled, the focus stays.', () => {
    press('ArrowDown');
    expect(focusedDay()).toBe('17');
    press('ArrowUp');
    expect(focusedDay()).toBe('10');
    press('ArrowDown');
  });

  claim('Move to the first or last day of the week; when that day is disabled, the focus stays.', () => {
    // Sunday the 13th is disabled; Saturday the 19th is not.
    press('Home');
    expect(focusedDay()).toBe('17');
    press('End');
    expect(focusedDay()).toBe('19');
    press('ArrowLeft');
  });

  claim(
    'Move to the same day one month forward or back; when that day is disabled (past `maxDate`, for example), the focus stays.',
    () => {
      press('PageUp');
      expect([focusedDay(), header()]).toEqual(['17', 'November 2024']);
      press('PageUp');
      expect([focusedDay(), header()]).toEqual(['17', 'November 2024']);
      press('PageDown');
      press('PageDown');
      expect([focusedDay(), header()]).toEqual(['17', 'September 2024']);
    },
  );
});

describe('the month and year views', () => {
  let view: Element;
  const focused = () => document.activeElement?.textContent;
  beforeAll(() => {
    view = withAdapter(
      <>
        <DateCalendar views={['month']} monthsPerRow={4} defaultValue={dayjs('2024-10-17')} />
        <DateCalendar views={['year']} defaultValue={dayjs('2024-10-17')} maxDate={dayjs('2026-12-31')} />
      </>,
    );
  });

  claim('by 3 months up and down, even with `monthsPerRow={4}`, wrapping around within the year', () => {
    (view.querySelector('.MuiMonthCalendar-root [aria-checked="true"]') as HTMLElement).focus();
    expect(focused()).toBe('Oct');
    press('ArrowDown');
    expect(focused()).toBe('Jan');
    press('ArrowLeft');
    expect(focused()).toBe('Dec');
  });

  claim('never onto a disabled month or year', () => {
    (view.querySelector('.MuiYearCalendar-root [aria-checked="true"]') as HTMLElement).focus();
    press('ArrowUp');
    expect(focused()).toBe('2021');
    press('ArrowDown');
    press('ArrowDown');
    // 2027 is past maxDate.
    expect(focused()).toBe('2024');
    press('ArrowRight');
    press('ArrowRight');
    press('ArrowRight');
    expect(focused()).toBe('2026');
  });
});

describe('the analog clock at the edges', () => {
  const onChange = vi.fn();
  let view: Element;
  const last = () => (onChange.mock.lastCall?.[0] as dayjs.Dayjs | undefined)?.format('YYYY-MM-DD HH:mm:ss');
  const listbox = (index: number) => at(view.querySelectorAll<HTMLElement>('[role="listbox"]'), index);
  beforeAll(() => {
    view = withAdapter(
      <>
        <TimeClock views={['minutes']} ampm={false} defaultValue={dayjs('2024-10-17T09:59:30')} onChange={onChange} />
        <TimeClock views={['hours']} defaultValue={dayjs('2024-10-17T23:30')} onChange={onChange} />
        <TimeClock
          views={['minutes']}
          minutesStep={5}
          shouldDisableTime={(time, clockView) => clockView === 'minutes' && time.minute() === 35}
          defaultValue={dayjs('2024-10-17T09:30')}
          onChange={onChange}
        />
      </>,
    );
  });

  claim(
    'Past the end of the dial the time carries over instead of wrapping: up from 59 minutes gives the next hour, up from 11 PM the next day.',
    () => {
      fireEvent.keyDown(listbox(0), { key: 'ArrowUp' });
      expect(last()).toBe('2024-10-17 10:00:30');
      fireEvent.keyDown(listbox(0), { key: 'ArrowDown' });
      expect(last()).toBe('2024-10-17 09:59:30');
      fireEvent.keyDown(listbox(1), { key: 'ArrowUp' });
      expect(last()).toBe('2024-10-18 00:30:00');
    },
  );

  claim('A key that would reach a disabled value does nothing.', () => {
    onChange.mockClear();
    fireEvent.keyDown(listbox(2), { key: 'ArrowUp' });
    expect(onChange).not.toHaveBeenCalled();
  });

  claim('with a `minutesStep` above 1, End does nothing, since 59 is not a step', () => {
    fireEvent.keyDown(listbox(2), { key: 'End' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(listbox(2), { key: 'Home' });
    expect(last()).toBe('2024-10-17 09:00:00');
  });

  claim('Add or remove 5.', () => {
    // Page Up moves minutes by 5 whatever the `minutesStep`, unlike the arrows.
    fireEvent.keyDown(listbox(2), { key: 'PageUp' });
    expect(last()).toBe('2024-10-17 09:05:00');
  });
});

describe('the digital clocks at the edges', () => {
  const onChange = vi.fn();
  let view: Element;
  const focused = () => document.activeElement?.textContent;
  const focusSelected = (root: string) =>
    (view.querySelector(`${root} [role="listbox"] [tabindex="0"]`) as HTMLElement).focus();
  beforeAll(() => {
    view = withAdapter(
      <>
        <DigitalClock
          defaultValue={dayjs('2024-10-17T22:30')}
          minTime={dayjs('2024-10-17T01:00')}
          onChange={onChange}
        />
        <MultiSectionDigitalClock defaultValue={dayjs('2024-10-17T09:30')} maxTime={dayjs('2024-10-17T10:45')} />
      </>,
    );
  });

  claim(
    '`MultiSectionDigitalClock` skips disabled options; `DigitalClock` focuses them too, but they cannot be selected.',
    () => {
      focusSelected('.MuiDigitalClock-root');
      press('ArrowDown');
      press('ArrowDown');
      // Past 11:30 PM the list wraps around to 12:00 AM, which is before minTime and disabled, yet focused.
      press('ArrowDown');
      expect(focused()).toBe('12:00 AM');
      expect(document.activeElement?.classList.contains('Mui-disabled')).toBe(true);
      press('Enter');
      expect(onChange).not.toHaveBeenCalled();
      press('ArrowDown');
      press('ArrowDown');
      press('Enter');
      expect((onChange.mock.lastCall?.[0] as dayjs.Dayjs).format('HH:mm')).toBe('01:00');
      focusSelected('.MuiMultiSectionDigitalClock-root');
      press('ArrowDown');
      // 11 AM is past maxTime: skipped, and the list wraps around to 12.
      press('ArrowDown');
      expect(focused()).toBe('12');
    },
  );

  claim('in `MultiSectionDigitalClock`, the first or last enabled one', () => {
    press('End');
    expect(focused()).toBe('10');
    press('Home');
    expect(focused()).toBe('12');
  });

  claim('stopping at the first or last option, disabled ones included', () => {
    press('PageDown');
    expect(focused()).toBe('05');
    press('PageDown');
    press('PageDown');
    expect(focused()).toBe('11');
    press('PageUp');
    expect(focused()).toBe('06');
  });

  claim('Focus the next option whose text starts with them.', () => {
    press('1');
    expect(focused()).toBe('10');
  });

  claim('Select the focused option.', () => {
    onChange.mockClear();
    focusSelected('.MuiDigitalClock-root');
    press('ArrowUp');
    // Space selects when the key comes up, as on any non-native button of Material UI.
    fireEvent.keyUp(document.activeElement!, { key: ' ' });
    expect((onChange.mock.lastCall?.[0] as dayjs.Dayjs).format('HH:mm')).toBe('00:30');
  });
});

untestable('**Always give a `label`.**', 'advice to the reader; what the label names is tested above');
