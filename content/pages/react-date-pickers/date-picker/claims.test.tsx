import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { fireEvent, render as renderInDocument } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { withPointer } from '@/claims/pointerMedia';
import { claim, untestable } from '@/claims/claim';
import DatePickerReadOnlyDisabled from './demos/DatePickerReadOnlyDisabled';
import DatePickerSlots from './demos/DatePickerSlots';
import DatePickerYearsOrder from './demos/DatePickerYearsOrder';

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

// Worker threads keep Emotion between files: a cache of this file's own makes the styles land in this document, where
// getComputedStyle reads them.
const styleCache = createCache({ key: 'claims' });
const render = (ui: React.ReactElement) => {
  const view = renderInDocument(<CacheProvider value={styleCache}>{ui}</CacheProvider>);
  return {
    ...view,
    rerender: (next: React.ReactElement) => view.rerender(<CacheProvider value={styleCache}>{next}</CacheProvider>),
  };
};

const VALUE = dayjs('2024-10-17');
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
const dialogs = () => [...document.querySelectorAll('[role="dialog"]')];
const lastDialog = () => dialogs().at(-1)!;
const button = (root: Element, text: string | number) =>
  [...root.querySelectorAll('button')].find((element) => element.textContent === String(text)) as HTMLButtonElement;
const closeAll = () => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (!dialogs().some((dialog) => dialog.contains(document.activeElement))) return;
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  }
};
const format = (value: Dayjs | null) =>
  value === null ? null : value.isValid() ? value.format('YYYY-MM-DD') : 'invalid';
/** Selects a section of a single-input field (0 for the first), as a click on it does. */
const selectSection = (input: HTMLInputElement, index: number) => {
  input.focus();
  const section = at([...input.value.matchAll(/[^\s/.:-]+/g)], index);
  input.setSelectionRange(section.index, section.index + section[0].length);
  fireEvent.click(input);
};
const typeInSection = (input: HTMLInputElement, index: number, character: string) => {
  const section = at([...input.value.matchAll(/[^\s/.:-]+/g)], index);
  fireEvent.change(input, {
    target: {
      value: input.value.slice(0, section.index) + character + input.value.slice(section.index + section[0].length),
    },
  });
};

afterEach(closeAll);

