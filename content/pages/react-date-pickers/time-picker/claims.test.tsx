import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import * as timeViewRenderers from '@mui/x-date-pickers/timeViewRenderers';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, describe, expect, vi } from 'vitest';
import { withPointer } from '@/claims/pointerMedia';
import { claim } from '@/claims/claim';
import ControlledTimePicker from './demos/ControlledTimePicker';
import TimePickerLandscape from './demos/TimePickerLandscape';
import TimePickerReadOnlyDisabled from './demos/TimePickerReadOnlyDisabled';
import TimePickerValidation from './demos/TimePickerValidation';
import TimePickerVariants from './demos/TimePickerVariants';
import TimePickerViewRenderers from './demos/TimePickerViewRenderers';
import TimePickerViews from './demos/TimePickerViews';

const DAY = dayjs('2024-10-17T09:30');
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
const dialogs = () => [...document.querySelectorAll('[role="dialog"]')];
const lastDialog = () => dialogs().at(-1)!;
const closeAll = () => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (!dialogs().some((dialog) => dialog.contains(document.activeElement))) return;
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  }
};
const button = (root: Element, text: string) =>
  [...root.querySelectorAll('button')].find((element) => element.textContent === text) as HTMLButtonElement;
/** The options of one column of the multi-section digital clock ('hours', 'minutes', 'seconds' or 'meridiem'). */
const column = (root: Element, view: string) => [
  ...root.querySelectorAll<HTMLElement>(`[role="listbox"][aria-label^="Select ${view}"] [role="option"]`),
];
const option = (root: Element, view: string, text: string) =>
  column(root, view).find((item) => item.textContent === text)!;
const log = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD HH:mm:ss') : String(value));

afterEach(closeAll);
withPointer(true);

describe('value and date part', () => {
  claim('picking 14:00 on a value of October 17 gives October 17 at 14:00', () => {
    const { container, unmount } = render(<ControlledTimePicker />);
    fireEvent.click(container.querySelector('button')!);
    fireEvent.click(option(lastDialog(), 'hours', '03'));
    expect(container.textContent).toContain('Value: 2024-10-17 15:00');
    unmount();
  });

  claim(
    'Like every picker, it returns a date object of your library, whose date part comes from the previous value or from `referenceDate`.',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(<DesktopTimePicker referenceDate={DAY} onChange={onChange} />);
      fireEvent.click(container.querySelector('button')!);
      fireEvent.click(option(lastDialog(), 'hours', '04'));
      const value = onChange.mock.calls[0]?.[0] as Dayjs;
      expect(dayjs.isDayjs(value)).toBe(true);
      expect(value.format('YYYY-MM-DD')).toBe('2024-10-17');
      unmount();
    },
  );

  claim('When the picker is empty, the date comes from `referenceDate`, today by default.', () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(<DesktopTimePicker onChange={onChange} />);
    fireEvent.click(container.querySelector('button')!);
    fireEvent.click(option(lastDialog(), 'hours', '04'));
    expect((onChange.mock.calls[0]?.[0] as Dayjs).format('YYYY-MM-DD')).toBe(dayjs().format('YYYY-MM-DD'));
    unmount();
  });
});

