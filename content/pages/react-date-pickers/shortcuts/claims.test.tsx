import { fireEvent, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import type { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, describe, expect, vi } from 'vitest';
import { withPointer } from '@/claims/pointerMedia';
import { claim, untestable } from '@/claims/claim';
import BasicShortcuts from './demos/BasicShortcuts';
import ChangeImportanceShortcuts from './demos/ChangeImportanceShortcuts';
import LandscapeShortcuts from './demos/LandscapeShortcuts';
import PickerShortcuts from './demos/PickerShortcuts';
import RangeShortcuts from './demos/RangeShortcuts';
import ShortcutInChangeContext from './demos/ShortcutInChangeContext';
import ValidShortcuts from './demos/ValidShortcuts';

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
const chips = (root: Element) => [...root.querySelectorAll<HTMLElement>('.MuiChip-root')];
const chip = (root: Element, label: string) => chips(root).find((item) => item.textContent === label)!;
const dayButton = (root: Element, day: number) =>
  [...root.querySelectorAll<HTMLButtonElement>('button.MuiPickersDay-root')].find(
    (element) => element.textContent === String(day),
  )!;
const selectedDay = (root: Element) => root.querySelector('.MuiPickersDay-root.Mui-selected')?.textContent;
const tomorrow: PickersShortcutsItem<Dayjs | null>[] = [{ label: 'Tomorrow', getValue: () => DAY.add(1, 'day') }];

afterEach(closeAll);
withPointer(true);

describe('the list', () => {
  claim('and work on every picker, including the range pickers.', () => {
    const range: PickersShortcutsItem<[Dayjs | null, Dayjs | null]>[] = [
      { label: 'Tomorrow', getValue: () => [DAY.add(1, 'day'), DAY.add(1, 'day')] },
    ];
    const pickers = [
      <DesktopDatePicker key="date" slotProps={{ shortcuts: { items: tomorrow } }} />,
      <DesktopTimePicker key="time" slotProps={{ shortcuts: { items: tomorrow } }} />,
      <DesktopDateRangePicker key="range" slotProps={{ shortcuts: { items: range } }} />,
      <DesktopDateTimeRangePicker key="date-time-range" slotProps={{ shortcuts: { items: range } }} />,
    ];
    for (const picker of pickers) {
      const { container, unmount } = withAdapter(picker);
      // The range pickers have no button: their field opens them.
      fireEvent.click(container.querySelector('button') ?? container.querySelector('input')!);
      const popper = [...document.querySelectorAll('.MuiPickersPopper-root')].at(-1)!;
      expect(chip(popper, 'Tomorrow')).toBeTruthy();
      unmount();
    }
  });

  claim(
    'The list is rendered by the `shortcuts` slot (`PickersShortcuts`, a Material UI `List` of `Chip`s), on the left of the views in portrait orientation (on the right in right-to-left languages). With no items, nothing is rendered.',
    () => {
      const { container, unmount } = render(<BasicShortcuts />);
      const list = container.querySelector(`.${pickersLayoutClasses.shortcuts}`)!;
      expect(list.tagName).toBe('UL');
      expect(list.classList).toContain('MuiList-root');
      expect(chips(list).map((item) => item.textContent)).toEqual([
        'Today',
        'Tomorrow',
        'Next Monday',
        'End of month',
        'In 30 days',
        'Reset',
      ]);
      expect(getComputedStyle(list).gridColumn).toBe('1');
      expect(getComputedStyle(container.querySelector(`.${pickersLayoutClasses.contentWrapper}`)!).gridColumn).toBe(
        '2',
      );
      unmount();
      const rtl = render(
        <ThemeProvider theme={createTheme({ direction: 'rtl' })}>
          <BasicShortcuts />
        </ThemeProvider>,
      );
      expect(getComputedStyle(rtl.container.querySelector(`.${pickersLayoutClasses.shortcuts}`)!).gridColumn).toBe('3');
      rtl.unmount();
      const empty = withAdapter(<StaticDatePicker defaultValue={DAY} slotProps={{ shortcuts: { items: [] } }} />);
      expect(empty.container.querySelector(`.${pickersLayoutClasses.shortcuts}`)).toBeNull();
      empty.unmount();
    },
  );

  claim(
    '`getValue` is called when the list renders, for every item, to know whether each shortcut is enabled, and its result is what a click selects.',
    () => {
      const first = vi.fn(() => DAY.add(1, 'day'));
      const second = vi.fn(() => DAY.add(2, 'day'));
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(
        <StaticDatePicker
          defaultValue={DAY}
          onChange={onChange}
          slotProps={{
            shortcuts: {
              items: [
                { label: 'One', getValue: first },
                { label: 'Two', getValue: second },
              ],
            },
          }}
        />,
      );
      expect(first).toHaveBeenCalled();
      expect(second).toHaveBeenCalled();
      fireEvent.click(chip(container, 'Two'));
      expect((onChange.mock.calls[0]?.[0] as Dayjs).format('YYYY-MM-DD')).toBe('2024-10-19');
      unmount();
    },
  );

  claim(
    '`id` (optional): a unique key, used instead of the label for the list and passed back in the change context.',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(
        <StaticDatePicker
          defaultValue={DAY}
          onChange={onChange}
          slotProps={{ shortcuts: { items: [{ id: 'next', label: 'Tomorrow', getValue: () => DAY.add(1, 'day') }] } }}
        />,
      );
      fireEvent.click(chip(container, 'Tomorrow'));
      expect(onChange.mock.calls[0]?.[1].shortcut).toEqual({ id: 'next', label: 'Tomorrow' });
      unmount();
    },
  );

  claim('`getValue`: a function that returns the value to select, of the same type as the picker value', () => {
    const { container, unmount } = render(<BasicShortcuts />);
    fireEvent.click(chip(container, 'Next Monday'));
    expect(selectedDay(container)).toBe('21');
    fireEvent.click(chip(container, 'Reset'));
    expect(selectedDay(container)).toBeUndefined();
    unmount();
  });
});