describe('an empty picker', () => {
  claim(
    "Without a value, the field shows the placeholder of the locale's format and the calendar opens on the month of `referenceDate` (today by default).",
    () => {
      const { container, unmount } = withAdapter(
        <>
          <DatePicker label="Start" />
          <DatePicker referenceDate={dayjs('2030-03-01')} />
        </>,
      );
      const [first, second] = take(container.querySelectorAll('input'), 2);
      expect(first.placeholder).toBe('MM/DD/YYYY');
      fireEvent.click(at(container.querySelectorAll('button'), 0));
      expect(lastDialog().querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe(
        dayjs().format('MMMM YYYY'),
      );
      closeAll();
      fireEvent.click(at(container.querySelectorAll('button'), 1));
      expect(lastDialog().querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('March 2030');
      expect(second.value).toBe('');
      unmount();
    },
  );

  claim('Give the picker a `label`; it is also used as the accessible name of the input.', () => {
    const { container, unmount } = withAdapter(<DatePicker label="Start" />);
    const input = container.querySelector('input')!;
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Start');
    unmount();
  });
});

describe('onChange and onAccept', () => {
  const onChange = vi.fn();
  const onAccept = vi.fn();
  let input: HTMLInputElement;
  let view: Element;
  beforeAll(() => {
    view = withAdapter(<DesktopDatePicker defaultValue={VALUE} onChange={onChange} onAccept={onAccept} />).container;
    input = view.querySelector('input')!;
  });
  const changes = () => onChange.mock.calls.map(([value]) => format(value));

  claim('typing `1` then `2` in the month of 10/17/2024 reports January 17, then December 17', () => {
    selectSection(input, 0);
    typeInSection(input, 0, '1');
    typeInSection(input, 0, '2');
    expect(changes()).toEqual(['2024-01-17', '2024-12-17']);
  });

  claim('Typing in the field calls `onChange` only.', () => {
    expect(onAccept).not.toHaveBeenCalled();
  });

  claim('become partly filled (an invalid date) or are all emptied (`null`)', () => {
    onChange.mockClear();
    selectSection(input, 1);
    fireEvent.keyDown(input, { key: 'Delete' });
    fireEvent.keyDown(input, { key: 'a', keyCode: 65, ctrlKey: true });
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(changes()).toEqual(['invalid', null]);
    expect(at(onChange.mock.calls, 0)[1].validationError).toBe('invalidDate');
  });

  claim(
    '`onAccept(value)` fires once the user has committed a value through the picker: a day clicked on desktop',
    () => {
      onChange.mockClear();
      fireEvent.click(view.querySelector('button')!);
      fireEvent.click(button(lastDialog(), 5));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onAccept.mock.calls.map(([value]) => format(value))).toEqual([dayjs().date(5).format('YYYY-MM-DD')]);
    },
  );
});

describe('onAccept on mobile', () => {
  claim('or the popover or dialog closed after a change made in the calendar', () => {
    const onAccept = vi.fn();
    const { container, unmount } = withAdapter(<MobileDatePicker defaultValue={VALUE} onAccept={onAccept} />);
    fireEvent.click(container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 20));
    expect(onAccept).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onAccept.mock.calls.map(([value]) => format(value))).toEqual(['2024-10-20']);
    unmount();
  });

  claim('a button of the action bar (OK, Today, Clear)', () => {
    const onAccept = vi.fn();
    const { container, unmount } = withAdapter(
      <MobileDatePicker
        defaultValue={VALUE}
        onAccept={onAccept}
        slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
      />,
    );
    fireEvent.click(container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 'Clear'));
    fireEvent.click(container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 'Today'));
    fireEvent.click(container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 3));
    fireEvent.click(button(lastDialog(), 'OK'));
    expect(onAccept.mock.calls.map(([value]) => format(value))).toEqual([
      null,
      dayjs().format('YYYY-MM-DD'),
      dayjs().date(3).format('YYYY-MM-DD'),
    ]);
    unmount();
  });
});

