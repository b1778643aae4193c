import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { beforeAll, describe, expect, vi } from 'vitest';
import { withPointer } from '@/claims/pointerMedia';
import { claim, untestable } from '@/claims/claim';
import DateTimePickerTimeRenderers from './demos/DateTimePickerTimeRenderers';

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

const VALUE = dayjs('2024-10-17T09:30');
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
const lastDialog = () => [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
const button = (root: Element, text: string | number) =>
  [...root.querySelectorAll('button, li[role="option"]')].find(
    (element) => element.textContent === String(text),
  ) as HTMLElement;
const buttonTexts = (root: Element) =>
  [...root.querySelectorAll('.MuiPickersLayout-actionBar button')].map((element) => element.textContent);
const describeValue = (value: Dayjs | null) =>
  value === null ? null : value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'invalid';
const escape = () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' });

claim('Like every picker, it needs a `LocalizationProvider` with a date adapter above it.', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<DateTimePicker />)).toThrow(/LocalizationProvider/);
  error.mockRestore();
});

describe('desktop and mobile', () => {
  claim('An empty picker opens on the current date.', () => {
    const { container, unmount } = withAdapter(
      <>
        <DesktopDateTimePicker />
        <DesktopDateTimePicker referenceDate={dayjs('2030-03-01T08:00')} />
      </>,
    );
    const [first, second] = take(container.querySelectorAll('button'), 2);
    fireEvent.click(first);
    expect(lastDialog().querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe(
      dayjs().format('MMMM YYYY'),
    );
    escape();
    fireEvent.click(second);
    expect(lastDialog().querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('March 2030');
    escape();
    unmount();
  });

  claim('Calendar and time columns side by side', () => {
    const onClose = vi.fn();
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(
      <DesktopDateTimePicker defaultValue={VALUE} onClose={onClose} onChange={onChange} />,
    );
    fireEvent.click(container.querySelector('button')!);
    const popper = lastDialog();
    expect(popper.querySelector('.MuiDateCalendar-root')).not.toBeNull();
    const columns = [...popper.querySelectorAll('.MuiMultiSectionDigitalClock-root [role="listbox"]')];
    // `ampm` is on with the English locale: hours, minutes and a meridiem column.
    expect(columns.map((column) => column.getAttribute('aria-label'))).toEqual([
      'Select hours',
      'Select minutes',
      'Select meridiem',
    ]);
    expect(buttonTexts(popper)).toEqual(['OK']);
    expect(popper.querySelector('[role="tablist"]')).toBeNull();
    // `closeOnSelect` is true: the popper closes once the last column is picked.
    fireEvent.click(button(at(columns, 2), 'PM'));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
  });

  claim(
    "The default is `['year', 'day', 'hours', 'minutes']`, opened on `'day'`; when `ampm` is on, desktop also adds a column to pick AM or PM.",
    () => {
      const { container, unmount } = withAdapter(<StaticDateTimePicker defaultValue={VALUE} />);
      expect(container.querySelector('[role="grid"]')).not.toBeNull();
      const tabs = [...container.querySelectorAll('[role="tab"]')].map((tab) => tab.getAttribute('aria-label'));
      expect(tabs).toEqual(['pick date', 'pick time']);
      fireEvent.click(container.querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
      expect(container.querySelector('.MuiYearCalendar-root')).not.toBeNull();
      unmount();
    },
  );

  claim('One view at a time, with tabs and a toolbar', () => {
    const { container, unmount } = withAdapter(<MobileDateTimePicker defaultValue={VALUE} />);
    fireEvent.click(container.querySelector('input')!);
    const dialog = lastDialog();
    expect(dialog.querySelector('[role="tablist"]')).not.toBeNull();
    expect(dialog.querySelector('.MuiDateTimePickerToolbar-root')).not.toBeNull();
    expect(buttonTexts(dialog)).toEqual(['Cancel', 'OK']);
    // `closeOnSelect` is false: picking a day moves to the clock and the dialog stays open.
    fireEvent.click(button(dialog, 20));
    expect(dialog.querySelector('.MuiTimeClock-root')).not.toBeNull();
    escape();
    unmount();
  });

  claim('Default action bar', () => {
    const desktop = withAdapter(<DesktopDateTimePicker open defaultValue={VALUE} />);
    expect(buttonTexts(lastDialog())).toEqual(['OK']);
    desktop.unmount();
    const mobile = withAdapter(<MobileDateTimePicker open defaultValue={VALUE} />);
    expect(buttonTexts(lastDialog())).toEqual(['Cancel', 'OK']);
    mobile.unmount();
  });

  claim('`closeOnSelect` default', () => {
    const onClose = vi.fn();
    const desktop = withAdapter(<DesktopDateTimePicker open onClose={onClose} defaultValue={VALUE} />);
    const meridiem = at(lastDialog().querySelectorAll('.MuiMultiSectionDigitalClock-root [role="listbox"]'), 2);
    fireEvent.click(button(meridiem, 'PM'));
    expect(onClose).toHaveBeenCalledTimes(1);
    desktop.unmount();
    // On mobile, even the pick of the last (here the only) view leaves the dialog open.
    const mobile = withAdapter(<MobileDateTimePicker open views={['day']} onClose={onClose} defaultValue={VALUE} />);
    fireEvent.click(button(lastDialog(), 20));
    expect(onClose).toHaveBeenCalledTimes(1);
    mobile.unmount();
  });

  claim('**OK** (none when the time fits in a single column)', () => {
    const { container, unmount } = render(<DateTimePickerTimeRenderers />);
    fireEvent.click(at(container.querySelectorAll('button'), 1));
    const popper = lastDialog();
    expect(popper.querySelector('.MuiDigitalClock-root')).not.toBeNull();
    expect(popper.querySelector('.MuiMultiSectionDigitalClock-root')).toBeNull();
    expect(buttonTexts(popper)).toEqual([]);
    escape();
    unmount();
  });

  claim(
    '`viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock, seconds: renderTimeViewClock }}` shows the analog clock',
    () => {
      const { container, unmount } = render(<DateTimePickerTimeRenderers />);
      fireEvent.click(at(container.querySelectorAll('button'), 0));
      expect(lastDialog().querySelector('.MuiTimeClock-root')).not.toBeNull();
      escape();
      unmount();
    },
  );

  describe('with a touch screen', () => {
    withPointer(false);

    claim(
      "it renders `DesktopDateTimePicker` when the `desktopModeMediaQuery` matches (by default `'@media (pointer: fine)'`",
      () => {
        const { container, unmount } = withAdapter(
          <>
            <DateTimePicker />
            <DateTimePicker desktopModeMediaQuery="@media (hover: hover)" />
          </>,
        );
        expect([...container.querySelectorAll('input')].map((input) => input.readOnly)).toEqual([true, false]);
        unmount();
      },
    );
  });
});

describe('the static variant', () => {
  let view: Element;
  beforeAll(() => {
    view = withAdapter(
      <>
        <div id="mobile">
          <StaticDateTimePicker defaultValue={VALUE} />
        </div>
        <div id="desktop">
          <StaticDateTimePicker displayStaticWrapperAs="desktop" defaultValue={VALUE} />
        </div>
      </>,
    ).container;
  });
  const part = (id: string) => view.querySelector(`#${id}`)!;

  claim('`StaticDateTimePicker` has no field and no popup: its views are always rendered inline', () => {
    expect(view.querySelector('input')).toBeNull();
    expect(part('mobile').querySelector('[role="grid"]')).not.toBeNull();
  });

  claim('By default it uses the mobile layout (analog clock, toolbar, tabs).', () => {
    expect(part('mobile').querySelector('.MuiDateTimePickerToolbar-root')).not.toBeNull();
    expect(part('mobile').querySelector('[role="tablist"]')).not.toBeNull();
    fireEvent.click(part('mobile').querySelector('[role="tab"][aria-label="pick time"]')!);
    expect(part('mobile').querySelector('.MuiTimeClock-root')).not.toBeNull();
  });

  claim('`displayStaticWrapperAs="desktop"` hides the toolbar and the tabs and puts AM/PM in the clock', () => {
    const desktop = part('desktop');
    expect(desktop.querySelector('.MuiDateTimePickerToolbar-root')).toBeNull();
    expect(desktop.querySelector('[role="tablist"]')).toBeNull();
    fireEvent.click(button(desktop, 20));
    expect(desktop.querySelector('.MuiTimeClock-root')).not.toBeNull();
    expect(desktop.querySelector('.MuiDateCalendar-root')).toBeNull();
    expect(desktop.querySelector('.MuiClock-amButton')).not.toBeNull();
  });
});

describe('orientation', () => {
  claim(
    'On the mobile and static variants, `orientation="landscape"` places the toolbar on the left of the views (except when the views include hours, minutes and seconds, which always get the portrait layout).',
    () => {
      const { container, unmount } = withAdapter(
        <>
          <StaticDateTimePicker orientation="landscape" defaultValue={VALUE} />
          <StaticDateTimePicker
            orientation="landscape"
            views={['day', 'hours', 'minutes', 'seconds']}
            defaultValue={VALUE}
          />
        </>,
      );
      const layouts = [...container.querySelectorAll('.MuiPickersLayout-root')];
      expect(layouts.map((layout) => layout.classList.contains('MuiPickersLayout-landscape'))).toEqual([true, false]);
      unmount();
    },
  );

  claim(
    "Without it the layout stays portrait: unlike the Date Picker, the Date Time Picker does not follow the screen's orientation.",
    () => {
      const screen = window.screen as Screen & { orientation?: unknown };
      Object.defineProperty(screen, 'orientation', { value: { angle: 90 }, configurable: true });
      const { container, unmount } = withAdapter(
        <>
          <div id="date-time">
            <StaticDateTimePicker defaultValue={VALUE} />
          </div>
          <div id="date">
            <StaticDatePicker defaultValue={VALUE} />
          </div>
        </>,
      );
      expect(container.querySelector('#date-time .MuiPickersLayout-landscape')).toBeNull();
      expect(container.querySelector('#date .MuiPickersLayout-landscape')).not.toBeNull();
      unmount();
      Object.defineProperty(screen, 'orientation', { value: undefined, configurable: true });
    },
  );

  claim(
    'The mobile variant always shows the tabs, whatever the window height, and the desktop variant never does.',
    () => {
      const height = window.innerHeight;
      Object.defineProperty(window, 'innerHeight', { value: 400, configurable: true });
      const { unmount } = withAdapter(<MobileDateTimePicker open defaultValue={VALUE} />);
      expect(lastDialog().querySelector('[role="tablist"]')).not.toBeNull();
      unmount();
      Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
      const desktop = withAdapter(<DesktopDateTimePicker open defaultValue={VALUE} />);
      expect(lastDialog().querySelector('[role="tablist"]')).toBeNull();
      desktop.unmount();
    },
  );

  claim(
    'Hide them with `slotProps={{ tabs: { hidden: true } }}`, or show them on desktop with `hidden: false`.',
    () => {
      const mobile = withAdapter(
        <MobileDateTimePicker open defaultValue={VALUE} slotProps={{ tabs: { hidden: true } }} />,
      );
      expect(lastDialog().querySelector('[role="tablist"]')).toBeNull();
      mobile.unmount();
      const desktop = withAdapter(
        <DesktopDateTimePicker open defaultValue={VALUE} slotProps={{ tabs: { hidden: false } }} />,
      );
      expect(lastDialog().querySelectorAll('[role="tab"]')).toHaveLength(2);
      desktop.unmount();
    },
  );
});

describe('value and views', () => {
  claim('`onChange` fires for every change the user makes, including intermediate ones', () => {
    const onChange = vi.fn();
    const onAccept = vi.fn();
    const { unmount } = withAdapter(
      <MobileDateTimePicker open defaultValue={VALUE} onChange={onChange} onAccept={onAccept} />,
    );
    fireEvent.click(button(lastDialog(), 20));
    expect(onChange.mock.calls.map(([value]) => describeValue(value))).toEqual(['2024-10-20 09:30']);
    expect(onAccept).not.toHaveBeenCalled();
    unmount();
  });

  claim("`views` chooses which of them exist, so `['day', 'hours']` gives a picker with whole hours only", () => {
    const { container, unmount } = withAdapter(
      <>
        <DesktopDateTimePicker views={['day', 'hours']} defaultValue={VALUE} />
        <DesktopDateTimePicker views={['day', 'hours', 'minutes', 'seconds']} defaultValue={VALUE} />
      </>,
    );
    expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
      '17 09 AM',
      '17 09:30:00 AM',
    ]);
    unmount();
  });

  claim('The field format follows the views unless you pass `format`.', () => {
    const { container, unmount } = withAdapter(
      <>
        <DesktopDateTimePicker views={['year', 'day', 'hours']} defaultValue={VALUE} />
        <DesktopDateTimePicker views={['day', 'hours']} format="YYYY-MM-DD HH" defaultValue={VALUE} />
      </>,
    );
    expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
      '10/17/2024 09 AM',
      '2024-10-17 09',
    ]);
    unmount();
  });

  claim('with a 5-minute step by default (`timeSteps` defaults to `{ hours: 1, minutes: 5, seconds: 5 }`)', () => {
    const { unmount } = withAdapter(<DesktopDateTimePicker open defaultValue={VALUE} />);
    const [hours, minutes] = take(
      lastDialog().querySelectorAll('.MuiMultiSectionDigitalClock-root [role="listbox"]'),
      2,
    );
    expect(hours.querySelectorAll('[role="option"]')).toHaveLength(12);
    expect([...minutes.querySelectorAll('[role="option"]')].slice(0, 3).map((option) => option.textContent)).toEqual([
      '00',
      '05',
      '10',
    ]);
    unmount();
  });

  claim('is at most `thresholdToRenderTimeInASingleColumn` (24 by default)', () => {
    const { unmount } = withAdapter(
      <>
        <DesktopDateTimePicker open timeSteps={{ minutes: 60 }} defaultValue={VALUE} />
      </>,
    );
    expect(lastDialog().querySelector('.MuiDigitalClock-root')).not.toBeNull();
    unmount();
  });

  claim('`timeSteps` only changes which options the views offer.', () => {
    const onError = vi.fn();
    const { unmount } = withAdapter(
      <>
        <DateTimePicker timeSteps={{ minutes: 15 }} defaultValue={VALUE.minute(7)} onError={onError} />
        <DateTimePicker minutesStep={15} defaultValue={VALUE.minute(7)} onError={onError} />
      </>,
    );
    expect(onError.mock.calls.map(([error]) => error)).toEqual(['minutesStep']);
    unmount();
  });

  claim('By default it follows the locale of the adapter (`true` with the default English locale of Day.js).', () => {
    const { container, unmount } = withAdapter(<DateTimePicker defaultValue={VALUE.hour(15)} />);
    expect(container.querySelector('input')?.value).toBe('10/17/2024 03:30 PM');
    unmount();
  });
});