describe('pickers with a popup', () => {
  claim('the shortcuts appear in the popup or the dialog. A date time shortcut can carry a time as well.', () => {
    const { container, unmount } = render(<PickerShortcuts />);
    const [date, dateTime] = [...container.querySelectorAll('.MuiFormControl-root')];
    expect(chips(container)).toHaveLength(0);
    fireEvent.click(date!.querySelector('button')!);
    fireEvent.click(chip(lastDialog(), 'In a week'));
    expect(date!.querySelector('input')?.value).toBe('10/24/2024');
    fireEvent.click(dateTime!.querySelector('button')!);
    fireEvent.click(chip(lastDialog(), 'Tomorrow 14:00'));
    expect(dateTime!.querySelector('input')?.value).toBe('10/18/2024 02:00 PM');
    unmount();
  });

  claim(
    'On `DateRangePicker`, `StaticDateRangePicker` and `DateTimeRangePicker`, `getValue` returns a `DateRange`. Return `[null, null]` for a "Reset" shortcut.',
    () => {
      const { container, unmount } = render(<RangeShortcuts />);
      const selected = () =>
        [...container.querySelectorAll('.MuiDateRangePickerDay-root')]
          .filter(
            (day) =>
              day.classList.contains('MuiDateRangePickerDay-rangeIntervalDayHighlightStart') ||
              day.classList.contains('MuiDateRangePickerDay-rangeIntervalDayHighlightEnd'),
          )
          .map((day) => day.textContent);
      expect(selected()).toEqual(['13', '19']);
      fireEvent.click(chip(container, 'Last 7 days'));
      expect(selected()).toEqual(['10', '17']);
      fireEvent.click(chip(container, 'Reset'));
      expect(selected()).toEqual([]);
      unmount();
    },
  );
});

describe('validation', () => {
  claim(
    'A shortcut whose value breaks the validation props of the picker (`minDate`, `shouldDisableDate`…) is rendered disabled.',
    () => {
      const { container, unmount } = withAdapter(
        <StaticDatePicker
          defaultValue={DAY}
          minDate={DAY}
          slotProps={{ shortcuts: { items: [{ label: 'Yesterday', getValue: () => DAY.subtract(1, 'day') }] } }}
        />,
      );
      expect(chip(container, 'Yesterday').classList).toContain('Mui-disabled');
      unmount();
    },
  );

  claim('"Next working day" steps forward until `isValid` agrees, while "Saturday" is shown disabled.', () => {
    const { container, unmount } = render(<ValidShortcuts />);
    expect(chip(container, 'Saturday').classList).toContain('Mui-disabled');
    expect(chip(container, 'Next working day').classList).not.toContain('Mui-disabled');
    fireEvent.click(chip(container, 'Next working day'));
    expect(selectedDay(container)).toBe('18');
    unmount();
  });
});

