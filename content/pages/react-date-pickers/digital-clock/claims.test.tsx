import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import DigitalClockSkipDisabled from './demos/DigitalClockSkipDisabled';

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
const withAdapter = (element: React.ReactElement, locale?: string) =>
  render(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      {element}
    </LocalizationProvider>,
  );
const options = (list: Element) => [...list.querySelectorAll('[role="option"]')];
const optionTexts = (list: Element) => options(list).map((option) => option.textContent);
const option = (list: Element, text: string) => options(list).find((item) => item.textContent === text) as HTMLElement;
const lists = (root: Element) => [...root.querySelectorAll('[role="listbox"]')];
const calls = (onChange: ReturnType<typeof vi.fn>) =>
  (onChange.mock.calls as [Dayjs, string][]).map(([value, state]) => [value.format('YYYY-MM-DD HH:mm'), state]);

describe('selection', () => {
  const digitalChange = vi.fn();
  const multiChange = vi.fn();
  let view: Element;
  beforeAll(() => {
    view = withAdapter(
      <>
        <div id="digital">
          <DigitalClock defaultValue={VALUE} onChange={digitalChange} />
        </div>
        <div id="multi">
          <MultiSectionDigitalClock defaultValue={VALUE} onChange={multiChange} />
        </div>
        <div id="empty">
          <DigitalClock referenceDate={dayjs('2030-01-02T00:00')} onChange={digitalChange} />
        </div>
      </>,
    ).container;
  });
  const digital = () => at(lists(view.querySelector('#digital')!), 0);

  claim('`DigitalClock` completes the selection with one click.', () => {
    fireEvent.click(option(digital(), '11:00 AM'));
    expect(calls(digitalChange)).toEqual([['2024-10-17 11:00', 'finish']]);
  });

  claim('the date part of the value is kept, and an empty component takes it from `referenceDate`', () => {
    digitalChange.mockClear();
    fireEvent.click(option(at(lists(view.querySelector('#empty')!), 0), '03:30 AM'));
    expect(calls(digitalChange)).toEqual([['2030-01-02 03:30', 'finish']]);
  });

  claim('`DigitalClock` lists one option every `timeStep` minutes, 30 by default, starting at midnight.', () => {
    const texts = optionTexts(digital());
    expect(texts).toHaveLength(48);
    expect(texts.slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '01:00 AM']);
  });

  claim('a single scrollable column of full times', () => {
    expect(lists(view.querySelector('#digital')!)).toHaveLength(1);
  });

  claim(
    "In `MultiSectionDigitalClock` each column click calls `onChange` with `'partial'` as selection state, until the last column gives `'finish'`.",
    () => {
      const [hours, minutes, meridiem] = take(lists(view.querySelector('#multi')!), 3);
      fireEvent.click(option(hours, '10'));
      fireEvent.click(option(minutes, '45'));
      fireEvent.click(option(meridiem, 'PM'));
      expect(calls(multiChange)).toEqual([
        ['2024-10-17 10:30', 'partial'],
        ['2024-10-17 10:45', 'partial'],
        ['2024-10-17 22:45', 'finish'],
      ]);
    },
  );

  claim(
    '`MultiSectionDigitalClock` takes `timeSteps`, one step per view, by default `{ hours: 1, minutes: 5, seconds: 5 }`.',
    () => {
      const [hours, minutes] = take(lists(view.querySelector('#multi')!), 2);
      expect(options(hours)).toHaveLength(12);
      expect(optionTexts(minutes)).toHaveLength(12);
      expect(optionTexts(minutes).slice(0, 2)).toEqual(['00', '05']);
    },
  );

  claim(
    "In `MultiSectionDigitalClock` it adds an AM/PM column; `views` chooses the other columns (`['hours', 'minutes']` by default, add `'seconds'` if needed).",
    () => {
      expect(lists(view.querySelector('#multi')!).map((list) => list.getAttribute('aria-label'))).toEqual([
        'Select hours',
        'Select minutes',
        'Select meridiem',
      ]);
    },
  );
});

describe('locale, views and validation', () => {
  claim("`ampm` follows the adapter's locale by default.", () => {
    const { container, unmount } = withAdapter(<DigitalClock defaultValue={VALUE} />, 'de');
    expect(optionTexts(at(lists(container), 0)).slice(0, 2)).toEqual(['00:00', '00:30']);
    unmount();
  });

  claim('`DigitalClock` only has the `hours` view.', () => {
    const { container, unmount } = withAdapter(<DigitalClock defaultValue={VALUE} views={['hours']} timeStep={60} />);
    expect(optionTexts(at(lists(container), 0))).toHaveLength(24);
    unmount();
  });

  claim('By default disabled options stay visible; `skipDisabled` removes them from the list.', () => {
    const { container, unmount } = withAdapter(
      <>
        <DigitalClock defaultValue={VALUE} minTime={VALUE.hour(9).minute(0)} />
        <DigitalClock defaultValue={VALUE} minTime={VALUE.hour(9).minute(0)} skipDisabled />
      </>,
    );
    const [visible, skipped] = take(lists(container), 2);
    expect(options(visible)).toHaveLength(48);
    expect(at(options(visible), 0).classList).toContain('Mui-disabled');
    expect(options(skipped)).toHaveLength(30);
    unmount();
  });

  claim('With `skipDisabled`, the list only shows what can be picked.', () => {
    const { container, unmount } = render(<DigitalClockSkipDisabled />);
    const [digital, hours] = take(lists(container), 2);
    const texts = optionTexts(digital);
    expect([texts[0], texts.at(-1), texts.length]).toEqual(['09:00 AM', '05:00 PM', 17]);
    expect([at(optionTexts(hours), 0), optionTexts(hours).at(-1)]).toEqual(['09', '17']);
    unmount();
  });

  claim(
    '`readOnly` keeps the list scrollable and focusable but ignores clicks; `disabled` disables every option.',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(
        <>
          <DigitalClock readOnly defaultValue={VALUE} onChange={onChange} />
          <DigitalClock disabled defaultValue={VALUE} />
        </>,
      );
      const [readOnly, disabled] = take(lists(container), 2);
      fireEvent.click(option(readOnly, '11:00 AM'));
      expect(onChange).not.toHaveBeenCalled();
      expect(readOnly.querySelectorAll('[role="option"][tabindex="0"]')).toHaveLength(1);
      expect(options(disabled).every((item) => item.classList.contains('Mui-disabled'))).toBe(true);
      unmount();
    },
  );

  claim('The options form a `listbox` with one tab stop.', () => {
    const { container, unmount } = withAdapter(<DigitalClock defaultValue={VALUE} />);
    const list = at(lists(container), 0);
    expect(list.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    (list.querySelector('[tabindex="0"]') as HTMLElement).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(document.activeElement?.textContent).toBe('12:00 PM');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('11:30 PM');
    unmount();
  });
});