describe('validation', () => {
  claim(
    '`minTime` and `maxTime` on the other hand apply to the time of **every** day, unless you set `disableIgnoringDatePartForTimeValidation`.',
    () => {
      const onError = vi.fn();
      const minTime = VALUE.hour(8);
      const { unmount } = withAdapter(
        <>
          <DateTimePicker minTime={minTime} defaultValue={VALUE.add(2, 'day').hour(7)} onError={onError} />
          <DateTimePicker
            minTime={minTime}
            disableIgnoringDatePartForTimeValidation
            defaultValue={VALUE.add(2, 'day').hour(7)}
            onError={onError}
          />
        </>,
      );
      expect(onError.mock.calls.map(([error]) => error)).toEqual(['minTime']);
      unmount();
    },
  );

  claim(
    '`minDateTime`, `maxDateTime`, `disablePast` and `disableFuture` also turn `disableIgnoringDatePartForTimeValidation` on by default.',
    () => {
      const onError = vi.fn();
      const { unmount } = withAdapter(
        <DateTimePicker minDateTime={VALUE} defaultValue={VALUE.add(2, 'day').hour(7)} onError={onError} />,
      );
      expect(onError).not.toHaveBeenCalled();
      unmount();
    },
  );

  // Settled by rendering and by reading `DateTimePicker/shared.js`: `minDateTime` becomes both `minDate` and `minTime`
  // (`minTime: minDateTime ?? minTime`), and it turns on `disableIgnoringDatePartForTimeValidation`.
  claim(
    '`minDateTime` and `maxDateTime`: on the first and last allowed days the time is bounded too, while the days in between accept any time.',
    () => {
      const errors = (value: Dayjs, extra: { minTime?: Dayjs } = {}) => {
        const onError = vi.fn();
        const { unmount } = withAdapter(
          <DateTimePicker minDateTime={VALUE} {...extra} defaultValue={value} onError={onError} />,
        );
        unmount();
        return onError.mock.calls.map(([error]) => error);
      };
      expect(errors(VALUE.hour(9).minute(0))).toEqual(['minTime']);
      expect(errors(VALUE.subtract(1, 'day').hour(12))).toEqual(['minDate']);
      expect(errors(VALUE.add(1, 'day').hour(7))).toEqual([]);
      // "which replace them": a `minTime` of 08:00 next to `minDateTime` is not applied on a later day.
      expect(errors(VALUE.add(1, 'day').hour(7), { minTime: VALUE.hour(8) })).toEqual([]);
    },
  );

  claim("It only affects the desktop variant's digital time columns", () => {
    const minTime = VALUE.hour(8);
    const { unmount } = withAdapter(<DesktopDateTimePicker open skipDisabled minTime={minTime} defaultValue={VALUE} />);
    const hours = lastDialog().querySelector('.MuiMultiSectionDigitalClock-root [role="listbox"]')!;
    // The AM column: 12 AM to 7 AM are before 8 AM and left out.
    expect(hours.querySelectorAll('[role="option"]')).toHaveLength(4);
    unmount();
    const mobile = withAdapter(
      // @ts-expect-error `skipDisabled` is not a static (clock) prop: passed anyway to show it has no effect there.
      <StaticDateTimePicker skipDisabled openTo="hours" minTime={minTime} defaultValue={VALUE} />,
    );
    expect(mobile.container.querySelectorAll('.MuiClockNumber-root')).toHaveLength(12);
    expect(mobile.container.querySelectorAll('.MuiClockNumber-root.Mui-disabled').length).toBeGreaterThan(0);
    mobile.unmount();
  });
});