describe('change importance', () => {
  const entries = (root: Element) =>
    [...root.querySelectorAll('[aria-label="Event log"] li')].map((item) => item.textContent).reverse();

  claim(
    "`'accept'` (the default): calls `onChange`, calls `onAccept` if the value differs from the last accepted one, and closes the picker",
    () => {
      const { container, unmount } = render(<ChangeImportanceShortcuts />);
      fireEvent.click(container.querySelector('.MuiFormControl-root button')!);
      fireEvent.click(chip(lastDialog(), 'In a week'));
      expect(entries(container)).toEqual([
        'onChange: 2024-10-24 (shortcut: next-week)',
        'onAccept: 2024-10-24',
        'onClose',
      ]);
      unmount();
    },
  );

  claim(
    "`'set'`: only calls `onChange`; the picker stays open so the user can adjust the value (for example the time) and confirm.",
    () => {
      const { container, unmount } = render(<ChangeImportanceShortcuts />);
      fireEvent.click([...container.querySelectorAll('button')].find((item) => item.textContent === 'set')!);
      fireEvent.click(container.querySelector('.MuiFormControl-root button')!);
      const popup = lastDialog();
      fireEvent.click(chip(popup, 'In a week'));
      expect(entries(container)).toEqual(['onChange: 2024-10-24 (shortcut: next-week)']);
      expect(document.body.contains(popup)).toBe(true);
      unmount();
    },
  );

  claim(
    "clicking a shortcut whose `getValue` returns the value already selected (equal to the millisecond) calls nothing, although with `'accept'` the picker still closes. The one exception is an uncontrolled picker the user has not touched yet, where a click always calls `onChange`, even with a value equal to `defaultValue`; `onAccept` still waits for a value that differs from the last accepted one, so it is not called then.",
    () => {
      const { container, unmount } = render(<ChangeImportanceShortcuts />);
      const open = () => fireEvent.click(container.querySelector('.MuiFormControl-root button')!);
      open();
      fireEvent.click(chip(lastDialog(), 'Today'));
      // Untouched: onChange reports the default value; onAccept does not, as it equals the accepted one.
      expect(entries(container)).toEqual(['onChange: 2024-10-17 (shortcut: today)', 'onClose']);
      open();
      fireEvent.click(chip(lastDialog(), 'Today'));
      expect(entries(container).slice(2)).toEqual(['onClose']);
      unmount();
    },
  );

  claim(
    'When it is called, the `onChange` context has a `shortcut` property holding the clicked item without its `getValue` (`label` and `id`)',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(
        <DesktopDatePicker defaultValue={DAY} onChange={onChange} slotProps={{ shortcuts: { items: tomorrow } }} />,
      );
      fireEvent.click(container.querySelector('button')!);
      fireEvent.click(dayButton(lastDialog(), 20));
      expect(onChange.mock.calls[0]?.[1].shortcut).toBeUndefined();
      fireEvent.click(container.querySelector('button')!);
      fireEvent.click(chip(lastDialog(), 'Tomorrow'));
      expect(onChange.mock.calls[1]?.[1].shortcut).toEqual({ label: 'Tomorrow' });
      unmount();
    },
  );

  claim(
    '"Today" returns the value already selected, so clicking it first changes nothing; pick another day, then "Today" works',
    () => {
      const { container, unmount } = render(<ShortcutInChangeContext />);
      const status = () => container.querySelector('.MuiTypography-body2')?.textContent;
      fireEvent.click(chip(container, 'Today'));
      expect(status()).toBe('onChange calls: 0. The last one came from nothing yet.');
      fireEvent.click(dayButton(container, 22));
      fireEvent.click(chip(container, 'Today'));
      expect(status()).toBe('onChange calls: 2. The last one came from the "Today" shortcut.');
      expect(selectedDay(container)).toBe('17');
      unmount();
    },
  );
});