describe('onChange and onAccept', () => {
  const recorder = () => {
    const events: string[] = [];
    return {
      events,
      props: {
        onChange: (value: Dayjs | null) => events.push(`change ${log(value)}`),
        onAccept: (value: Dayjs | null) => events.push(`accept ${log(value)}`),
      },
    };
  };

  claim(
    '`onChange` fires on every change, including each column clicked; `onAccept` fires once the user commits the time: on desktop when the last column (minutes, or AM/PM with a 12-hour clock) is clicked or with the OK button',
    () => {
      const twelve = recorder();
      const first = withAdapter(<DesktopTimePicker defaultValue={DAY} {...twelve.props} />);
      fireEvent.click(first.container.querySelector('button')!);
      fireEvent.click(option(lastDialog(), 'hours', '10'));
      fireEvent.click(option(lastDialog(), 'minutes', '15'));
      expect(twelve.events).toEqual(['change 2024-10-17 10:30:00', 'change 2024-10-17 10:15:00']);
      fireEvent.click(option(lastDialog(), 'meridiem', 'PM'));
      expect(twelve.events.slice(2)).toEqual(['change 2024-10-17 22:15:00', 'accept 2024-10-17 22:15:00']);
      first.unmount();

      const twentyFour = recorder();
      const second = withAdapter(<DesktopTimePicker defaultValue={DAY} ampm={false} {...twentyFour.props} />);
      fireEvent.click(second.container.querySelector('button')!);
      fireEvent.click(option(lastDialog(), 'minutes', '45'));
      expect(twentyFour.events).toEqual(['change 2024-10-17 09:45:00', 'accept 2024-10-17 09:45:00']);
      second.unmount();

      const ok = recorder();
      const third = withAdapter(<DesktopTimePicker defaultValue={DAY} {...ok.props} />);
      fireEvent.click(third.container.querySelector('button')!);
      fireEvent.click(option(lastDialog(), 'hours', '11'));
      fireEvent.click(button(lastDialog(), 'OK'));
      expect(ok.events).toEqual(['change 2024-10-17 11:30:00', 'accept 2024-10-17 11:30:00']);
      third.unmount();
    },
  );

  claim('on mobile with OK, and on both when the picker is closed after a change', () => {
    const mobile = recorder();
    const first = withAdapter(<MobileTimePicker defaultValue={DAY} {...mobile.props} />);
    fireEvent.click(first.container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 'PM'));
    expect(mobile.events).toEqual(['change 2024-10-17 21:30:00']);
    fireEvent.click(button(lastDialog(), 'OK'));
    expect(mobile.events).toEqual(['change 2024-10-17 21:30:00', 'accept 2024-10-17 21:30:00']);
    first.unmount();

    const dismissed = recorder();
    const second = withAdapter(<DesktopTimePicker defaultValue={DAY} {...dismissed.props} />);
    fireEvent.click(second.container.querySelector('button')!);
    fireEvent.click(option(lastDialog(), 'hours', '11'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dismissed.events).toEqual(['change 2024-10-17 11:30:00', 'accept 2024-10-17 11:30:00']);
    second.unmount();
  });
});

describe('views and formats', () => {
  claim("`views` defaults to `['hours', 'minutes']`, and `openTo` to `hours`.", () => {
    const { container, unmount } = withAdapter(
      <>
        <DesktopTimePicker defaultValue={DAY} ampm={false} />
        <StaticTimePicker defaultValue={DAY} />
      </>,
    );
    fireEvent.click(container.querySelector('button')!);
    const labels = [...lastDialog().querySelectorAll('[role="listbox"]')].map(
      (list) => list.getAttribute('aria-label')?.split(' ')[1],
    );
    expect(labels).toEqual(['hours', 'minutes']);
    closeAll();
    // The static clock opens on the hours.
    expect(container.querySelector('.MuiClock-root [role="listbox"]')?.getAttribute('aria-label')).toMatch(
      /^Select hours/,
    );
    unmount();
  });

  claim(
    "Add `'seconds'` to edit seconds, or keep only the views you need. `ampm` chooses the 12-hour clock with an AM/PM section; its default follows the adapter's locale (12 hours for English). `format` overrides the field pattern entirely.",
    () => {
      const { container, unmount } = render(<TimePickerViews />);
      expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
        '09:30',
        '09:30:00 AM',
        '04:30',
      ]);
      const pickers = container.querySelectorAll('.MuiFormControl-root');
      fireEvent.click(pickers[1]!.querySelector('button')!);
      expect(column(lastDialog(), 'seconds').length).toBeGreaterThan(0);
      expect(column(lastDialog(), 'meridiem').map((item) => item.textContent)).toEqual(['AM', 'PM']);
      closeAll();
      fireEvent.click(pickers[2]!.querySelector('button')!);
      const views = [...lastDialog().querySelectorAll('[role="listbox"]')].map(
        (list) => list.getAttribute('aria-label')?.split(' ')[1],
      );
      expect(views).toEqual(['minutes', 'seconds']);
      unmount();
    },
  );
});

