import { fireEvent, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import utc from 'dayjs/plugin/utc';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { withPointer } from '@/claims/pointerMedia';
import { claim } from '@/claims/claim';
import CustomDesktopMediaQuery from './demos/CustomDesktopMediaQuery';
import NullAndInvalidValue from './demos/NullAndInvalidValue';
import SlotsOverview from './demos/SlotsOverview';

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

/** Renders inside a Day.js localization provider; returns what the render added to the body (container and portals). */
function renderAdded(element: React.ReactElement, adapterLocale?: string) {
  const before = new Set(document.body.children);
  const view = render(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
      {element}
    </LocalizationProvider>,
  );
  return { ...view, added: () => [...document.body.children].filter((child) => !before.has(child)) };
}

describe('variants', () => {
  claim('The field is read-only: clicking it, or pressing Enter or Space on it, opens the dialog.', () => {
    const mobile = renderAdded(<MobileDatePicker />);
    const input = mobile.container.querySelector('input')!;
    expect(input.readOnly).toBe(true);
    fireEvent.click(input);
    expect(mobile.added().some((element) => element.querySelector('[role="dialog"]'))).toBe(true);
    mobile.unmount();
    for (const key of ['Enter', ' ']) {
      const again = renderAdded(<MobileDatePicker />);
      fireEvent.keyDown(again.container.querySelector('input')!, { key });
      expect([key, again.added().some((element) => element.querySelector('[role="dialog"]'))]).toEqual([key, true]);
      again.unmount();
    }
  });

  claim('In a modal dialog, with a toolbar and Cancel/OK buttons.', () => {
    const mobile = renderAdded(<MobileDatePicker defaultValue={dayjs('2024-10-17')} />);
    fireEvent.click(mobile.container.querySelector('input')!);
    const dialog = mobile.added().find((element) => element.classList.contains('MuiDialog-root'))!;
    expect(dialog.querySelector('[role="dialog"]')).not.toBeNull();
    expect(dialog.querySelector('.MuiPickersToolbar-root')).not.toBeNull();
    const actions = [...dialog.querySelectorAll('.MuiPickersLayout-actionBar button')].map(
      (button) => button.textContent,
    );
    expect(actions).toEqual(['Cancel', 'OK']);
    mobile.unmount();
  });

  claim(
    "Its `displayStaticWrapperAs` prop (`'mobile'` by default) switches it to the desktop look, without toolbar and action bar",
    () => {
      const mobileLook = renderAdded(<StaticDatePicker />).container;
      expect(mobileLook.querySelectorAll('.MuiPickersToolbar-root, .MuiPickersLayout-actionBar')).toHaveLength(2);
      const desktopLook = renderAdded(<StaticDatePicker displayStaticWrapperAs="desktop" />).container;
      expect(desktopLook.querySelectorAll('.MuiPickersToolbar-root, .MuiPickersLayout-actionBar')).toHaveLength(0);
      expect(desktopLook.querySelectorAll('.MuiDateCalendar-root')).toHaveLength(1);
    },
  );

  claim('The default field is a single `<input>`.', () => {
    const field = renderAdded(<DateField />).container;
    expect(field.querySelectorAll('input')).toHaveLength(1);
    expect(field.querySelectorAll('.MuiPickersSectionList-root')).toHaveLength(0);
  });
});

describe('values', () => {
  claim(
    'a picker is uncontrolled with `defaultValue` (read only on the first render) or controlled with `value`',
    () => {
      const field = renderAdded(<DateField defaultValue={dayjs('2024-10-17')} />);
      field.rerender(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateField defaultValue={dayjs('2025-01-01')} />
        </LocalizationProvider>,
      );
      expect(field.container.querySelector('input')!.value).toBe('10/17/2024');
    },
  );

  claim('passing a `Date` to a picker under `AdapterDayjs` fails', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderAdded(<DateCalendar value={new Date(2024, 9, 17) as unknown as Dayjs} />)).toThrow();
    consoleError.mockRestore();
  });

  claim(
    'The adapter is also where the locale lives (the `adapterLocale` prop), which decides the default formats, month and day names and the first day of the week.',
    () => {
      const calendar = renderAdded(<DateCalendar defaultValue={dayjs('2024-10-17')} />, 'fr').container;
      expect(calendar.querySelector('.MuiPickersCalendarHeader-label')!.textContent).toBe('octobre 2024');
      const weekdays = [...calendar.querySelectorAll('.MuiDayCalendar-weekDayLabel')].map((label) => label.textContent);
      expect(weekdays[0]).toBe('L');
      const field = renderAdded(<DateField defaultValue={dayjs('2024-10-17')} />, 'fr').container;
      expect(field.querySelector('input')!.value).toBe('17/10/2024');
    },
  );
});

