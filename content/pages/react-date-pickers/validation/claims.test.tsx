import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import ErrorCodesLog from './demos/ErrorCodesLog';
import ErrorMessageValidation from './demos/ErrorMessageValidation';
import FieldVsViewValidation from './demos/FieldVsViewValidation';
import MinDateAcrossViews from './demos/MinDateAcrossViews';
import MinutesStepValidation from './demos/MinutesStepValidation';
import RangeValidationMessage from './demos/RangeValidationMessage';
import ShouldDisableDateInViews from './demos/ShouldDisableDateInViews';
import UseValidationHook from './demos/UseValidationHook';

const DAY = dayjs('2024-10-17T09:30');
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
const button = (root: Element, text: string | number) =>
  [...root.querySelectorAll('button')].find((element) => element.textContent === String(text)) as HTMLButtonElement;
const dayButton = (root: Element, day: number) =>
  [...root.querySelectorAll<HTMLButtonElement>('.MuiPickersDay-root')].find(
    (element) =>
      element.textContent === String(day) && !element.classList.contains('MuiPickersDay-hiddenDaySpacingFiller'),
  )!;

/** The last error a component reported through `onError` (`null` when it never reported one). */
function errorOf(element: (onError: (error: unknown) => void) => React.ReactElement): unknown {
  const onError = vi.fn();
  const { unmount } = withAdapter(element(onError));
  unmount();
  return onError.mock.calls.at(-1)?.[0] ?? null;
}

/** Selects the section of a single-input field that starts at `start` and presses a key in it. */
const pressInSection = (input: HTMLInputElement, start: number, end: number, key: string) => {
  input.focus();
  input.setSelectionRange(start, end);
  fireEvent.click(input);
  fireEvent.keyDown(input, { key });
};

describe('how validation works', () => {
  claim(
    'The calendar below does not let you click a day after October 17, but the field accepts a later date (type one) and only flags it',
    () => {
      const { container, unmount } = render(<FieldVsViewValidation />);
      const input = container.querySelector('input')!;
      expect(input.value).toBe('10/20/2024');
      expect(container.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Error: maxDate');
      expect(dayButton(container, 17).disabled).toBe(false);
      expect(dayButton(container, 18).disabled).toBe(true);
      // Typing one more day: the value is set, and the code still says why it is wrong.
      pressInSection(input, 3, 5, 'ArrowUp');
      expect(input.value).toBe('10/21/2024');
      expect(container.querySelector('code')?.textContent).toBe('2024-10-21');
      unmount();
    },
  );

  claim(
    'When the current value breaks a rule, the field gets the error state (red outline and label) and the component reports an error code.',
    () => {
      const { container, unmount } = render(<FieldVsViewValidation />);
      expect(container.querySelector('.MuiInputBase-root')?.classList).toContain('Mui-error');
      expect(container.querySelector('label')?.classList).toContain('Mui-error');
      unmount();
    },
  );

  claim('The value itself is never changed or refused', () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(<DateField defaultValue={DAY} maxDate={DAY} onChange={onChange} />);
    const input = container.querySelector('input')!;
    pressInSection(input, 3, 5, 'ArrowUp');
    expect(input.value).toBe('10/18/2024');
    expect(onChange.mock.calls[0]?.[0].format('YYYY-MM-DD')).toBe('2024-10-18');
    unmount();
  });

  claim(
    '`onError(error, value)` is called each time the error changes, including when the component mounts with an invalid value and when the error goes back to `null`.',
    () => {
      const onError = vi.fn();
      const { container, unmount } = withAdapter(
        <DateField defaultValue={DAY.add(1, 'day')} maxDate={DAY} onError={onError} />,
      );
      expect(onError.mock.calls.map(([error, value]) => [error, value.format('MM-DD')])).toEqual([
        ['maxDate', '10-18'],
      ]);
      const input = container.querySelector('input')!;
      pressInSection(input, 3, 5, 'ArrowDown');
      // Still invalid? No: back to null. A second step down keeps it null and calls nothing.
      pressInSection(input, 3, 5, 'ArrowDown');
      expect(onError.mock.calls.map(([error]) => error)).toEqual(['maxDate', null]);
      unmount();
    },
  );

  claim('`onChange` and `onAccept` receive the error of the new value as `context.validationError`', () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(<DateField defaultValue={DAY} maxDate={DAY} onChange={onChange} />);
    pressInSection(container.querySelector('input')!, 3, 5, 'ArrowUp');
    expect(onChange.mock.calls[0]?.[1]).toMatchObject({ validationError: 'maxDate' });
    unmount();
  });

  claim(
    '`skipDisabled` hides the disabled times instead, in the digital clocks only: `DigitalClock`, `MultiSectionDigitalClock` and the time views of the desktop pickers. The analog clock of the mobile and static pickers ignores it',
    () => {
      const minTime = DAY.hour(20).minute(0);
      const { container, unmount } = withAdapter(
        <>
          <div id="digital">
            <DigitalClock defaultValue={DAY.hour(21)} minTime={minTime} skipDisabled ampm={false} />
          </div>
          <div id="multi">
            <MultiSectionDigitalClock defaultValue={DAY.hour(21)} minTime={minTime} skipDisabled ampm={false} />
          </div>
          <div id="analog">
            {/* The analog clock has no such prop in its types: passed anyway, it changes nothing. */}
            <TimeClock defaultValue={DAY.hour(21)} minTime={minTime} ampm={false} {...{ skipDisabled: true }} />
          </div>
        </>,
      );
      const digital = [...container.querySelectorAll('#digital [role="option"]')].map((item) => item.textContent);
      expect(digital[0]).toBe('20:00');
      const hours = [...container.querySelectorAll('#multi [aria-label="Select hours"] [role="option"]')];
      expect(hours[0]?.textContent).toBe('20');
      // The analog clock still draws the hours before 20:00, disabled.
      const analogHours = [...container.querySelectorAll('#analog [role="option"]')];
      expect(analogHours).toHaveLength(24);
      expect(analogHours.find((item) => item.textContent === '8')?.getAttribute('aria-disabled')).toBe('true');
      unmount();
    },
  );
});