describe('desktop views', () => {
  claim(
    'The desktop variant shows a `MultiSectionDigitalClock`, one scrollable column per view (plus AM/PM) with an OK button. The steps between options come from `timeSteps`, `{ hours: 1, minutes: 5, seconds: 5 }` by default.',
    () => {
      const { container, unmount } = withAdapter(
        <DesktopTimePicker defaultValue={DAY} views={['hours', 'minutes', 'seconds']} />,
      );
      fireEvent.click(container.querySelector('button')!);
      const popup = lastDialog();
      expect(popup.querySelector('.MuiMultiSectionDigitalClock-root')).not.toBeNull();
      expect(column(popup, 'hours')).toHaveLength(12);
      expect(
        column(popup, 'minutes')
          .map((item) => item.textContent)
          .slice(0, 3),
      ).toEqual(['00', '05', '10']);
      expect(column(popup, 'minutes')).toHaveLength(12);
      expect(column(popup, 'seconds')).toHaveLength(12);
      expect(column(popup, 'meridiem')).toHaveLength(2);
      expect(button(popup, 'OK')).toBeTruthy();
      unmount();
    },
  );

  claim(
    'When the hour and minute steps are so large that a day has at most `thresholdToRenderTimeInASingleColumn` options (24 by default), the picker shows a single-column `DigitalClock` instead, and closes as soon as a time is clicked.',
    () => {
      const onClose = vi.fn();
      const { container, unmount } = withAdapter(
        <>
          <DesktopTimePicker defaultValue={DAY} timeSteps={{ minutes: 60 }} onClose={onClose} />
          <DesktopTimePicker defaultValue={DAY} timeSteps={{ minutes: 30 }} />
        </>,
      );
      const [hourly, halfHourly] = [...container.querySelectorAll('.MuiFormControl-root')];
      fireEvent.click(halfHourly!.querySelector('button')!);
      // 48 options a day: more than 24, so the columns stay.
      expect(lastDialog().querySelector('.MuiMultiSectionDigitalClock-root')).not.toBeNull();
      closeAll();
      fireEvent.click(hourly!.querySelector('button')!);
      const list = lastDialog().querySelector('.MuiDigitalClock-root')!;
      expect(list.querySelectorAll('[role="option"]')).toHaveLength(24);
      fireEvent.click([...list.querySelectorAll('[role="option"]')].find((item) => item.textContent === '11:00 AM')!);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(container.querySelector('input')?.value).toBe('11:00 AM');
      unmount();
    },
  );

  // Settled by rendering (desktop variant) and by reading `internals/utils/date-time-utils.js`: the count of options is
  // 24 * 60 / (hours step * minutes step), with no seconds in it, and `DesktopTimePicker` then sets `views` to `['hours']`.
  claim(
    "The seconds step is not counted, and that single column has no seconds even when `views` includes `'seconds'`.",
    () => {
      const { container, unmount } = withAdapter(
        <DesktopTimePicker
          defaultValue={DAY}
          views={['hours', 'minutes', 'seconds']}
          timeSteps={{ minutes: 60, seconds: 1 }}
        />,
      );
      expect(container.querySelector('input')?.value).toBe('09:30:00 AM');
      fireEvent.click(container.querySelector('button')!);
      const popup = lastDialog();
      expect(popup.querySelector('.MuiMultiSectionDigitalClock-root')).toBeNull();
      const options = [...popup.querySelectorAll('.MuiDigitalClock-root [role="option"]')];
      expect(options).toHaveLength(24);
      expect(options[0]?.textContent).toBe('12:00 AM');
      unmount();
    },
  );

  claim('`viewRenderers` can replace the renderer of each view, for example with the analog clock', () => {
    const { container, unmount } = render(<TimePickerViewRenderers />);
    const pickers = [...container.querySelectorAll('.MuiFormControl-root')];
    fireEvent.click(pickers[1]!.querySelector('button')!);
    expect(lastDialog().querySelectorAll('.MuiDigitalClock-root [role="option"]')).toHaveLength(48);
    closeAll();
    fireEvent.click(pickers[2]!.querySelector('button')!);
    expect(lastDialog().querySelector('.MuiTimeClock-root')).not.toBeNull();
    expect(lastDialog().querySelector('.MuiMultiSectionDigitalClock-root')).toBeNull();
    unmount();
  });

  claim(
    'The renderers `renderTimeViewClock`, `renderDigitalClockTimeView` and `renderMultiSectionDigitalClockTimeView` are exported from `@mui/x-date-pickers/timeViewRenderers`.',
    () => {
      expect(Object.keys(timeViewRenderers).sort()).toEqual([
        'renderDigitalClockTimeView',
        'renderMultiSectionDigitalClockTimeView',
        'renderTimeViewClock',
      ]);
    },
  );
});