describe('the reference date and the clock', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-17T09:30'));
  });
  afterAll(() => vi.useRealTimers());

  claim(
    'By default it is today, rounded to the precision of the component (midnight for a date component), and moved inside `minDate`/`maxDate`',
    () => {
      const onChange = vi.fn();
      const calendar = renderAdded(<DateCalendar maxDate={dayjs('2020-05-10')} onChange={onChange} />).container;
      expect(calendar.querySelector('.MuiPickersCalendarHeader-label')!.textContent).toBe('May 2020');
      const today = renderAdded(<DateCalendar onChange={onChange} />).container;
      fireEvent.click([...today.querySelectorAll('button')].find((button) => button.textContent === '20')!);
      expect((onChange.mock.lastCall![0] as Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2024-10-20 00:00');
    },
  );

  claim('it is never shown as a value: the field stays empty until the user picks something', () => {
    const field = renderAdded(<DateField referenceDate={dayjs('2022-04-17')} />).container;
    expect(field.querySelector('input')!.value).toBe('');
  });

  claim(
    'an empty `TimePicker` or `TimeField` puts the picked time on the day of its reference date, today by default',
    () => {
      const onChange = vi.fn();
      const clock = renderAdded(<DigitalClock referenceDate={dayjs('2025-01-02')} onChange={onChange} />).container;
      fireEvent.click(
        [...clock.querySelectorAll('[role="option"]')].find((option) => option.textContent === '09:00 AM')!,
      );
      expect((onChange.mock.lastCall![0] as Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2025-01-02 09:00');
    },
  );

  claim('Validation props like `disablePast` and the default reference date read the current time.', () => {
    const calendar = renderAdded(<DateCalendar disablePast />).container;
    const day = (text: string) =>
      [...calendar.querySelectorAll('button')].find((button) => button.textContent === text)!;
    expect(day('16').disabled).toBe(true);
    expect(day('17').disabled).toBe(false);
    expect(calendar.querySelector('.MuiPickersCalendarHeader-label')!.textContent).toBe('October 2024');
  });
});

describe('families, adapters and values', () => {
  claim('Always visible, inline, without a field.', () => {
    const staticPicker = renderAdded(<StaticDatePicker />).container;
    expect(staticPicker.querySelectorAll('input')).toHaveLength(0);
    expect(staticPicker.querySelectorAll('.MuiDateCalendar-root')).toHaveLength(1);
  });

  claim('All of them share the value props (`value`, `defaultValue`, `onChange`, `referenceDate`, `timezone`)', () => {
    for (const component of [DateField, DateCalendar, MobileDatePicker, StaticDatePicker, DigitalClock]) {
      const props = Object.keys((component as unknown as { propTypes: object }).propTypes);
      expect(
        ['value', 'defaultValue', 'onChange', 'referenceDate', 'timezone'].filter((name) => !props.includes(name)),
      ).toEqual([]);
    }
  });

  claim('every component below reads it from context and returns values of the matching type', () => {
    const onChange = vi.fn();
    const original = new Date(2024, 9, 17, 9, 30);
    const { container } = render(
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DateCalendar defaultValue={original} onChange={onChange} />
      </LocalizationProvider>,
    );
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === '20')!);
    const picked = onChange.mock.lastCall![0] as Date;
    expect(picked).toBeInstanceOf(Date);
    expect([picked.getDate(), picked.getHours(), picked.getMinutes()]).toEqual([20, 9, 30]);
  });

  claim('The components never touch your date objects directly.', () => {
    const original = new Date(2024, 9, 17, 9, 30);
    const { container } = render(
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DateCalendar defaultValue={original} />
      </LocalizationProvider>,
    );
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === '21')!);
    expect(original.getDate()).toBe(17);
  });

  claim('It has no effect once the component has a valid value', () => {
    const calendar = renderAdded(
      <DateCalendar value={dayjs('2024-10-17')} referenceDate={dayjs('2030-03-01')} />,
    ).container;
    expect(calendar.querySelector('.MuiPickersCalendarHeader-label')!.textContent).toBe('October 2024');
  });
});

