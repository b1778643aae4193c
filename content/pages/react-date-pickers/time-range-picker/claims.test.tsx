import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';
import { expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import TwoTimePickersRange from './demos/TwoTimePickersRange';

claim('`minTime` and `maxTime` compare only the time of day, so both values can keep whatever date they carry.', () => {
  const onError = vi.fn();
  const { unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField minTime={dayjs('2030-01-01T10:00')} defaultValue={dayjs('2024-10-17T11:00')} onError={onError} />
      <TimeField minTime={dayjs('2020-01-01T10:00')} defaultValue={dayjs('2024-10-17T09:00')} onError={onError} />
    </LocalizationProvider>,
  );
  expect(onError.mock.calls.map(([error]) => error)).toEqual(['minTime']);
  unmount();
});

claim('The two values are independent states: validate the pair again before submitting', () => {
  const { container, unmount } = render(<TwoTimePickersRange />);
  expect(container.textContent).toContain('Duration: 3 h 30 min');
  const start = container.querySelector('input')!;
  start.focus();
  start.setSelectionRange(6, 8);
  fireEvent.click(start);
  // 09:00 AM → 09:00 PM is after the end (12:30 PM): the start is in error and no duration is shown.
  fireEvent.keyDown(start, { key: 'ArrowUp' });
  expect(container.textContent).toContain('Must be before the end time');
  expect(container.textContent).toContain('Incomplete or invalid range');
  unmount();
});