claim('Import one of them directly to always get the same behaviour.', () => {
  const { container, unmount } = withAdapter(
    <>
      {/* @ts-expect-error `desktopModeMediaQuery` is not a desktop prop: passed anyway to show it is ignored. */}
      <DesktopDateTimePicker desktopModeMediaQuery="@media (min-width: 99999px)" />
      <MobileDateTimePicker />
    </>,
  );
  expect([...container.querySelectorAll('input')].map((input) => input.readOnly)).toEqual([false, true]);
  unmount();
});

untestable('Every validation prop, the error codes and how to show an error message are on the', 'a link');
// Desktop variant: the value is typed with ArrowUp on the day section, then the field is blurred. `onAccept` only
// comes when the popper is opened and dismissed afterwards (Escape), with the typed value.
claim('a value typed in the field does not reach `onAccept` until the user opens and closes the picker', () => {
  const onChange = vi.fn();
  const onAccept = vi.fn();
  const { container, unmount } = withAdapter(
    <DesktopDateTimePicker defaultValue={VALUE} onChange={onChange} onAccept={onAccept} />,
  );
  const input = container.querySelector('input')!;
  input.focus();
  input.setSelectionRange(3, 5);
  fireEvent.click(input);
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  fireEvent.blur(input);
  expect(onChange.mock.calls.map(([value]) => describeValue(value))).toEqual(['2024-10-18 09:30']);
  // "its `context.validationError` is `null` once the value is valid"
  expect(onChange.mock.calls[0]?.[1]).toMatchObject({ validationError: null });
  expect(onAccept).not.toHaveBeenCalled();
  fireEvent.click(container.querySelector('button')!);
  expect(onAccept).not.toHaveBeenCalled();
  escape();
  expect(onAccept.mock.calls.map(([value]) => describeValue(value))).toEqual(['2024-10-18 09:30']);
  unmount();
});
untestable(
  'lists exactly when each callback fires',
  'a link to the lifecycle page, whose own claims test each callback',
);