describe('validation', () => {
  const errorOf = (element: (onError: (error: unknown) => void) => React.ReactElement) => {
    const onError = vi.fn();
    withAdapter(element(onError)).unmount();
    return onError.mock.calls.at(-1)?.[0] ?? null;
  };

  claim('The date part is ignored unless `disableIgnoringDatePartForTimeValidation` is set.', () => {
    const minTime = DAY.subtract(1, 'day').hour(9).minute(0);
    const value = DAY.hour(8);
    expect(errorOf((onError) => <DesktopTimePicker defaultValue={value} minTime={minTime} onError={onError} />)).toBe(
      'minTime',
    );
    expect(
      errorOf((onError) => (
        <DesktopTimePicker
          defaultValue={value}
          minTime={minTime}
          disableIgnoringDatePartForTimeValidation
          onError={onError}
        />
      )),
    ).toBeNull();
  });

  claim('Forbid times before or after now (date included).', () => {
    const yesterdayLater = dayjs().subtract(1, 'day').add(1, 'hour');
    expect(
      errorOf((onError) => <DesktopTimePicker defaultValue={yesterdayLater} disablePast onError={onError} />),
    ).toBe('disablePast');
  });

  claim('Only multiples of this number of minutes are valid.', () => {
    expect(
      errorOf((onError) => <DesktopTimePicker defaultValue={DAY.minute(20)} minutesStep={15} onError={onError} />),
    ).toBe('minutesStep');
    expect(
      errorOf((onError) => <DesktopTimePicker defaultValue={DAY.minute(45)} minutesStep={15} onError={onError} />),
    ).toBeNull();
  });

  claim(
    '`skipDisabled` hides them from the digital clocks of the desktop variant (the analog clock of the mobile variant, used on touch devices, ignores it)',
    () => {
      const { container, unmount } = render(<TimePickerValidation />);
      fireEvent.click(container.querySelector('button')!);
      const hours = column(lastDialog(), 'hours').map((item) => item.textContent);
      // The morning from 09:00: the hours before it are not listed at all.
      expect(hours).toEqual(['09', '10', '11']);
      expect(lastDialog().querySelector('[role="option"][aria-disabled="true"]')).toBeNull();
      closeAll();
      unmount();
      const mobile = withAdapter(
        <MobileTimePicker
          defaultValue={DAY}
          minTime={DAY.hour(9).minute(0)}
          ampm={false}
          {...{ skipDisabled: true }}
        />,
      );
      fireEvent.click(mobile.container.querySelector('input')!);
      const clockHours = [...lastDialog().querySelectorAll('.MuiClockNumber-root')];
      expect(clockHours).toHaveLength(24);
      expect(clockHours.find((item) => item.textContent === '8')?.getAttribute('aria-disabled')).toBe('true');
      mobile.unmount();
    },
  );

  claim(
    "A forbidden time typed in the field is flagged with `onError` (`'minTime'`, `'maxTime'`, `'minutesStep'`, `'shouldDisableTime-hours'` and so on).",
    () => {
      const onError = vi.fn();
      const { container, unmount } = withAdapter(
        <DesktopTimePicker
          defaultValue={DAY.hour(13).minute(0)}
          shouldDisableTime={(value, view) => view === 'hours' && value.hour() === 12}
          onError={onError}
        />,
      );
      const input = container.querySelector('input')!;
      input.focus();
      input.setSelectionRange(0, 2);
      fireEvent.click(input);
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(input.value).toBe('12:00 PM');
      expect(onError.mock.calls.map(([error]) => error)).toEqual(['shouldDisableTime-hours']);
      unmount();
    },
  );
});

