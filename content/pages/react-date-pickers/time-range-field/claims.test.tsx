import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import * as community from '@mui/x-date-pickers';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import * as pro from '@mui/x-date-pickers-pro';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import TimeRangeFieldKinds from './demos/TimeRangeFieldKinds';
import TimeRangeFieldValidation from './demos/TimeRangeFieldValidation';

const DAY = dayjs('2024-10-17T09:30');
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
/** Selects the characters `start` to `end` of a field and presses a key there. */
const press = (input: HTMLInputElement, start: number, end: number, key: string) => {
  input.focus();
  input.setSelectionRange(start, end);
  fireEvent.click(input);
  fireEvent.keyDown(input, { key });
};
const errorOf = (element: (onError: (error: unknown) => void) => React.ReactElement) => {
  const onError = vi.fn();
  withAdapter(element(onError)).unmount();
  return onError.mock.calls.at(-1)?.[0] ?? [null, null];
};

describe('the two fields', () => {
  claim('Both are Pro components from `@mui/x-date-pickers-pro`.', () => {
    expect('MultiInputTimeRangeField' in pro && 'SingleInputTimeRangeField' in pro).toBe(true);
    expect('MultiInputTimeRangeField' in community || 'SingleInputTimeRangeField' in community).toBe(false);
  });

  claim('There is no Time Range Picker with a popup in 7.21.0', () => {
    expect(Object.keys(pro).filter((name) => /TimeRangePicker$/.test(name) && !/DateTime/.test(name))).toEqual([]);
  });

  claim(
    '`MultiInputTimeRangeField` renders one text field per bound inside a `Stack` (use `direction` and `spacing` to lay them out). A function passed to `slotProps.textField` receives the `position` of each input',
    () => {
      const { container, unmount } = render(<TimeRangeFieldKinds />);
      const multi = container.querySelector('.MuiMultiInputTimeRangeField-root')!;
      expect(multi.classList).toContain('MuiStack-root');
      expect(multi.querySelectorAll('input')).toHaveLength(2);
      expect([...multi.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
        'Shift starts',
        'Shift ends',
      ]);
      unmount();
    },
  );

  claim(
    '`SingleInputTimeRangeField` shows both times in one input separated by `dateSeparator` (`–` by default), takes the text field props directly and can be `clearable`.',
    () => {
      const { container, unmount } = render(<TimeRangeFieldKinds />);
      const single =
        container.querySelector('.MuiSingleInputTimeRangeField-root') ??
        container.querySelectorAll('.MuiFormControl-root')[2]!;
      const input = single.querySelector('input')!;
      expect(input.value).toBe('09:00 – 17:30');
      expect(single.querySelector('label')?.textContent).toBe('Opening hours');
      input.focus();
      fireEvent.click(single.querySelector('button[title="Clear"]') ?? single.querySelector('button')!);
      expect(input.value).toBe('hh:mm – hh:mm');
      unmount();
      const custom = withAdapter(<SingleInputTimeRangeField defaultValue={[DAY, DAY]} dateSeparator="to" />);
      expect(custom.container.querySelector('input')?.value).toBe('09:30 AM to 09:30 AM');
      custom.unmount();
    },
  );

  claim(
    "`ampm` picks the 12- or 24-hour default format (by default it follows the adapter's locale); `format` overrides it entirely.",
    () => {
      const { container, unmount } = render(<TimeRangeFieldKinds />);
      expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
        '09:00 AM',
        '05:30 PM',
        '09:00 – 17:30',
      ]);
      unmount();
      const formatted = withAdapter(<SingleInputTimeRangeField defaultValue={[DAY, DAY]} ampm format="HH.mm" />);
      expect(formatted.container.querySelector('input')?.value).toBe('09.30 – 09.30');
      formatted.unmount();
    },
  );
});

