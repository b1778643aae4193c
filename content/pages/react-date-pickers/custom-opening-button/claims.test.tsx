import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import ButtonAtStart from './demos/ButtonAtStart';
import OpenOnFieldClick from './demos/OpenOnFieldClick';
import TextOpenButton from './demos/TextOpenButton';

type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [...R, T]>;
const take = <T, N extends number>(list: ArrayLike<T>, count: N): Tuple<T, N> => {
  if (list.length < count) throw new Error(`expected at least ${count} items, got ${list.length}`);
  return Array.from(list).slice(0, count) as Tuple<T, N>;
};

const VALUE = dayjs('2024-10-17T09:30');
const dialog = () => document.querySelector('[role="dialog"]');
const dialogs = () => document.querySelectorAll('[role="dialog"]').length;
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);

describe('the default button', () => {
  let view: Element;
  const field = (id: string) => view.querySelector(`#${id}`)!.closest('.MuiFormControl-root')!;
  beforeAll(() => {
    view = withAdapter(
      <>
        <DatePicker slotProps={{ textField: { id: 'date' } }} defaultValue={VALUE} />
        <TimePicker slotProps={{ textField: { id: 'time' } }} />
        <DateTimePicker slotProps={{ textField: { id: 'date-time' } }} />
        <DatePicker slotProps={{ textField: { id: 'disabled' } }} disabled />
        <DatePicker slotProps={{ textField: { id: 'read-only' } }} readOnly />
        <MobileDatePicker slotProps={{ textField: { id: 'mobile' } }} />
      </>,
    ).container;
  });

  claim("On desktop, a picker's field ends with an icon button that opens the popup", () => {
    const date = field('date');
    const button = date.querySelector('button')!;
    expect(date.querySelector('.MuiInputAdornment-positionEnd button')).toBe(button);
    expect(field('mobile').querySelector('button')).toBeNull();
    fireEvent.click(field('mobile').querySelector('input')!);
    expect(dialog()).not.toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  });

  claim(
    'The defaults are a calendar for date pickers, a clock for time pickers and a calendar for date time pickers.',
    () => {
      const icon = (id: string) => field(id).querySelector('button svg')?.getAttribute('data-testid');
      expect([icon('date'), icon('time'), icon('date-time')]).toEqual(['CalendarIcon', 'ClockIcon', 'CalendarIcon']);
    },
  );

  claim('`disabled` (when the picker is disabled or read-only)', () => {
    expect(field('disabled').querySelector('button')?.disabled).toBe(true);
    expect(field('read-only').querySelector('button')?.disabled).toBe(true);
    expect(field('date').querySelector('button')?.disabled).toBe(false);
  });

  claim(
    'an `aria-label` built from the locale text (`openDatePickerDialogue`, `openTimePickerDialogue`), which names the selected value',
    () => {
      expect(field('date').querySelector('button')?.getAttribute('aria-label')).toBe(
        'Choose date, selected date is Oct 17, 2024',
      );
      expect(field('time').querySelector('button')?.getAttribute('aria-label')).toBe('Choose time');
    },
  );
});

describe('the demos', () => {
  afterEach(() => {
    if (dialog()) fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  });

  claim('Your component receives the same props: `onClick` to toggle the picker, `disabled`, `aria-label`', () => {
    const { container, unmount } = render(<TextOpenButton />);
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Pick');
    expect(button.getAttribute('aria-label')).toMatch(/^Choose date, selected date is/);
    fireEvent.click(button);
    expect(dialog()).not.toBeNull();
    unmount();
  });

  claim('Its `position` is `"end"` by default; `"start"` puts the button before the text.', () => {
    const { container, unmount } = render(<ButtonAtStart />);
    const adornment = container.querySelector('.MuiInputAdornment-root')!;
    expect(adornment.classList).toContain('MuiInputAdornment-positionStart');
    expect(adornment.compareDocumentPosition(container.querySelector('input')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    unmount();
  });

  claim('`disableOpenPicker` removes the button.', () => {
    const { container, unmount } = render(<OpenOnFieldClick />);
    expect(container.querySelector('button')).toBeNull();
    const [keyboardOnly, clickToOpen] = take(container.querySelectorAll('input'), 2);
    const before = dialogs();
    fireEvent.click(keyboardOnly);
    expect(dialogs()).toBe(before);
    fireEvent.click(clickToOpen);
    expect(dialogs()).toBe(before + 1);
    unmount();
  });

  claim('The field still works with the keyboard', () => {
    const { container, unmount } = withAdapter(<DesktopDatePicker disableOpenPicker defaultValue={VALUE} />);
    const input = container.querySelector('input')!;
    fireEvent.focus(input);
    fireEvent.click(input);
    input.setSelectionRange(0, 2);
    fireEvent.select(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('11/17/2024');
    unmount();
  });

  claim('Without that, a user has no way to open the popup', () => {
    const { container, unmount } = withAdapter(<DesktopDatePicker disableOpenPicker defaultValue={VALUE} />);
    const input = container.querySelector('input')!;
    const before = dialogs();
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: ' ' });
    expect(dialogs()).toBe(before);
    unmount();
  });

  claim('The prop only concerns the desktop variant.', () => {
    const { container, unmount } = withAdapter(<MobileDatePicker disableOpenPicker defaultValue={VALUE} />);
    expect(container.querySelector('input')?.readOnly).toBe(true);
    fireEvent.click(container.querySelector('input')!);
    expect(dialog()).not.toBeNull();
    unmount();
  });

  claim(
    'which has no button and opens its dialog on a tap on the read-only field, with or without `disableOpenPicker`',
    () => {
      const { container, unmount } = withAdapter(<MobileDatePicker defaultValue={VALUE} />);
      expect(container.querySelector('button')).toBeNull();
      fireEvent.click(container.querySelector('input')!);
      expect(dialog()).not.toBeNull();
      unmount();
    },
  );
});
