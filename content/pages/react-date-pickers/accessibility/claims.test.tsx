import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs from 'dayjs';
import { beforeAll, describe, expect } from 'vitest';
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

  claim('Increase or decrease by 5.', () => {
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
    const view = withAdapter(<MobileDatePicker label="Mobile" />);
    const input = view.querySelector('input')!;
    expect(input.readOnly).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
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

untestable('**Always give a `label`.**', 'advice to the reader; what the label names is tested above');
