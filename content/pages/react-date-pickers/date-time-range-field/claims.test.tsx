import { fireEvent, render } from '@testing-library/react';
import * as community from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import * as pro from '@mui/x-date-pickers-pro';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';

const at = <T,>(list: ArrayLike<T>, index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
};

const START = dayjs('2024-10-17T09:30');
const text = (input: HTMLInputElement) => input.value.replace(/[\u200e\u2066-\u2069]/g, '');

describe('the two fields', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div id="multi">
          <MultiInputDateTimeRangeField
            slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'From' : 'To' }) }}
          />
        </div>
        <div id="single">
          <SingleInputDateTimeRangeField defaultValue={[START, START.add(1, 'day')]} />
          <SingleInputDateTimeRangeField defaultValue={[START, START.add(1, 'day')]} ampm={false} />
          <SingleInputDateTimeRangeField defaultValue={[START, START.add(1, 'day')]} format="YYYY-MM-DD HH:mm" />
        </div>
      </LocalizationProvider>,
    ).container;
  });
  const singles = () => [...view.querySelectorAll<HTMLInputElement>('#single input')].map(text);

  claim('Each bound has date and time sections (`MM/DD/YYYY hh:mm aa` with the default English locale)', () => {
    expect([...view.querySelectorAll<HTMLInputElement>('#multi input')].map((input) => input.placeholder)).toEqual([
      'MM/DD/YYYY hh:mm aa',
      'MM/DD/YYYY hh:mm aa',
    ]);
    expect([...view.querySelectorAll('#multi label')].map((label) => label.textContent)).toEqual(['From', 'To']);
  });

  claim(
    '`SingleInputDateTimeRangeField` puts both timestamps in one input, separated by `dateSeparator` (`–` by default).',
    () => {
      expect(singles()[0]).toBe('10/17/2024 09:30 AM – 10/18/2024 09:30 AM');
    },
  );

  claim(
    "`ampm` chooses the 12- or 24-hour default format (it follows the adapter's locale by default) and `format` replaces the format of both bounds.",
    () => {
      expect(singles().slice(1)).toEqual([
        '10/17/2024 09:30 – 10/18/2024 09:30',
        '2024-10-17 09:30 – 2024-10-18 09:30',
      ]);
    },
  );
});

describe('validation', () => {
  claim("When the end is before the start, both items are `'invalidRange'`.", () => {
    const onError = vi.fn();
    const { unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <SingleInputDateTimeRangeField defaultValue={[START, START.subtract(1, 'hour')]} onError={onError} />
      </LocalizationProvider>,
    );
    expect(at(onError.mock.calls, 0)[0]).toEqual(['invalidRange', 'invalidRange']);
    unmount();
  });

  claim('`minTime` and `maxTime` alone apply to the time of every day.', () => {
    const onError = vi.fn();
    const { unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <SingleInputDateTimeRangeField
          minTime={START.hour(8)}
          defaultValue={[START.add(3, 'day').hour(7), START.add(4, 'day')]}
          onError={onError}
        />
      </LocalizationProvider>,
    );
    expect(at(onError.mock.calls, 0)[0]).toEqual(['minTime', null]);
    unmount();
  });

  claim(
    '`minDateTime` and `maxDateTime` are turned into date and time bounds that are compared with the full timestamp',
    () => {
      const onError = vi.fn();
      const { unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <SingleInputDateTimeRangeField
            minDateTime={START}
            defaultValue={[START.add(3, 'day').hour(7), START.add(4, 'day')]}
            onError={onError}
          />
          <SingleInputDateTimeRangeField
            minDateTime={START}
            defaultValue={[START.hour(9).minute(0), START.add(4, 'day')]}
            onError={onError}
          />
        </LocalizationProvider>,
      );
      expect(onError.mock.calls.map(([error]) => error)).toEqual([['minTime', null]]);
      unmount();
    },
  );

  claim(
    'The context passed to `onChange`, like `onError`, carries the error as a tuple `[startError, endError]`.',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <SingleInputDateTimeRangeField
            minutesStep={30}
            defaultValue={[START, START.add(1, 'day')]}
            onChange={onChange}
            ampm={false}
          />
        </LocalizationProvider>,
      );
      const input = container.querySelector('input')!;
      input.focus();
      // The start's day: two days up puts the start after the end.
      input.setSelectionRange(3, 5);
      fireEvent.click(input);
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(onChange.mock.calls.map(([, context]) => context.validationError)).toEqual([
        [null, null],
        ['invalidRange', 'invalidRange'],
      ]);
      unmount();
    },
  );
});

untestable('are the same for every field: see the', 'a link to the fields page');

describe('the two fields', () => {
  const local = (element: React.ReactElement) =>
    render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);

  claim(
    'The date time range fields are the inputs of the [Date Time Range Picker](/x/react-date-pickers/date-time-range-picker/), usable without a popup.',
    () => {
      const { container, unmount } = local(
        <>
          <div id="picker">
            <DesktopDateTimeRangePicker defaultValue={[START, START.add(1, 'day')]} />
          </div>
          <div id="field">
            <MultiInputDateTimeRangeField defaultValue={[START, START.add(1, 'day')]} />
          </div>
        </>,
      );
      const values = (id: string) =>
        [...container.querySelectorAll(`#${id} input`)].map((input) => text(input as HTMLInputElement));
      expect(container.querySelector('#picker .MuiMultiInputDateTimeRangeField-root')).not.toBeNull();
      expect(values('field')).toEqual(values('picker'));
      // Alone, the field has nothing to open.
      fireEvent.click(container.querySelector('#field input')!);
      expect(document.querySelector('.MuiPickersPopper-root')).toBeNull();
      unmount();
    },
  );

  claim('Both are Pro components from `@mui/x-date-pickers-pro`.', () => {
    for (const name of ['MultiInputDateTimeRangeField', 'SingleInputDateTimeRangeField']) {
      expect([name, name in pro, name in community]).toEqual([name, true, false]);
    }
  });

  claim(
    '`MultiInputDateTimeRangeField` renders a text field per bound inside a `Stack`; `direction` and `spacing` lay them out, and a function in `slotProps.textField` receives the `position`',
    () => {
      const { container, unmount } = local(
        <MultiInputDateTimeRangeField
          direction="column"
          slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'Check-in' : 'Check-out' }) }}
        />,
      );
      const root = container.querySelector('.MuiMultiInputDateTimeRangeField-root')!;
      expect(root.classList).toContain('MuiStack-root');
      expect(getComputedStyle(root).flexDirection).toBe('column');
      expect([...root.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Check-in', 'Check-out']);
      unmount();
    },
  );

  claim('It takes text field props directly and can be `clearable`.', () => {
    const onClear = vi.fn();
    const { container, unmount } = local(
      <SingleInputDateTimeRangeField
        label="Stay"
        helperText="Both bounds"
        defaultValue={[START, START.add(1, 'day')]}
        clearable
        onClear={onClear}
      />,
    );
    expect(container.querySelector('label')?.textContent).toBe('Stay');
    expect(container.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Both bounds');
    container.querySelector('input')!.focus();
    fireEvent.click(container.querySelector('button[title="Clear"]')!);
    expect(onClear).toHaveBeenCalledTimes(1);
    // Emptied: the focused input shows the format of both bounds.
    expect(text(container.querySelector('input')!)).toBe('MM/DD/YYYY hh:mm aa – MM/DD/YYYY hh:mm aa');
    unmount();
  });
});