describe('value and validation', () => {
  claim(
    'The value is a `DateRange` whose bounds are full date objects: the fields edit only their time, and keep the date part of the value (or of `referenceDate` when empty).',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(
        <>
          <SingleInputTimeRangeField defaultValue={[DAY, DAY.hour(11)]} ampm={false} onChange={onChange} />
          <SingleInputTimeRangeField referenceDate={dayjs('2030-03-01T00:00')} ampm={false} onChange={onChange} />
        </>,
      );
      const [filled, empty] = [...container.querySelectorAll('input')];
      press(filled!, 8, 10, 'ArrowUp');
      const [start, end] = onChange.mock.calls[0]?.[0] as [Dayjs, Dayjs];
      expect([start.format('YYYY-MM-DD HH:mm'), end.format('YYYY-MM-DD HH:mm')]).toEqual([
        '2024-10-17 09:30',
        '2024-10-17 12:30',
      ]);
      press(empty!, 0, 2, 'ArrowUp');
      press(empty!, 3, 5, 'ArrowUp');
      const [newStart] = onChange.mock.calls.at(-1)?.[0] as [Dayjs, Dayjs];
      expect(newStart.format('YYYY-MM-DD')).toBe('2030-03-01');
      unmount();
    },
  );

  claim(
    'The time validation props apply to both bounds: `minTime`, `maxTime`, `minutesStep`, `shouldDisableTime`, `disablePast`, `disableFuture` and `disableIgnoringDatePartForTimeValidation`.',
    () => {
      expect(
        errorOf((onError) => (
          <SingleInputTimeRangeField
            defaultValue={[DAY.hour(7), DAY.hour(21)]}
            minTime={DAY.hour(8)}
            maxTime={DAY.hour(20)}
            onError={onError}
          />
        )),
      ).toEqual(['minTime', 'maxTime']);
      expect(
        errorOf((onError) => (
          <SingleInputTimeRangeField
            defaultValue={[DAY.minute(5), DAY.hour(12).minute(0)]}
            minutesStep={15}
            shouldDisableTime={(value, view) => view === 'hours' && value.hour() === 12}
            onError={onError}
          />
        )),
      ).toEqual(['minutesStep', 'shouldDisableTime-hours']);
      const minTime = DAY.subtract(1, 'day').hour(12);
      expect(
        errorOf((onError) => (
          <SingleInputTimeRangeField
            defaultValue={[DAY.hour(8), DAY.hour(9)]}
            minTime={minTime}
            disableIgnoringDatePartForTimeValidation
            onError={onError}
          />
        )),
      ).toEqual([null, null]);
      const now = dayjs();
      expect(
        errorOf((onError) => (
          <SingleInputTimeRangeField
            defaultValue={[now.subtract(1, 'hour'), now.add(1, 'hour')]}
            disablePast
            onError={onError}
          />
        )),
      ).toEqual(['disablePast', null]);
      expect(
        errorOf((onError) => (
          <SingleInputTimeRangeField
            defaultValue={[now.subtract(1, 'hour'), now.add(1, 'hour')]}
            disableFuture
            onError={onError}
          />
        )),
      ).toEqual([null, 'disableFuture']);
    },
  );

  claim(
    "The error is a tuple, `[startError, endError]`, with codes such as `'minTime'`, `'maxTime'`, `'minutesStep'` or `'invalidDate'`, and `'invalidRange'` on both sides when the end is before the start. Read it in `onError`, or in the `validationError` of the `onChange` context.",
    () => {
      const { container, unmount } = render(<TimeRangeFieldValidation />);
      const input = container.querySelector('input')!;
      expect(input.value).toBe('10:00 – 11:30');
      // Start hour up twice: 12:00 – 11:30.
      press(input, 0, 2, 'ArrowUp');
      press(input, 0, 2, 'ArrowUp');
      expect(container.textContent).toContain('Errors: [invalidRange, invalidRange]');
      expect(container.querySelector('.MuiFormHelperText-root')?.textContent).toBe(
        'The end cannot be before the start',
      );
      press(input, 8, 10, 'Delete');
      expect(container.textContent).toContain('Errors: [null, invalidDate]');
      unmount();
      const onChange = vi.fn();
      const field = withAdapter(
        <SingleInputTimeRangeField defaultValue={[DAY, DAY.hour(11)]} maxTime={DAY.hour(10)} onChange={onChange} />,
      );
      press(field.container.querySelector('input')!, 0, 2, 'ArrowDown');
      expect(onChange.mock.calls[0]?.[1].validationError).toEqual([null, 'maxTime']);
      field.unmount();
    },
  );

  claim(
    "A range that crosses midnight, such as 22:00–06:00 typed on one day, is `'invalidRange'` unless the end bound carries the next day",
    () => {
      expect(
        errorOf((onError) => (
          <SingleInputTimeRangeField defaultValue={[DAY.hour(22), DAY.hour(6)]} onError={onError} />
        )),
      ).toEqual(['invalidRange', 'invalidRange']);
      expect(
        errorOf((onError) => (
          <SingleInputTimeRangeField defaultValue={[DAY.hour(22), DAY.add(1, 'day').hour(6)]} onError={onError} />
        )),
      ).toEqual([null, null]);
    },
  );

  claim(
    '`format`, `formatDensity`, `shouldRespectLeadingZeros`, `selectedSections` and the keyboard behaviour are shared with every field',
    () => {
      const { container, unmount } = withAdapter(
        <>
          <SingleInputTimeRangeField defaultValue={[DAY, DAY]} format="HH.mm" formatDensity="spacious" />
          <MultiInputTimeRangeField defaultValue={[DAY.hour(7), DAY]} format="H:mm" shouldRespectLeadingZeros />
        </>,
      );
      const inputs = [...container.querySelectorAll('input')];
      // Without leading zeros, a one-digit section is followed by an invisible mark, as in every field.
      expect(inputs.map((input) => input.value.replace(/\u200e/g, ''))).toEqual(['09 . 30 – 09 . 30', '7:30', '9:30']);
      press(inputs[0]!, 0, 2, 'ArrowDown');
      expect(inputs[0]!.value).toBe('08 . 30 – 09 . 30');
      unmount();
    },
  );
});