describe('date validation', () => {
  claim(
    'These props are accepted by every component that edits a date: `DatePicker`, `DateField`, `DateCalendar`, `DateTimePicker`, `DateTimeField` and the range components.',
    () => {
      const minDate = DAY.add(1, 'day');
      expect(errorOf((onError) => <DatePicker defaultValue={DAY} minDate={minDate} onError={onError} />)).toBe(
        'minDate',
      );
      expect(errorOf((onError) => <DateTimePicker defaultValue={DAY} minDate={minDate} onError={onError} />)).toBe(
        'minDate',
      );
      expect(errorOf((onError) => <DateTimeField defaultValue={DAY} minDate={minDate} onError={onError} />)).toBe(
        'minDate',
      );
      expect(
        errorOf((onError) => (
          <SingleInputDateRangeField defaultValue={[DAY, minDate]} minDate={minDate} onError={onError} />
        )),
      ).toEqual(['minDate', null]);
      const { container, unmount } = withAdapter(<DateCalendar defaultValue={minDate} minDate={minDate} />);
      expect(dayButton(container, 17).disabled).toBe(true);
      unmount();
    },
  );

  claim('`minDate` and `maxDate` are inclusive and compared by day, so the time of the bound does not matter.', () => {
    expect(
      errorOf((onError) => (
        <DateTimeField defaultValue={DAY.hour(8)} minDate={DAY.hour(15)} maxDate={DAY.hour(7)} onError={onError} />
      )),
    ).toBeNull();
    expect(errorOf((onError) => <DateField defaultValue={DAY} minDate={DAY.add(1, 'day')} onError={onError} />)).toBe(
      'minDate',
    );
  });

  claim('They default to 1900-01-01 and 2099-12-31.', () => {
    expect(errorOf((onError) => <DateField defaultValue={dayjs('1900-01-01')} onError={onError} />)).toBeNull();
    expect(errorOf((onError) => <DateField defaultValue={dayjs('1899-12-31')} onError={onError} />)).toBe('minDate');
    expect(errorOf((onError) => <DateField defaultValue={dayjs('2099-12-31')} onError={onError} />)).toBeNull();
    expect(errorOf((onError) => <DateField defaultValue={dayjs('2100-01-01')} onError={onError} />)).toBe('maxDate');
  });

  claim('With `minDate` on October 17, September is disabled but October is not.', () => {
    const { container, unmount } = render(<MinDateAcrossViews />);
    expect(button(container, 'Sep').disabled).toBe(true);
    expect(button(container, 'Oct').disabled).toBe(false);
    unmount();
  });

  claim(
    'When a click in those views would land on a forbidden day (from November 5, picking October gives October 5), the calendar moves the value to the closest allowed day of that month or year, here October 17.',
    () => {
      const { container, unmount } = render(<MinDateAcrossViews />);
      expect(container.querySelector('code')?.textContent).toBe('2024-11-05');
      fireEvent.click(button(container, 'Oct'));
      expect(container.querySelector('code')?.textContent).toBe('2024-10-17');
      unmount();
    },
  );

  claim('`disablePast` and `disableFuture` work the same way.', () => {
    // The clock is set to October 17; only `Date` is faked, so the calendar's own timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-17T12:00'));
    try {
      const pickOctober = (props: React.ComponentProps<typeof DateCalendar<Dayjs>>) => {
        const onChange = vi.fn();
        const { container, unmount } = withAdapter(
          <DateCalendar {...props} views={['month', 'day']} openTo="month" onChange={onChange} />,
        );
        const disabled = ['Sep', 'Oct', 'Nov'].filter((month) => button(container, month).disabled);
        fireEvent.click(button(container, 'Oct'));
        unmount();
        return { disabled, picked: (onChange.mock.calls[0]?.[0] as Dayjs).format('YYYY-MM-DD') };
      };
      // From November 5, October 5 is in the past: the value moves to today.
      expect(pickOctober({ defaultValue: dayjs('2024-11-05'), disablePast: true })).toEqual({
        disabled: ['Sep'],
        picked: '2024-10-17',
      });
      // From September 25, October 25 is in the future: the value moves back to today.
      expect(pickOctober({ defaultValue: dayjs('2024-09-25'), disableFuture: true })).toEqual({
        disabled: ['Nov'],
        picked: '2024-10-17',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  claim(
    '`disablePast` rejects the days before today and `disableFuture` the days after today (today is always allowed).',
    () => {
      const today = dayjs();
      expect(
        errorOf((onError) => <DateField defaultValue={today} disablePast disableFuture onError={onError} />),
      ).toBeNull();
      expect(
        errorOf((onError) => <DateField defaultValue={today.subtract(1, 'day')} disablePast onError={onError} />),
      ).toBe('disablePast');
      expect(
        errorOf((onError) => <DateField defaultValue={today.add(1, 'day')} disableFuture onError={onError} />),
      ).toBe('disableFuture');
    },
  );

  claim('Keep it fast, it is called for every day the calendar renders.', () => {
    const seen = new Set<string>();
    const { unmount } = withAdapter(
      <DateCalendar
        defaultValue={DAY}
        shouldDisableDate={(day) => {
          seen.add(day.format('YYYY-MM-DD'));
          return false;
        }}
      />,
    );
    for (let day = 1; day <= 31; day += 1) expect(seen).toContain(`2024-10-${String(day).padStart(2, '0')}`);
    unmount();
  });

  claim(
    "Error code: `'shouldDisableDate'`. On range components it receives a second argument, `'start'` or `'end'`.",
    () => {
      expect(
        errorOf((onError) => <DateField defaultValue={DAY} shouldDisableDate={() => true} onError={onError} />),
      ).toBe('shouldDisableDate');
      const positions = new Set<unknown>();
      const error = errorOf((onError) => (
        <SingleInputDateRangeField
          defaultValue={[DAY, DAY.add(2, 'day')]}
          shouldDisableDate={(day, position) => {
            positions.add(position);
            return position === 'end' && day.date() === 19;
          }}
          onError={onError}
        />
      ));
      expect([...positions].sort()).toEqual(['end', 'start']);
      expect(error).toEqual([null, 'shouldDisableDate']);
    },
  );

  claim('`shouldDisableDate` only acts on the day view (and on the value, through the error code).', () => {
    const { container, unmount } = withAdapter(
      <DateCalendar
        defaultValue={DAY}
        views={['year', 'day']}
        openTo="year"
        shouldDisableDate={(day) => day.year() === 2025}
      />,
    );
    expect(button(container, 2025).disabled).toBe(false);
    fireEvent.click(button(container, 2025));
    expect(dayButton(container, 17).disabled).toBe(true);
    unmount();
  });

  claim(
    'The month and year views do not call it for every day they contain, so a month whose days are all disabled stays clickable there: the click leads to a day view where nothing can be picked, and the value does not change.',
    () => {
      const { container, unmount } = render(<ShouldDisableDateInViews />);
      const [first, second] = [...container.querySelectorAll('.MuiDateCalendar-root')];
      expect(button(first!, 'Dec').disabled).toBe(false);
      expect(button(second!, 'Dec').disabled).toBe(true);
      fireEvent.click(button(first!, 'Dec'));
      expect(first!.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('December 2024');
      const days = [...first!.querySelectorAll<HTMLButtonElement>('button.MuiPickersDay-root')];
      expect(days.length).toBe(31);
      expect(days.every((day) => day.disabled)).toBe(true);
      // The month click kept the value on October 17 (selected, though not shown in December).
      fireEvent.click(first!.querySelector('button[title="Previous month"]')!);
      fireEvent.click(first!.querySelector('button[title="Previous month"]')!);
      expect(first!.querySelector('.Mui-selected')?.textContent).toBe('17');
      unmount();
    },
  );

  claim('Here a stay cannot begin on a Sunday or end on a Saturday', () => {
    const { container, unmount } = withAdapter(
      <DateRangeCalendar
        calendars={1}
        referenceDate={DAY}
        shouldDisableDate={(day, position) => (position === 'start' ? day.day() === 0 : day.day() === 6)}
      />,
    );
    // October 2024: the 20th is a Sunday, the 19th a Saturday.
    expect(dayButton(container, 20).disabled).toBe(true);
    expect(dayButton(container, 19).disabled).toBe(false);
    fireEvent.click(dayButton(container, 14));
    expect(dayButton(container, 20).disabled).toBe(false);
    expect(dayButton(container, 19).disabled).toBe(true);
    unmount();
  });

  claim('They disable the buttons of the month and year views, and every day in those months or years.', () => {
    const { container, unmount } = withAdapter(
      <DateCalendar
        defaultValue={DAY}
        views={['year', 'month', 'day']}
        shouldDisableMonth={(month) => month.month() === 9}
        shouldDisableYear={(year) => year.year() === 2026}
      />,
    );
    expect(
      [...container.querySelectorAll<HTMLButtonElement>('button.MuiPickersDay-root')].every((day) => day.disabled),
    ).toBe(true);
    fireEvent.click(container.querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
    expect(button(container, 2026).disabled).toBe(true);
    expect(button(container, 2025).disabled).toBe(false);
    unmount();
    expect(
      errorOf((onError) => (
        <DateField defaultValue={DAY} shouldDisableMonth={(month) => month.month() === 9} onError={onError} />
      )),
    ).toBe('shouldDisableMonth');
    expect(
      errorOf((onError) => (
        <DateField defaultValue={DAY} shouldDisableYear={(year) => year.year() === 2024} onError={onError} />
      )),
    ).toBe('shouldDisableYear');
  });
});

describe('time validation', () => {
  claim('By default only the time part is compared: `minTime` at 09:00 on any date rejects 08:59 on every day.', () => {
    const minTime = dayjs('2030-01-01T09:00');
    expect(
      errorOf((onError) => <TimeField defaultValue={DAY.hour(8).minute(59)} minTime={minTime} onError={onError} />),
    ).toBe('minTime');
    expect(
      errorOf((onError) => <TimeField defaultValue={DAY.hour(9).minute(0)} minTime={minTime} onError={onError} />),
    ).toBeNull();
  });

  claim('`disableIgnoringDatePartForTimeValidation` makes the comparison use the full date and time instead', () => {
    const minTime = DAY.subtract(1, 'day').hour(9).minute(0);
    expect(
      errorOf((onError) => (
        <TimeField
          defaultValue={DAY.hour(8)}
          minTime={minTime}
          disableIgnoringDatePartForTimeValidation
          onError={onError}
        />
      )),
    ).toBeNull();
  });

  claim(
    "So on a `DateTimePicker` with `disablePast` or `disableFuture`, `minTime` and `maxTime` become timestamps: with `minTime` at 09:00 on October 17, 08:00 on October 19 is valid for `onError`, while the picker's field, which still compares the time of day only, shows it in the error state and `onChange` gets `'minTime'` as `context.validationError`.",
    () => {
      // Only `Date` is faked, so that "the past" is before October 17 at noon.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2024-10-17T12:00'));
      try {
        const minTime = dayjs('2024-10-17T09:00');
        const at = (hour: number) => dayjs('2024-10-19').hour(hour);
        // Without disablePast, the time of day is compared: 08:00 is refused on any day.
        expect(errorOf((onError) => <DateTimePicker defaultValue={at(8)} minTime={minTime} onError={onError} />)).toBe(
          'minTime',
        );
        const onError = vi.fn();
        const onChange = vi.fn();
        const { container, unmount } = withAdapter(
          <DateTimePicker
            defaultValue={at(7)}
            minTime={minTime}
            disablePast
            onError={onError}
            onChange={onChange}
            ampm={false}
          />,
        );
        const input = container.querySelector('input')!;
        // 07:00 → 08:00 with the hours section's ArrowUp.
        pressInSection(input, 11, 13, 'ArrowUp');
        expect(input.value).toBe('10/19/2024 08:00');
        expect(onChange.mock.calls.map(([, context]) => context.validationError)).toEqual(['minTime']);
        expect(onError).not.toHaveBeenCalled();
        expect(input.getAttribute('aria-invalid')).toBe('true');
        expect(container.querySelector('.MuiInputBase-root')!.classList.contains('Mui-error')).toBe(true);
        unmount();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  claim(
    'On `DateTimeField` and the date time range fields in 7.21.0, an explicit `disableIgnoringDatePartForTimeValidation` is ignored',
    () => {
      const minTime = DAY.subtract(1, 'day').hour(9).minute(0);
      expect(
        errorOf((onError) => (
          <DateTimeField
            defaultValue={DAY.hour(8)}
            minTime={minTime}
            disableIgnoringDatePartForTimeValidation
            onError={onError}
          />
        )),
      ).toBe('minTime');
      // The same on a date time range field: 08:00 on the 17th is after 09:00 on the 16th, yet it is refused.
      expect(
        errorOf((onError) => (
          <SingleInputDateTimeRangeField
            defaultValue={[DAY.hour(8), DAY.hour(10)]}
            minTime={minTime}
            disableIgnoringDatePartForTimeValidation
            onError={onError}
          />
        )),
      ).toEqual(['minTime', null]);
    },
  );

  claim(
    'On the date time components, `minDateTime` and `maxDateTime` bound the full timestamp: on the first allowed day the times before `minDateTime` are rejected, and on the days after it every time is allowed.',
    () => {
      const minDateTime = DAY.hour(10).minute(0);
      const at = (value: Dayjs) =>
        errorOf((onError) => <DateTimeField defaultValue={value} minDateTime={minDateTime} onError={onError} />);
      expect(at(DAY.hour(9))).toBe('minTime');
      expect(at(DAY.add(1, 'day').hour(6))).toBeNull();
      expect(at(DAY.subtract(1, 'day').hour(12))).toBe('minDate');
    },
  );

  claim('Compare with `minTime` and `maxTime`, which restrict the hours of every day.', () => {
    const bounded = (value: Dayjs) =>
      errorOf((onError) => (
        <DateTimeField
          defaultValue={value}
          minTime={DAY.hour(9).minute(0)}
          maxTime={DAY.hour(18).minute(0)}
          onError={onError}
        />
      ));
    expect(bounded(DAY.add(5, 'day').hour(8))).toBe('minTime');
    expect(bounded(DAY.subtract(5, 'day').hour(19))).toBe('maxTime');
    expect(bounded(DAY.add(5, 'day').hour(12))).toBeNull();
  });

  claim('When both are given, `minDateTime` wins over `minDate` and `minTime` (same for the maximum).', () => {
    expect(
      errorOf((onError) => (
        <DateTimeField
          defaultValue={DAY.subtract(2, 'day').hour(12)}
          minDate={DAY.subtract(5, 'day')}
          minTime={DAY.hour(11)}
          minDateTime={DAY.hour(10).minute(0)}
          onError={onError}
        />
      )),
    ).toBe('minDate');
    expect(
      errorOf((onError) => (
        <DateTimeField
          defaultValue={DAY.add(1, 'day').hour(8)}
          minTime={DAY.hour(11)}
          minDateTime={DAY.hour(10).minute(0)}
          onError={onError}
        />
      )),
    ).toBeNull();
  });

  claim(
    "`shouldDisableTime(value, view)` is called with a date and the view being checked, `'hours'`, `'minutes'` or `'seconds'`.",
    () => {
      const views = new Set<string>();
      const error = errorOf((onError) => (
        <TimeField
          defaultValue={DAY.hour(9).minute(30).second(15)}
          format="HH:mm:ss"
          shouldDisableTime={(value, view) => {
            views.add(view);
            return view === 'seconds' && value.second() === 15;
          }}
          onError={onError}
        />
      ));
      expect([...views].sort()).toEqual(['hours', 'minutes', 'seconds']);
      expect(error).toBe('shouldDisableTime-seconds');
      expect(
        errorOf((onError) => (
          <TimeField defaultValue={DAY} shouldDisableTime={(value, view) => view === 'hours'} onError={onError} />
        )),
      ).toBe('shouldDisableTime-hours');
    },
  );

  claim('`disablePast` and `disableFuture` also apply to times, compared with the current instant.', () => {
    const now = dayjs();
    expect(
      errorOf((onError) => <TimeField defaultValue={now.subtract(2, 'minute')} disablePast onError={onError} />),
    ).toBe('disablePast');
    expect(
      errorOf((onError) => <TimeField defaultValue={now.add(2, 'minute')} disableFuture onError={onError} />),
    ).toBe('disableFuture');
  });

  claim(
    "`minutesStep` rejects the minutes that are not a multiple of it (error `'minutesStep'`), disables them in the views, and makes the arrow keys of the field's minutes section jump by that step.",
    () => {
      expect(errorOf((onError) => <TimeField defaultValue={DAY.minute(40)} minutesStep={15} onError={onError} />)).toBe(
        'minutesStep',
      );
      const { container, unmount } = render(<MinutesStepValidation />);
      const input = container.querySelector('input')!;
      expect(input.value).toBe('09:45 AM');
      pressInSection(input, 3, 5, 'ArrowUp');
      expect(input.value).toBe('09:00 AM');
      unmount();
      const clock = withAdapter(
        <MultiSectionDigitalClock defaultValue={DAY.minute(45)} minutesStep={15} timeSteps={{ minutes: 5 }} />,
      );
      const minutes = [...clock.container.querySelectorAll('[aria-label="Select minutes"] [role="option"]')];
      expect(minutes.find((item) => item.textContent === '05')?.getAttribute('aria-disabled')).toBe('true');
      expect(minutes.find((item) => item.textContent === '15')?.getAttribute('aria-disabled')).not.toBe('true');
      clock.unmount();
    },
  );

  claim('It is separate from `timeSteps`, which only sets which options the digital clocks list.', () => {
    expect(
      errorOf((onError) => (
        <DesktopTimePicker defaultValue={DAY.minute(7)} timeSteps={{ minutes: 15 }} onError={onError} />
      )),
    ).toBeNull();
  });
});

describe('error codes', () => {
  claim('The first rule broken wins, in this order', () => {
    // Sunday October 20, in the future, after maxDate: shouldDisableDate comes first, then disableFuture, then maxDate.
    const value = dayjs().add(3, 'year');
    expect(
      errorOf((onError) => (
        <DateField defaultValue={value} shouldDisableDate={() => true} disableFuture maxDate={DAY} onError={onError} />
      )),
    ).toBe('shouldDisableDate');
    expect(errorOf((onError) => <DateField defaultValue={value} disableFuture maxDate={DAY} onError={onError} />)).toBe(
      'disableFuture',
    );
    expect(
      errorOf((onError) => (
        <TimeField defaultValue={DAY.hour(7).minute(7)} minTime={DAY.hour(8)} minutesStep={5} onError={onError} />
      )),
    ).toBe('minTime');
    // Date time: the date codes before the time codes.
    expect(
      errorOf((onError) => (
        <DateTimeField defaultValue={DAY.hour(7)} minDate={DAY.add(1, 'day')} minTime={DAY.hour(8)} onError={onError} />
      )),
    ).toBe('minDate');
  });

  claim("`'invalidDate'` means the field holds an incomplete or impossible date", () => {
    const onError = vi.fn();
    const { container, unmount } = withAdapter(<DateField defaultValue={DAY} onError={onError} />);
    pressInSection(container.querySelector('input')!, 3, 5, 'Delete');
    expect(onError.mock.calls.at(-1)?.[0]).toBe('invalidDate');
    unmount();
  });

  claim('A `null` value is never an error', () => {
    expect(
      errorOf((onError) => (
        <DateField defaultValue={null} minDate={DAY} shouldDisableDate={() => true} onError={onError} />
      )),
    ).toBeNull();
  });

  claim(
    "Only when both are valid and filled is the order checked: when the end is before the start, both items are `'invalidRange'`. A range with only one bound filled has no range error.",
    () => {
      expect(
        errorOf((onError) => (
          <SingleInputDateRangeField defaultValue={[DAY, DAY.subtract(1, 'day')]} onError={onError} />
        )),
      ).toEqual(['invalidRange', 'invalidRange']);
      expect(
        errorOf((onError) => (
          <SingleInputDateRangeField defaultValue={[DAY.subtract(1, 'day'), null]} onError={onError} />
        )),
      ).toBeNull();
      // Each bound first: a bound out of bounds reports its own code, not 'invalidRange'.
      expect(
        errorOf((onError) => (
          <SingleInputDateRangeField defaultValue={[DAY, DAY.subtract(1, 'day')]} minDate={DAY} onError={onError} />
        )),
      ).toEqual([null, 'minDate']);
    },
  );

  claim('Edit the field below to see which code each rule reports.', () => {
    const { container, unmount } = render(<ErrorCodesLog />);
    const code = () => container.querySelector('code')?.textContent;
    expect(code()).toBe('null');
    const input = container.querySelector('input')!;
    // 10/17/2024 09:30: two hours down breaks the 08:00 minimum.
    pressInSection(input, 11, 13, 'ArrowDown');
    pressInSection(input, 11, 13, 'ArrowDown');
    expect(input.value).toBe('10/17/2024 07:30');
    expect(code()).toBe("'minTime'");
    unmount();
  });
});

describe('messages and the hook', () => {
  claim('Store the code from `onError` and turn it into a `helperText` through `slotProps.textField`', () => {
    const { container, unmount } = render(<ErrorMessageValidation />);
    expect(container.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Choose a day from Oct 1');
    unmount();
  });

  claim('The components show the error state but no text', () => {
    const { container, unmount } = withAdapter(<DateField defaultValue={DAY} maxDate={DAY.subtract(1, 'day')} />);
    expect(container.querySelector('.Mui-error')).not.toBeNull();
    expect(container.querySelector('.MuiFormHelperText-root')).toBeNull();
    unmount();
  });

  claim(
    'On a multi-input range picker, `slotProps.textField` can be a function that receives the `position` of each input, so each bound shows its own message.',
    () => {
      const { container, unmount } = render(<RangeValidationMessage />);
      const texts = [...container.querySelectorAll('.MuiFormHelperText-root')].map((item) => item.textContent);
      expect(texts).toEqual(['The end is before the start', 'The end is before the start']);
      unmount();
    },
  );

  claim('Here a submit button uses it to stay disabled while the date is out of bounds.', () => {
    const { container, unmount } = render(<UseValidationHook />);
    expect(button(container, 'Book').disabled).toBe(true);
    expect(container.textContent).toContain('validationError: maxDate');
    unmount();
  });
});

untestable(
  'Every picker, field and calendar accepts validation props.',
  'a summary of the sections below, each tested on its own components',
);