/** Replaces the text of the section at `index` of a single-input field with `character`, as typing it does. */
const typeInSection = (input: HTMLInputElement, index: number, character: string) => {
  const section = [...input.value.matchAll(/[^\s/.:,-]+/g)][index]!;
  input.focus();
  input.setSelectionRange(section.index, section.index + section[0].length);
  fireEvent.click(input);
  fireEvent.change(input, {
    target: {
      value: input.value.slice(0, section.index) + character + input.value.slice(section.index + section[0].length),
    },
  });
};

describe('families and views', () => {
  claim(
    'The user edits one section at a time with digits, letters or the arrow keys, so the text is always in the expected format.',
    () => {
      const { container, unmount } = renderAdded(
        <DateField format="MMMM DD YYYY" defaultValue={dayjs('2024-10-17')} />,
      );
      const input = container.querySelector('input')!;
      typeInSection(input, 0, 'j');
      expect(input.value).toBe('January 17 2024');
      typeInSection(input, 1, '5');
      expect(input.value).toBe('January 05 2024');
      // A letter in a numeric section is refused: the text keeps its format.
      typeInSection(input, 2, 'x');
      expect(input.value).toBe('January 05 2024');
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(input.value).toBe('January 05 2025');
      unmount();
    },
  );

  claim(
    'It defaults to `day` for dates and `hours` for times when those are in `views`, otherwise to the first view of the list (a standalone `DateCalendar` also logs a warning in development in that case',
    () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { container, unmount } = renderAdded(
        <>
          <div id="with-day">
            <DateCalendar views={['year', 'month', 'day']} defaultValue={dayjs('2024-10-17')} />
          </div>
          <div id="without-day">
            <DateCalendar views={['month', 'year']} defaultValue={dayjs('2024-10-17')} />
          </div>
        </>,
      );
      expect(container.querySelector('#with-day .MuiDayCalendar-root')).not.toBeNull();
      expect(container.querySelector('#without-day .MuiMonthCalendar-root')).not.toBeNull();
      expect(warn.mock.calls.flat().join(' ')).toMatch(/openTo/);
      warn.mockRestore();
      unmount();
    },
  );

  claim('When the user completes a view, the component moves to the next view of the `views` array', () => {
    const { container, unmount } = renderAdded(
      <DateCalendar views={['month', 'year']} openTo="month" defaultValue={dayjs('2024-10-17')} />,
    );
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Mar')!);
    expect(container.querySelector('.MuiYearCalendar-root')).not.toBeNull();
    unmount();
  });

  claim(
    'In a popover under the field, opened by the button at the end of the field. Selecting the last view closes it.',
    () => {
      const onClose = vi.fn();
      const { container, unmount } = renderAdded(
        <DesktopDatePicker defaultValue={dayjs('2024-10-17')} onClose={onClose} />,
      );
      fireEvent.click(container.querySelector('.MuiInputAdornment-root button')!);
      const popper = [...document.querySelectorAll('.MuiPickersPopper-root')].at(-1)!;
      fireEvent.click([...popper.querySelectorAll('button')].find((button) => button.textContent === '20')!);
      expect(onClose).toHaveBeenCalledTimes(1);
      unmount();
    },
  );
});

