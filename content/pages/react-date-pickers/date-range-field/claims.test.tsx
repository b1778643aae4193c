import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import DateRangeFieldKinds from './demos/DateRangeFieldKinds';

const at = <T,>(list: ArrayLike<T>, index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
};

const START = dayjs('2024-10-17');
const text = (input: HTMLInputElement) => input.value.replace(/[\u200e\u2066-\u2069]/g, '');
/** Selects a section of a single-input field (0 for the first), as a click on it does. */
const selectSection = (input: HTMLInputElement, index: number) => {
  input.focus();
  const section = at([...input.value.matchAll(/[^\s/.:–-]+/g)], index);
  input.setSelectionRange(section.index, section.index + section[0].length);
  fireEvent.click(input);
};

describe('the two kinds', () => {
  let view: Element;
  beforeAll(() => {
    view = render(<DateRangeFieldKinds />).container;
  });

  claim('when `slotProps.textField` is a function, it receives a `position`', () => {
    const multi = view.querySelector('.MuiMultiInputDateRangeField-root')!;
    expect([...multi.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['From', 'To']);
    expect(multi.classList).toContain('MuiStack-root');
    expect(multi.querySelectorAll('input')).toHaveLength(2);
  });

  claim(
    '`SingleInputDateRangeField` renders one text field holding both dates, separated by `dateSeparator` (`–` by default).',
    () => {
      const single = at(view.querySelectorAll('.MuiFormControl-root'), 2).querySelector('input')!;
      expect(text(single)).toBe('10/17/2024 – 10/24/2024');
    },
  );

  claim('Only the single-input field has `clearable` and `onClear`.', () => {
    const single = at(view.querySelectorAll('.MuiFormControl-root'), 2);
    expect(single.querySelector('button[title="Clear"]')).not.toBeNull();
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <MultiInputDateRangeField defaultValue={[START, START]} {...({ clearable: true } as object)} />
      </LocalizationProvider>,
    );
    expect(container.querySelector('button')).toBeNull();
    unmount();
  });

  claim('walk through the sections of the start date, then of the end date, as if they were one long date', () => {
    const single = at(view.querySelectorAll('.MuiFormControl-root'), 2).querySelector('input')!;
    selectSection(single, 2);
    fireEvent.keyDown(single, { key: 'ArrowRight' });
    fireEvent.keyDown(single, { key: 'ArrowUp' });
    expect(text(single)).toBe('10/17/2024 – 11/24/2024');
  });
});

claim("both are `'invalidRange'` when the end comes before the start", () => {
  const onChange = vi.fn();
  const { container, unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateRangeField defaultValue={[START, START.add(1, 'day')]} onChange={onChange} />
    </LocalizationProvider>,
  );
  const input = container.querySelector('input')!;
  selectSection(input, 4);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(onChange.mock.calls.map(([, context]) => context.validationError)).toEqual([
    [null, null],
    ['invalidRange', 'invalidRange'],
  ]);
  unmount();
});

claim('`DateRangePicker` uses `MultiInputDateRangeField` by default.', () => {
  const { container, unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker />
      <DateRangePicker slots={{ field: SingleInputDateRangeField }} />
    </LocalizationProvider>,
  );
  expect(container.querySelectorAll('.MuiMultiInputDateRangeField-root')).toHaveLength(1);
  expect(container.querySelectorAll('input')).toHaveLength(3);
  unmount();
});
