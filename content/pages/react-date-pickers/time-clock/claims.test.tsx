import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import { expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

const at = <T,>(list: ArrayLike<T>, index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
};

const VALUE = dayjs('2024-10-17T09:30:15');
const listbox = (root: Element) => root.querySelector('[role="listbox"]') as HTMLElement;
const label = (root: Element) => listbox(root).getAttribute('aria-label');

claim("With `'seconds'` in `views`, the clock gets a third dial", () => {
  const onChange = vi.fn();
  const { container, unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div id="three">
        <TimeClock views={['hours', 'minutes', 'seconds']} defaultValue={VALUE} />
      </div>
      <div id="duration">
        <TimeClock views={['minutes', 'seconds']} defaultValue={VALUE} onChange={onChange} />
      </div>
    </LocalizationProvider>,
  );
  const three = container.querySelector('#three')!;
  fireEvent.keyDown(listbox(three), { key: 'Enter' });
  fireEvent.keyDown(listbox(three), { key: 'Enter' });
  expect(label(three)).toMatch(/^Select seconds/);
  const duration = container.querySelector('#duration')!;
  expect(label(duration)).toMatch(/^Select minutes/);
  fireEvent.keyDown(listbox(duration), { key: 'ArrowUp' });
  expect((at(onChange.mock.calls, 0)[0] as Dayjs).format('YYYY-MM-DD HH:mm:ss')).toBe('2024-10-17 09:31:15');
  unmount();
});

claim(
  '`showViewSwitcher` adds the arrows in the corner that move between the views, the only way back to an earlier view once the user has left it:',
  () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div id="with">
          <TimeClock showViewSwitcher defaultValue={VALUE} />
        </div>
        <div id="without">
          <TimeClock defaultValue={VALUE} />
        </div>
      </LocalizationProvider>,
    );
    const withSwitcher = container.querySelector('#with')!;
    const without = container.querySelector('#without')!;
    fireEvent.keyDown(listbox(without), { key: 'Enter' });
    expect(label(without)).toMatch(/^Select minutes/);
    expect(without.querySelector('button')).toBeNull();
    fireEvent.click(withSwitcher.querySelector('button[title="Open next view"]')!);
    expect(label(withSwitcher)).toMatch(/^Select minutes/);
    fireEvent.click(withSwitcher.querySelector('button[title="Open previous view"]')!);
    expect(label(withSwitcher)).toMatch(/^Select hours/);
    unmount();
  },
);

claim("`ampm` (default from the adapter's locale) shows a 12-hour dial.", () => {
  const { container, unmount } = render(
    <>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div id="en">
          <TimeClock defaultValue={VALUE} />
        </div>
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <div id="de">
          <TimeClock defaultValue={VALUE} />
        </div>
      </LocalizationProvider>
    </>,
  );
  expect(container.querySelectorAll('#en .MuiClockNumber-root')).toHaveLength(12);
  expect(container.querySelectorAll('#de .MuiClockNumber-root')).toHaveLength(24);
  unmount();
});