describe('read-only, disabled and variants', () => {
  claim('`readOnly` shows the value and disables the clock button; `disabled` disables everything.', () => {
    const { container, unmount } = render(<TimePickerReadOnlyDisabled />);
    const [readOnly, disabled] = [...container.querySelectorAll('.MuiFormControl-root')];
    expect(readOnly!.querySelector('input')?.value).toBe('09:30 AM');
    expect(readOnly!.querySelector('input')?.readOnly).toBe(true);
    expect(readOnly!.querySelector('button')?.disabled).toBe(true);
    expect(disabled!.querySelector('input')?.disabled).toBe(true);
    expect(disabled!.querySelector('button')?.disabled).toBe(true);
    unmount();
  });

  claim(
    '`disableOpenPicker` hides the button of the desktop variant to leave only the field; the mobile variant has no button and opens its dialog on a tap whatever this prop says.',
    () => {
      const { container, unmount } = withAdapter(
        <>
          <DesktopTimePicker defaultValue={DAY} disableOpenPicker />
          <MobileTimePicker defaultValue={DAY} disableOpenPicker />
        </>,
      );
      expect(container.querySelector('button')).toBeNull();
      const before = dialogs().length;
      fireEvent.click(container.querySelectorAll('input')[1]!);
      expect(dialogs().length).toBe(before + 1);
      unmount();
    },
  );

  describe('on a touch screen', () => {
    withPointer(false);

    claim(
      "`TimePicker` renders `DesktopTimePicker` when `desktopModeMediaQuery` (`'@media (pointer: fine)'` by default) matches, `MobileTimePicker` otherwise.",
      () => {
        const { container, unmount } = withAdapter(
          <>
            <TimePicker defaultValue={DAY} />
            <TimePicker defaultValue={DAY} desktopModeMediaQuery="@media (hover: hover)" />
          </>,
        );
        const [touch, custom] = [...container.querySelectorAll('.MuiFormControl-root')];
        expect(touch!.querySelector('button')).toBeNull();
        expect(touch!.querySelector('input')?.readOnly).toBe(true);
        expect(custom!.querySelector('button')).not.toBeNull();
        unmount();
      },
    );
  });

  claim(
    'The mobile variant opens a dialog with a toolbar and an analog `TimeClock`; `StaticTimePicker` renders that clock inline.',
    () => {
      const { container, unmount } = render(<TimePickerVariants />);
      const inputs = container.querySelectorAll('input');
      expect(inputs).toHaveLength(2);
      expect(container.querySelector('.MuiTimeClock-root')).not.toBeNull();
      fireEvent.click(inputs[1]!);
      expect(lastDialog().querySelector('.MuiTimePickerToolbar-root')).not.toBeNull();
      expect(lastDialog().querySelector('.MuiTimeClock-root')).not.toBeNull();
      unmount();
    },
  );

  claim(
    '`ampmInClock` places the AM/PM buttons inside the clock view instead of the toolbar; it defaults to `true` on desktop and `false` on mobile.',
    () => {
      const { container, unmount } = withAdapter(
        <>
          <DesktopTimePicker defaultValue={DAY} viewRenderers={{ hours: timeViewRenderers.renderTimeViewClock }} />
          <MobileTimePicker defaultValue={DAY} />
        </>,
      );
      const [desktop, mobile] = [...container.querySelectorAll('.MuiFormControl-root')];
      fireEvent.click(desktop!.querySelector('button')!);
      expect(lastDialog().querySelector('.MuiClock-amButton')).not.toBeNull();
      closeAll();
      fireEvent.click(mobile!.querySelector('input')!);
      expect(lastDialog().querySelector('.MuiClock-amButton')).toBeNull();
      expect(lastDialog().querySelector('.MuiTimePickerToolbar-ampmSelection')).not.toBeNull();
      unmount();
    },
  );

  claim('`orientation="landscape"` puts the toolbar beside the clock in the mobile and static variants', () => {
    const { container, unmount } = render(<TimePickerLandscape />);
    expect(container.querySelector('.MuiPickersLayout-landscape')).not.toBeNull();
    expect(getComputedStyle(container.querySelector('.MuiPickersLayout-toolbar')!).gridColumn).toBe('1');
    unmount();
  });
});

describe('forms', () => {
  claim(
    'Form props are the same as for the [Date Picker](/x/react-date-pickers/date-picker/#forms): `name`, `label` and `inputRef` at the top level, `TextField` props such as `helperText` and `required` in `slotProps.textField`, errors from `onError`.',
    () => {
      const inputRef = { current: null as HTMLInputElement | null };
      const onError = vi.fn();
      const { container, unmount } = withAdapter(
        <DesktopTimePicker
          label="Start time"
          name="startTime"
          inputRef={inputRef}
          defaultValue={DAY}
          maxTime={DAY.hour(8)}
          onError={onError}
          slotProps={{ textField: { helperText: 'Outside opening hours', required: true } }}
        />,
      );
      const input = container.querySelector('input')!;
      expect(input.name).toBe('startTime');
      expect(inputRef.current).toBe(input);
      expect(input.required).toBe(true);
      expect(container.querySelector('label')?.textContent).toMatch(/^Start time/);
      expect(container.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Outside opening hours');
      expect(onError).toHaveBeenCalledWith('maxTime', expect.anything());
      unmount();
    },
  );

  claim('and `digitalClockItem` / `digitalClockSectionItem` for the options of the digital clocks', () => {
    const Item = (props: React.ComponentProps<'li'>) => <li {...props} data-custom="item" />;
    const { container, unmount } = withAdapter(
      <DesktopTimePicker defaultValue={DAY} slots={{ digitalClockSectionItem: Item }} />,
    );
    fireEvent.click(container.querySelector('button')!);
    expect(lastDialog().querySelectorAll('[data-custom="item"]').length).toBe(
      column(lastDialog(), 'hours').length + column(lastDialog(), 'minutes').length + 2,
    );
    unmount();
  });
});