describe('desktopModeMediaQuery', () => {
  const variants = () => {
    const { container, unmount } = render(<CustomDesktopMediaQuery />);
    const kinds = [...container.querySelectorAll('.MuiFormControl-root')].map((field) =>
      field.querySelector('button') ? 'desktop' : 'mobile',
    );
    unmount();
    return kinds;
  };

  describe('with a precise pointer on a narrow window', () => {
    // pointerMatchMedia: besides `(pointer: fine)`, no query matches here (as on a narrow window)…
    withPointer(true);
    claim('Pass another query to base the choice on the width', () => {
      expect(variants()[0]).toBe('mobile');
    });
  });

  describe('on a touch screen', () => {
    // …and every other query matches here (as on a wide window, or `@media all`).
    withPointer(false);
    claim('or a query that always matches to pin one variant', () => {
      expect(variants()).toEqual(['desktop', 'desktop']);
      const { container, unmount } = renderAdded(<DatePicker />);
      // The default query, by contrast, gives the touch screen the mobile variant.
      expect(container.querySelector('button')).toBeNull();
      unmount();
    });
  });

  claim(
    'During server rendering and in test environments without `matchMedia` (like jsdom), the responsive components therefore render their desktop variant.',
    () => {
      const original = window.matchMedia;
      // @ts-expect-error jsdom has no matchMedia; the setup of other files may have added one.
      delete window.matchMedia;
      try {
        expect(typeof window.matchMedia).toBe('undefined');
        const { container, unmount } = renderAdded(<DatePicker />);
        expect(container.querySelector('.MuiInputAdornment-root button')).not.toBeNull();
        unmount();
      } finally {
        window.matchMedia = original;
      }
    },
  );
});

describe('changes and slots', () => {
  claim(
    '`onChange` fires on every change of the value, including the intermediate ones: each view the user goes through, and a field that becomes partly filled (an invalid date) before it holds a complete date again.',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = renderAdded(
        <DesktopDatePicker views={['year', 'day']} defaultValue={dayjs('2024-10-17')} onChange={onChange} />,
      );
      fireEvent.click(container.querySelector('.MuiInputAdornment-root button')!);
      const popper = [...document.querySelectorAll('.MuiPickersPopper-root')].at(-1)!;
      fireEvent.click(popper.querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
      fireEvent.click([...popper.querySelectorAll('button')].find((button) => button.textContent === '2025')!);
      fireEvent.click([...popper.querySelectorAll('button')].find((button) => button.textContent === '3')!);
      const input = container.querySelector('input')!;
      input.focus();
      input.setSelectionRange(3, 5);
      fireEvent.click(input);
      fireEvent.keyDown(input, { key: 'Delete' });
      typeInSection(input, 1, '4');
      const values = onChange.mock.calls.map(([value]) =>
        (value as Dayjs).isValid() ? (value as Dayjs).format('YYYY-MM-DD') : 'invalid',
      );
      expect(values).toEqual(['2025-10-17', '2025-10-03', 'invalid', '2025-10-04']);
      unmount();
    },
  );

  claim('Type into the field below, then erase it, to see the three states the value goes through', () => {
    const { container, unmount } = render(<NullAndInvalidValue />);
    const status = () => container.querySelector('.MuiTypography-body2')?.textContent;
    expect(status()).toBe('The value is null (empty field)');
    const input = container.querySelector('input')!;
    fireEvent.change(input, { target: { value: '10/17/2024' } });
    expect(status()).toBe('The value is a valid date: 2024-10-17');
    input.focus();
    input.setSelectionRange(0, 2);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(status()).toBe('The value is an invalid date (field partly filled)');
    fireEvent.keyDown(input, { key: 'a', keyCode: 65, ctrlKey: true });
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(status()).toBe('The value is null (empty field)');
    unmount();
  });

  claim(
    'Every picker is assembled from replaceable parts, named slots: the text field, the opening button and its icon, the toolbar, the action bar, each day… Two props address them with the same keys.',
    () => {
      const { container, unmount } = render(<SlotsOverview />);
      const [first, second] = [...container.querySelectorAll('.MuiFormControl-root')];
      expect(first!.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Text field props');
      expect(first!.querySelector('.MuiInputBase-sizeSmall')).not.toBeNull();
      expect(second!.querySelector('svg')?.getAttribute('data-testid')).toBe('EventIcon');
      expect(second!.querySelector('svg')?.classList).toContain('MuiSvgIcon-colorPrimary');
      fireEvent.click(first!.querySelector('button')!);
      const popper = [...document.querySelectorAll('.MuiPickersPopper-root')].at(-1)!;
      expect([...popper.querySelectorAll('.MuiPickersLayout-actionBar button')].map((b) => b.textContent)).toEqual([
        'Today',
        'OK',
      ]);
      unmount();
    },
  );

  claim(
    '`slotProps` passes props to the default component of a slot, which covers most needs; `slots` replaces the component, which then receives the props the default one would have had, plus its `slotProps` entry.',
    () => {
      const received: Record<string, unknown>[] = [];
      const Day = (props: PickersDayProps<Dayjs> & { 'data-extra'?: string }) => {
        received.push(props as unknown as Record<string, unknown>);
        return <PickersDay {...props} />;
      };
      const onChange = vi.fn();
      const { container, unmount } = renderAdded(
        <DateCalendar
          defaultValue={dayjs('2024-10-17')}
          onChange={onChange}
          slots={{ day: Day }}
          slotProps={{ day: { 'data-extra': 'yes' } as object }}
        />,
      );
      const props = received.find((item) => (item.day as Dayjs).date() === 17)!;
      expect(props['data-extra']).toBe('yes');
      expect(props.selected).toBe(true);
      expect(typeof props.onDaySelect).toBe('function');
      fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === '20')!);
      expect((onChange.mock.calls[0]?.[0] as Dayjs).date()).toBe(20);
      unmount();
    },
  );
});