describe('views', () => {
  let view: Element;
  beforeAll(() => {
    view = withAdapter(
      <>
        <div id="default">
          <StaticDatePicker defaultValue={VALUE} />
        </div>
        <div id="month-year">
          <DatePicker views={['month', 'year']} defaultValue={VALUE} />
        </div>
        <div id="years">
          <StaticDatePicker displayStaticWrapperAs="desktop" openTo="year" defaultValue={VALUE} />
        </div>
        <div id="mobile-years">
          <StaticDatePicker displayStaticWrapperAs="mobile" openTo="year" defaultValue={VALUE} />
        </div>
        <div id="months">
          <StaticDatePicker views={['month']} defaultValue={VALUE} />
        </div>
      </>,
    ).container;
  });
  const part = (id: string) => view.querySelector(`#${id}`)!;

  claim("`DatePicker` shows `['year', 'day']` by default and opens on `day`", () => {
    const calendar = part('default');
    expect(calendar.querySelector('[role="grid"]')).not.toBeNull();
    fireEvent.click(calendar.querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
    expect(calendar.querySelector('.MuiYearCalendar-root')).not.toBeNull();
    fireEvent.click(button(calendar, 2026));
    // After the year, the day view (no month view in between).
    expect(calendar.querySelector('.MuiMonthCalendar-root')).toBeNull();
    expect(calendar.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('October 2026');
  });

  claim("a `['month', 'year']` picker shows \"October 2024\"", () => {
    expect(part('month-year').querySelector('input')?.value).toBe('October 2024');
  });

  claim('`yearsPerRow` (3 or 4, by default 4 on desktop and 3 on mobile)', () => {
    const basis = (id: string) => getComputedStyle(part(id).querySelector('.MuiPickersYear-root')!).flexBasis;
    expect([basis('years'), basis('mobile-years')]).toEqual(['25%', '33.3%']);
  });

  claim('`monthsPerRow` (3 or 4, default 3)', () => {
    expect(getComputedStyle(part('months').querySelector('.MuiPickersMonth-root')!).flexBasis).toBe('33.3%');
  });

  claim('The year view lists the years from `minDate` to `maxDate` (1900 to 2099 by default)', () => {
    const years = [...part('years').querySelectorAll('.MuiPickersYear-yearButton')].map((year) => year.textContent);
    expect([years.length, years[0], years.at(-1)]).toEqual([200, '1900', '2099']);
  });

  claim('so a `maxDate` also shortens the list', () => {
    const { container, unmount } = render(<DatePickerYearsOrder />);
    fireEvent.click(container.querySelector('button')!);
    const years = [...lastDialog().querySelectorAll('.MuiPickersYear-yearButton')].map((year) => year.textContent);
    expect([years[0], years.at(-1)]).toEqual(['2024', '1900']);
    unmount();
  });
});

describe('formats and validation', () => {
  claim('The format only affects the display: the value is always a date object.', () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(
      <DatePicker format="DD MMMM YYYY" defaultValue={VALUE} onChange={onChange} />,
    );
    const input = container.querySelector('input')!;
    expect(input.value).toBe('17 October 2024');
    selectSection(input, 1);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('17 November 2024');
    expect(dayjs.isDayjs(at(onChange.mock.calls, 0)[0])).toBe(true);
    unmount();
  });

  claim('Default 1900-01-01 and 2099-12-31.', () => {
    const onError = vi.fn();
    const { unmount } = withAdapter(
      <>
        <DatePicker defaultValue={dayjs('1899-12-31')} onError={onError} />
        <DatePicker defaultValue={dayjs('1900-01-01')} onError={onError} />
        <DatePicker defaultValue={dayjs('2099-12-31')} onError={onError} />
        <DatePicker defaultValue={dayjs('2100-01-01')} onError={onError} />
      </>,
    );
    expect(onError.mock.calls.map(([error]) => error)).toEqual(['minDate', 'maxDate']);
    unmount();
  });

  claim('The month and year views only disable the months and years that lie entirely outside them.', () => {
    const { container, unmount } = withAdapter(
      <StaticDatePicker views={['month', 'day']} openTo="month" minDate={dayjs('2024-10-17')} defaultValue={VALUE} />,
    );
    expect(button(container, 'Sep').disabled).toBe(true);
    expect(button(container, 'Oct').disabled).toBe(false);
    unmount();
  });

  claim('Only the day view applies it: the month and year views ignore it.', () => {
    const { container, unmount } = withAdapter(
      <StaticDatePicker
        views={['year', 'month', 'day']}
        openTo="year"
        shouldDisableDate={(day) => day.year() === 2025 && day.month() === 0}
        defaultValue={VALUE}
      />,
    );
    expect(button(container, 2025).disabled).toBe(false);
    fireEvent.click(button(container, 2025));
    expect(button(container, 'Jan').disabled).toBe(false);
    fireEvent.click(button(container, 'Feb'));
    fireEvent.click(container.querySelector('button[title="Previous month"]')!);
    expect(container.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('January 2025');
    expect(button(container, 15).disabled).toBe(true);
    unmount();
  });

  claim('Forbid days before or after today.', () => {
    vi.useFakeTimers({ now: new Date(2024, 9, 17, 12), toFake: ['Date'] });
    try {
      const { container, unmount } = withAdapter(
        <>
          <StaticDatePicker disablePast />
          <StaticDatePicker disableFuture />
        </>,
      );
      const [past, future] = take(container.querySelectorAll('.MuiDateCalendar-root'), 2);
      // Today (the 17th) stays allowed by both.
      expect([16, 17, 18].map((day) => button(past, day).disabled)).toEqual([true, false, false]);
      expect([16, 17, 18].map((day) => button(future, day).disabled)).toEqual([false, false, true]);
      unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  claim(
    '`shouldDisableMonth` disables months in the month view, `shouldDisableYear` years in the year view, and both disable every day they cover in the day view.',
    () => {
      const october = (month: Dayjs) => month.month() === 9;
      const in2024 = (year: Dayjs) => year.year() === 2024;
      const onError = vi.fn();
      const { container, unmount } = withAdapter(
        <>
          <StaticDatePicker views={['month', 'day']} openTo="month" defaultValue={VALUE} shouldDisableMonth={october} />
          <StaticDatePicker views={['year', 'day']} openTo="year" defaultValue={VALUE} shouldDisableYear={in2024} />
          <StaticDatePicker defaultValue={VALUE} shouldDisableMonth={october} />
          <StaticDatePicker defaultValue={VALUE} shouldDisableYear={in2024} />
          <DesktopDatePicker defaultValue={VALUE} shouldDisableMonth={october} onError={onError} />
        </>,
      );
      const [monthView, yearView, monthDays, yearDays] = take(container.querySelectorAll('.MuiDateCalendar-root'), 4);
      expect([button(monthView, 'Sep').disabled, button(monthView, 'Oct').disabled]).toEqual([false, true]);
      expect([button(yearView, 2023).disabled, button(yearView, 2024).disabled]).toEqual([false, true]);
      expect([1, 17, 31].map((day) => button(monthDays, day).disabled)).toEqual([true, true, true]);
      expect([1, 17, 31].map((day) => button(yearDays, day).disabled)).toEqual([true, true, true]);
      // The field flags a value in a forbidden month.
      expect(onError.mock.calls.map(([error]) => error)).toEqual(['shouldDisableMonth']);
      unmount();
    },
  );

  claim('`shouldDisableDate` is called again for every visible day whenever it is a new function', () => {
    const calls: string[] = [];
    const stable = (day: Dayjs) => {
      calls.push(day.format('YYYY-MM-DD'));
      return false;
    };
    const calendar = (shouldDisableDate: (day: Dayjs) => boolean) => (
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar defaultValue={VALUE} shouldDisableDate={shouldDisableDate} />
      </LocalizationProvider>
    );
    const { rerender, unmount } = render(calendar(stable));
    expect(calls.length).toBeGreaterThanOrEqual(31);
    calls.length = 0;
    // A re-render with the same function calls it for no day.
    rerender(calendar(stable));
    expect(calls).toEqual([]);
    // An inline function is a new function on every render: every visible day again.
    rerender(calendar((day) => stable(day)));
    expect(calls.length).toBeGreaterThanOrEqual(31);
    unmount();
  });
});

untestable('[Validation](/x/react-date-pickers/validation/) covers every case.', 'a pointer to another page');

describe('read-only, disabled and variants', () => {
  claim('`disableOpenPicker`: hides the calendar button of the desktop variant; the user can only type.', () => {
    const { container, unmount } = render(<DatePickerReadOnlyDisabled />);
    const [readOnly, disabled, noButton] = take(container.querySelectorAll('.MuiFormControl-root'), 3);
    expect(readOnly.querySelector('button')?.disabled).toBe(true);
    expect(readOnly.querySelector('input')?.readOnly).toBe(true);
    expect(disabled.querySelector('input')?.disabled).toBe(true);
    expect(noButton.querySelector('button')).toBeNull();
    unmount();
  });

  claim(
    'The mobile variant has no button to hide: its field is read-only and opens the dialog on click, with or without this prop.',
    () => {
      const { container, unmount } = withAdapter(<MobileDatePicker disableOpenPicker defaultValue={VALUE} />);
      expect(container.querySelector('button')).toBeNull();
      expect(container.querySelector('input')?.readOnly).toBe(true);
      const before = dialogs().length;
      fireEvent.click(container.querySelector('input')!);
      expect(dialogs().length).toBe(before + 1);
      unmount();
    },
  );

  describe('with a touch screen', () => {
    withPointer(false);

    claim(
      "`DatePicker` switches between `DesktopDatePicker` and `MobileDatePicker` with the `desktopModeMediaQuery` prop (`'@media (pointer: fine)'` by default).",
      () => {
        const { container, unmount } = withAdapter(
          <>
            <DatePicker defaultValue={VALUE} />
            <DatePicker defaultValue={VALUE} desktopModeMediaQuery="@media (hover: hover)" />
          </>,
        );
        const [touch, custom] = take(container.querySelectorAll('.MuiFormControl-root'), 2);
        expect(touch.querySelector('button')).toBeNull();
        expect(custom.querySelector('button')).not.toBeNull();
        unmount();
      },
    );
  });

  claim(
    '`StaticDatePicker` renders the calendar inline, with no field, and accepts `displayStaticWrapperAs="desktop"` to drop the toolbar and action bar.',
    () => {
      const { container, unmount } = withAdapter(
        <>
          <div id="mobile">
            <StaticDatePicker defaultValue={VALUE} />
          </div>
          <div id="desktop">
            <StaticDatePicker displayStaticWrapperAs="desktop" defaultValue={VALUE} />
          </div>
        </>,
      );
      expect(container.querySelector('input')).toBeNull();
      expect(container.querySelector('#mobile .MuiPickersLayout-toolbar')).not.toBeNull();
      expect(container.querySelector('#mobile .MuiPickersLayout-actionBar')).not.toBeNull();
      expect(container.querySelector('#desktop .MuiPickersLayout-toolbar')).toBeNull();
      expect(container.querySelector('#desktop .MuiPickersLayout-actionBar')).toBeNull();
      unmount();
    },
  );

  claim(
    'On desktop the popover closes as soon as a day is picked (`closeOnSelect` defaults to `true`), and there is no action bar.',
    () => {
      const onClose = vi.fn();
      const { container, unmount } = withAdapter(<DesktopDatePicker defaultValue={VALUE} onClose={onClose} />);
      fireEvent.click(container.querySelector('button')!);
      const popover = lastDialog();
      expect(popover.querySelector('.MuiPickersLayout-actionBar')).toBeNull();
      fireEvent.click(button(popover, 20));
      expect(container.querySelector('input')?.value).toBe('10/20/2024');
      expect(onClose).toHaveBeenCalledTimes(1);
      unmount();
    },
  );

  claim(
    'On mobile the dialog has a toolbar showing the chosen date and Cancel/OK buttons; the value is accepted with OK.',
    () => {
      const { container, unmount } = withAdapter(<MobileDatePicker defaultValue={VALUE} />);
      fireEvent.click(container.querySelector('input')!);
      const dialog = lastDialog();
      expect(dialog.querySelector('.MuiDatePickerToolbar-title')?.textContent).toBe('Thu, Oct 17');
      expect(button(dialog, 'Cancel')).toBeTruthy();
      fireEvent.click(button(dialog, 20));
      expect(dialog.querySelector('.MuiDatePickerToolbar-title')?.textContent).toBe('Sun, Oct 20');
      fireEvent.click(button(dialog, 'OK'));
      expect(container.querySelector('input')?.value).toBe('10/20/2024');
      unmount();
    },
  );

  claim('The field is read-only and opens the dialog on click.', () => {
    const { container, unmount } = withAdapter(<MobileDatePicker defaultValue={VALUE} />);
    expect(container.querySelector('input')?.readOnly).toBe(true);
    unmount();
  });

  claim('`orientation="landscape"` places the toolbar beside the calendar in the mobile and static variants.', () => {
    const { container, unmount } = withAdapter(<StaticDatePicker orientation="landscape" defaultValue={VALUE} />);
    expect(container.querySelector('.MuiPickersLayout-landscape')).not.toBeNull();
    expect(getComputedStyle(container.querySelector('.MuiPickersLayout-toolbar')!).gridColumn).toBe('1');
    unmount();
  });
});

describe('slots', () => {
  claim('`slots` replaces a component, `slotProps` passes props to the default one.', () => {
    const { container, unmount } = render(<DatePickerSlots />);
    const [first, second, third] = take(container.querySelectorAll('.MuiFormControl-root'), 3);
    expect(first.querySelector('button svg')?.getAttribute('data-testid')).toBe('EventNoteIcon');
    expect(first.querySelector('button')?.classList).toContain('MuiIconButton-colorPrimary');
    expect(second.querySelector('.MuiFilledInput-root')).not.toBeNull();
    expect(second.querySelector('button[title="Clear"]')).not.toBeNull();
    fireEvent.click(third.querySelector('input')!);
    expect(lastDialog().querySelector('.MuiPickersLayout-toolbar')).toBeNull();
    unmount();
  });

  claim(
    '`slotProps.field` takes its props, such as `clearable` (shown by the desktop variant only: the mobile field is read-only)',
    () => {
      const { container, unmount } = withAdapter(
        <>
          <DesktopDatePicker defaultValue={VALUE} slotProps={{ field: { clearable: true } }} />
          <MobileDatePicker defaultValue={VALUE} slotProps={{ field: { clearable: true } }} />
        </>,
      );
      const [desktop, mobile] = take(container.querySelectorAll('.MuiFormControl-root'), 2);
      expect(desktop.querySelector('button[title="Clear"]')).not.toBeNull();
      expect(mobile.querySelector('button[title="Clear"]')).toBeNull();
      unmount();
    },
  );

  untestable('Every inner part of the picker is a slot.', 'a summary; the slots of the table are tested one by one');
});

describe('the slots table', () => {
  /** A stand-in for a slot, to find where the picker renders it. */
  const marker = (name: string) =>
    function Marker() {
      return <div data-slot={name} />;
    };
  const markers = (root: Element) =>
    [...root.querySelectorAll('[data-slot]')].map((element) => element.getAttribute('data-slot'));

  claim('The input, a Material UI `TextField`.', () => {
    const { container, unmount } = withAdapter(
      <>
        <DesktopDatePicker defaultValue={VALUE} />
        <DesktopDatePicker defaultValue={VALUE} slots={{ textField: marker('textField') }} />
      </>,
    );
    expect(container.querySelector('.MuiTextField-root input')).not.toBeNull();
    expect(markers(container)).toEqual(['textField']);
    unmount();
  });

  claim('The calendar icon and the button around it.', () => {
    const { container, unmount } = withAdapter(
      <>
        <DesktopDatePicker defaultValue={VALUE} slots={{ openPickerIcon: marker('openPickerIcon') }} />
        <DesktopDatePicker defaultValue={VALUE} slots={{ openPickerButton: marker('openPickerButton') }} />
      </>,
    );
    const [icon, wrapped] = take(container.querySelectorAll('.MuiFormControl-root'), 2);
    expect(icon.querySelector('button [data-slot="openPickerIcon"]')).not.toBeNull();
    expect(wrapped.querySelector('[data-slot="openPickerButton"]')).not.toBeNull();
    expect(wrapped.querySelector('button')).toBeNull();
    unmount();
  });

  claim("`slotProps.actionBar.actions` picks from `'clear'`, `'cancel'`, `'accept'` and `'today'`", () => {
    const { container, unmount } = withAdapter(
      <StaticDatePicker
        defaultValue={VALUE}
        slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept', 'today'] } }}
      />,
    );
    const actions = [...container.querySelectorAll('.MuiPickersLayout-actionBar button')];
    expect(actions.map((action) => action.textContent)).toEqual(['Clear', 'Cancel', 'OK', 'Today']);
    unmount();
  });

  claim('The header of the mobile and static variants; `slotProps.toolbar.hidden` removes it.', () => {
    // Popovers and dialogs of earlier claims may linger in the document: count the toolbars this element adds.
    const count = () => document.querySelectorAll('.MuiPickersToolbar-root').length;
    const toolbars = (element: React.ReactElement) => {
      const before = count();
      const { unmount } = withAdapter(element);
      const added = count() - before;
      unmount();
      return added;
    };
    expect(toolbars(<MobileDatePicker open defaultValue={VALUE} />)).toBe(1);
    expect(toolbars(<StaticDatePicker defaultValue={VALUE} />)).toBe(1);
    expect(toolbars(<DesktopDatePicker open defaultValue={VALUE} />)).toBe(0);
    expect(toolbars(<StaticDatePicker defaultValue={VALUE} slotProps={{ toolbar: { hidden: true } }} />)).toBe(0);
  });

  claim('Each day button (`PickersDay`).', () => {
    const { container, unmount } = withAdapter(
      <>
        <StaticDatePicker defaultValue={VALUE} />
        <StaticDatePicker defaultValue={VALUE} slots={{ day: marker('day') }} />
      </>,
    );
    const [plain, replaced] = take(container.querySelectorAll('.MuiDateCalendar-root'), 2);
    expect(button(plain, 17).classList).toContain('MuiPickersDay-root');
    expect(replaced.querySelectorAll('.MuiPickersDay-root')).toHaveLength(0);
    expect(replaced.querySelectorAll('[data-slot="day"]').length).toBeGreaterThanOrEqual(31);
    unmount();
  });

  claim('The month label and arrows.', () => {
    const { container, unmount } = withAdapter(
      <>
        <StaticDatePicker defaultValue={VALUE} />
        <StaticDatePicker defaultValue={VALUE} slots={{ calendarHeader: marker('calendarHeader') }} />
      </>,
    );
    const [plain, replaced] = take(container.querySelectorAll('.MuiDateCalendar-root'), 2);
    const header = plain.querySelector('.MuiPickersCalendarHeader-root')!;
    expect(header.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('October 2024');
    expect(header.querySelectorAll('button[title="Previous month"], button[title="Next month"]')).toHaveLength(2);
    expect(replaced.querySelector('.MuiPickersCalendarHeader-root')).toBeNull();
    expect(replaced.querySelector('[data-slot="calendarHeader"]')).not.toBeNull();
    unmount();
  });

  claim('The arrangement of toolbar, views, shortcuts and action bar.', () => {
    const { container, unmount } = withAdapter(
      <>
        <StaticDatePicker defaultValue={VALUE} />
        <StaticDatePicker defaultValue={VALUE} slots={{ layout: marker('layout') }} />
      </>,
    );
    const layout = container.querySelector('.MuiPickersLayout-root')!;
    expect(layout.querySelector('.MuiPickersLayout-toolbar')).not.toBeNull();
    expect(layout.querySelector('.MuiPickersLayout-contentWrapper .MuiDateCalendar-root')).not.toBeNull();
    expect(container.querySelectorAll('.MuiPickersLayout-root')).toHaveLength(1);
    expect(markers(container)).toEqual(['layout']);
    unmount();
  });
});

describe('other props', () => {
  claim("`displayWeekNumber` shows week numbers (as counted by the adapter's locale)", () => {
    const { container, unmount } = withAdapter(
      <DateCalendar displayWeekNumber showDaysOutsideCurrentMonth fixedWeekNumber={6} defaultValue={VALUE} />,
    );
    const rows = [...container.querySelectorAll('[role="rowgroup"] [role="row"]')];
    expect(rows).toHaveLength(6);
    expect(at(rows, 0).firstElementChild?.textContent).toBe('40');
    // The first week starts on Sunday 29 September: the neighbouring month's days are shown.
    expect(at(at(rows, 0).children, 1).textContent).toBe('29');
    unmount();
  });

  claim('`dayOfWeekFormatter` formats the weekday headers (by default the first letter of the short name)', () => {
    const { container, unmount } = withAdapter(<DateCalendar defaultValue={VALUE} />);
    const labels = [...container.querySelectorAll('.MuiDayCalendar-weekDayLabel')].map((label) => label.textContent);
    expect(labels).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    unmount();
  });

  claim('The second is a `DesktopDatePicker`, so its clear button shows on touch screens too', () => {
    const { container, unmount } = render(<DatePickerSlots />);
    const third = at(container.querySelectorAll('.MuiFormControl-root'), 2);
    fireEvent.click(third.querySelector('input')!);
    const desktop = withAdapter(<DesktopDatePicker open defaultValue={VALUE} />);
    // The desktop popover has no toolbar by default.
    expect(lastDialog().querySelector('.MuiPickersLayout-toolbar')).toBeNull();
    desktop.unmount();
    unmount();
  });
});
