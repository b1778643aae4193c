import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import { expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [...R, T]>;
const take = <T, N extends number>(list: ArrayLike<T>, count: N): Tuple<T, N> => {
  if (list.length < count) throw new Error(`expected at least ${count} items, got ${list.length}`);
  return Array.from(list).slice(0, count) as Tuple<T, N>;
};

const VALUE = dayjs('2024-10-17T09:30');
const inputs = (root: Element) => [...root.querySelectorAll('input')].map((input) => input.value);
const stepHours = (input: HTMLInputElement) => {
  input.focus();
  input.setSelectionRange(0, 2);
  fireEvent.click(input);
  fireEvent.keyDown(input, { key: 'ArrowUp' });
};

claim(
  'The value is a date object whose date part is kept from the previous value, or taken from `referenceDate` when the field starts empty (today by default).',
  () => {
    const onChange = vi.fn();
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <TimeField defaultValue={VALUE} onChange={onChange} />
        <TimeField referenceDate={dayjs('2030-01-02T00:00')} onChange={onChange} />
      </LocalizationProvider>,
    );
    const [kept, empty] = take(container.querySelectorAll('input'), 2);
    stepHours(kept);
    empty.focus();
    fireEvent.click(empty);
    fireEvent.paste(empty, { clipboardData: { getData: () => '08:15 AM' } });
    expect((onChange.mock.calls as [Dayjs][]).map(([value]) => value.format('YYYY-MM-DD HH:mm'))).toEqual([
      '2024-10-17 10:30',
      '2030-01-02 08:15',
    ]);
    unmount();
  },
);

claim("By default it follows the adapter's locale.", () => {
  const { container, unmount } = render(
    <>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <TimeField defaultValue={VALUE.hour(15)} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <TimeField defaultValue={VALUE.hour(15)} />
      </LocalizationProvider>
    </>,
  );
  expect(inputs(container)).toEqual(['03:30 PM', '15:30']);
  unmount();
});

claim('Minutes and seconds only exist in the field if they are in the format.', () => {
  const { container, unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField defaultValue={VALUE} format="HH" />
      <TimeField defaultValue={VALUE} format="HH:mm:ss" />
    </LocalizationProvider>,
  );
  expect(inputs(container)).toEqual(['09', '09:30:00']);
  unmount();
});