describe('time zones in tests', () => {
  const originalTz = process.env.TZ;
  afterAll(() => {
    process.env.TZ = originalTz;
  });
  const pickedOffset = (props: { timezone?: string; referenceDate?: Dayjs }) => {
    const onChange = vi.fn();
    const { container, unmount } = renderAdded(
      <DateCalendar referenceDate={dayjs('2024-10-17T12:00')} onChange={onChange} {...props} />,
    );
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === '20')!);
    unmount();
    return (onChange.mock.calls[0]?.[0] as Dayjs).utcOffset();
  };

  claim("Dates are created in the process' time zone by default.", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(pickedOffset({})).toBe(540);
    process.env.TZ = 'America/Sao_Paulo';
    expect(pickedOffset({})).toBe(-180);
  });

  claim('Set `TZ` for the test run, or use the `timezone` prop, to get the same results on every machine.', () => {
    dayjs.extend(utc);
    for (const zone of ['Asia/Tokyo', 'America/Sao_Paulo']) {
      process.env.TZ = zone;
      expect([zone, pickedOffset({ timezone: 'UTC', referenceDate: dayjs.utc('2024-10-17T12:00') })]).toEqual([
        zone,
        0,
      ]);
    }
  });
});

// Settled by rendering the desktop variant: edits in the field go through `onChange` (with the validation error in its
// context) and never through `onAccept`; the picker's value hook commits only on view, action-bar and shortcut changes,
// or when the popover closes with a value that differs from the last accepted one.
describe('typing into a picker field', () => {
  const onChange = vi.fn();
  const onAccept = vi.fn();
  const onError = vi.fn();
  let container: Element;
  let input: HTMLInputElement;
  beforeAll(() => {
    container = renderAdded(
      <DesktopDatePicker
        defaultValue={dayjs('2024-10-17')}
        onChange={onChange}
        onAccept={onAccept}
        onError={onError}
      />,
    ).container;
    input = container.querySelector('input')!;
  });

  claim('the component also reports it as the `invalidDate` validation error', () => {
    input.focus();
    input.setSelectionRange(3, 5);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'Delete' });
    const [value, context] = onChange.mock.lastCall! as [Dayjs, { validationError: unknown }];
    expect(value.isValid()).toBe(false);
    expect(context.validationError).toBe('invalidDate');
    expect(onError).toHaveBeenLastCalledWith('invalidDate', value);
  });

  claim(
    'Typing in the field does not call it: a typed value reaches `onAccept` only when the popover is opened and closed afterwards',
    () => {
      typeInSection(input, 1, '5');
      expect((onChange.mock.lastCall![0] as Dayjs).format('YYYY-MM-DD')).toBe('2024-10-05');
      fireEvent.blur(input);
      expect(onAccept).not.toHaveBeenCalled();
      fireEvent.click(container.querySelector('button')!);
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(onAccept).toHaveBeenCalledTimes(1);
      expect((onAccept.mock.lastCall![0] as Dayjs).format('YYYY-MM-DD')).toBe('2024-10-05');
    },
  );
});