describe('position and style', () => {
  claim('In `orientation="landscape"`, the layout moves the shortcuts above the views.', () => {
    const { container, unmount } = render(<LandscapeShortcuts />);
    const style = getComputedStyle(container.querySelector(`.${pickersLayoutClasses.shortcuts}`)!);
    expect([style.gridRow, style.gridColumn.replace(/\s/g, '')]).toEqual(['1', '2/4']);
    unmount();
  });

  claim('The list accepts the usual `List` props through `slotProps.shortcuts` (`sx`, `dense`, `subheader`…)', () => {
    const { container, unmount } = withAdapter(
      <StaticDatePicker
        defaultValue={DAY}
        slotProps={{ shortcuts: { items: tomorrow, dense: true, subheader: <li>Quick picks</li> } }}
      />,
    );
    const list = container.querySelector(`.${pickersLayoutClasses.shortcuts}`)!;
    expect(list.classList).toContain('MuiList-dense');
    expect(list.firstElementChild?.textContent).toBe('Quick picks');
    unmount();
  });

  claim(
    'to replace the list itself, pass your own component as `slots.shortcuts`: it receives `items`, `changeImportance`, `onChange` and `isValid`.',
    () => {
      const received = vi.fn();
      const onAccept = vi.fn();
      function MyShortcuts(props: PickersShortcutsProps<Dayjs | null>) {
        received(props);
        const item = props.items?.[0];
        return (
          <button
            type="button"
            onClick={() => props.onChange(item!.getValue({ isValid: props.isValid }), 'accept', item!)}
          >
            mine
          </button>
        );
      }
      const { container, unmount } = withAdapter(
        <StaticDatePicker
          defaultValue={DAY}
          onAccept={onAccept}
          slots={{ shortcuts: MyShortcuts }}
          slotProps={{ shortcuts: { items: tomorrow, changeImportance: 'set' } }}
        />,
      );
      const props = received.mock.calls[0]?.[0];
      expect(props.items).toBe(tomorrow);
      expect(props.changeImportance).toBe('set');
      expect(props.isValid(DAY)).toBe(true);
      fireEvent.click([...container.querySelectorAll('button')].find((item) => item.textContent === 'mine')!);
      expect((onAccept.mock.calls[0]?.[0] as Dayjs).format('YYYY-MM-DD')).toBe('2024-10-18');
      unmount();
    },
  );
});

describe('the snippet', () => {
  claim('Pass the list as `slotProps.shortcuts.items`.', () => {
    const items: PickersShortcutsItem<Dayjs | null>[] = [
      { label: 'Today', getValue: () => dayjs().startOf('day') },
      { label: 'Reset', getValue: () => null },
    ];
    const { container, unmount } = withAdapter(<DatePicker defaultValue={DAY} slotProps={{ shortcuts: { items } }} />);
    fireEvent.click(container.querySelector('button')!);
    fireEvent.click(chip(lastDialog(), 'Reset'));
    expect(container.querySelector('input')?.value).toBe('');
    unmount();
  });
});

untestable(
  'The demos compute their values from a fixed date so that they look the same every day',
  'advice about how the demos are written; the demos above are tested with their fixed date',
);

// The dialog half of the sentence, on the mobile variant (imported directly; the responsive `DatePicker` would pick it
// on a touch screen): the layout of the dialog renders the `shortcuts` slot too, and the default `'accept'` closes it.
claim(
  'On `DatePicker`, `DateTimePicker` and the other pickers with a popup, the shortcuts appear in the popup or the dialog.',
  () => {
    const onAccept = vi.fn();
    const onClose = vi.fn();
    const { container, unmount } = withAdapter(
      <MobileDatePicker
        defaultValue={DAY}
        onAccept={onAccept}
        onClose={onClose}
        slotProps={{ shortcuts: { items: tomorrow } }}
      />,
    );
    const before = dialogs().length;
    fireEvent.click(container.querySelector('input')!);
    expect(dialogs()).toHaveLength(before + 1);
    expect(lastDialog().closest('.MuiDialog-root')).not.toBeNull();
    fireEvent.click(chip(lastDialog(), 'Tomorrow'));
    expect(container.querySelector('input')?.value).toBe('10/18/2024');
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
  },
);

claim('`slotProps.shortcuts.changeImportance` decides what a click does:', () => {
  const onAccept = vi.fn();
  const onClose = vi.fn();
  const { container, unmount } = withAdapter(
    <DesktopDatePicker
      defaultValue={DAY}
      onAccept={onAccept}
      onClose={onClose}
      slotProps={{ shortcuts: { items: tomorrow, changeImportance: 'set' } }}
    />,
  );
  fireEvent.click(container.querySelector('button')!);
  fireEvent.click(chip(lastDialog(), 'Tomorrow'));
  expect(container.querySelector('input')?.value).toBe('10/18/2024');
  expect(onAccept).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  unmount();
});
