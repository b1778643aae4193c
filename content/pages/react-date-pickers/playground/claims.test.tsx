import { fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { withPointer } from '@/claims/pointerMedia';
import { claim } from '@/claims/claim';
import PickersPlayground from './demos/PickersPlayground';

const dialogs = () => [...document.querySelectorAll('[role="dialog"]')];
const lastDialog = () => dialogs().at(-1)!;
const closeAll = () => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (!dialogs().some((dialog) => dialog.contains(document.activeElement))) return;
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  }
};

/** The playground, with helpers that use its controls as a reader would. */
function renderPlayground() {
  const { container, unmount } = render(<PickersPlayground />);
  const code = () => container.querySelector('pre[aria-label="Code for the current settings"]')!.textContent!;
  const control = (label: string) =>
    [...container.querySelectorAll('label')]
      .find((item) => item.textContent === label)!
      .querySelector('input') as HTMLInputElement;
  const choose = (select: string, option: string) => {
    const field = [...container.querySelectorAll('.MuiTextField-root')].find(
      (item) => item.querySelector('label')?.textContent === select,
    )!;
    const combobox = field.querySelector('[role="combobox"]')!;
    fireEvent.mouseDown(combobox);
    const listbox = document.getElementById(combobox.getAttribute('aria-controls')!)!;
    fireEvent.click([...listbox.querySelectorAll('[role="option"]')].find((item) => item.textContent === option)!);
  };
  // The picker is in the second column, after the controls.
  const preview = () => container.querySelector('pre')!.previousElementSibling!;
  return { container, unmount, code, control, choose, preview };
}

afterEach(closeAll);

describe('the playground', () => {
  withPointer(true);
  let playground: ReturnType<typeof renderPlayground>;
  beforeAll(() => {
    playground = renderPlayground();
  });

  claim('The value starts at a fixed date, as in every demo of this site', () => {
    expect(playground.preview().querySelector('.MuiPickersDay-root.Mui-selected')?.textContent).toBe('17');
    expect(playground.preview().querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('October 2024');
    expect(playground.code()).toContain("defaultValue={dayjs('2024-10-17T09:30')}");
  });

  claim(
    "They are kept in the library's order (year, month, day, hours, minutes, seconds); the code leaves the prop out when the selection equals the component's default (`['year', 'day']` for dates, `['hours', 'minutes']` for times).",
    () => {
      expect(playground.code()).toContain("views={['year', 'month', 'day']}");
      fireEvent.click(playground.control('year'));
      expect(playground.code()).toContain("views={['month', 'day']}");
      fireEvent.click(playground.control('year'));
      expect(playground.code()).toContain("views={['year', 'month', 'day']}");
      fireEvent.click(playground.control('month'));
      expect(playground.code()).not.toContain('views=');
      playground.choose('Component', 'TimePicker');
      expect(playground.code()).toContain('<StaticTimePicker');
      expect(playground.code()).not.toContain('views=');
      fireEvent.click(playground.control('seconds'));
      expect(playground.code()).toContain("views={['hours', 'minutes', 'seconds']}");
      playground.choose('Component', 'DatePicker');
    },
  );

  claim('The code updates with every change, so you can copy it as a starting point.', () => {
    const before = playground.code();
    fireEvent.click(playground.control('Week numbers (day view)'));
    expect(playground.code()).not.toBe(before);
    expect(playground.code()).toContain('displayWeekNumber');
  });

  claim('**Week numbers**: `displayWeekNumber` adds a column with the week number to the day view.', () => {
    expect(playground.preview().querySelector('.MuiDayCalendar-weekNumber')).not.toBeNull();
    fireEvent.click(playground.control('Week numbers (day view)'));
    expect(playground.preview().querySelector('.MuiDayCalendar-weekNumber')).toBeNull();
  });

  claim('**Landscape orientation**: `orientation="landscape"` puts the toolbar beside the views.', () => {
    fireEvent.click(playground.control('Landscape orientation'));
    expect(playground.code()).toContain('orientation="landscape"');
    expect(playground.preview().querySelector('.MuiPickersLayout-landscape')).not.toBeNull();
  });

  claim(
    'Desktop pickers hide the toolbar, so the option has no visible effect there and is left out of the code of the desktop variant.',
    () => {
      playground.choose('Variant', 'desktop');
      expect(playground.code()).toContain('<DesktopDatePicker');
      expect(playground.code()).not.toContain('orientation');
      fireEvent.click(playground.preview().querySelector('button')!);
      expect(lastDialog().querySelector('.MuiPickersLayout-toolbar')).toBeNull();
      closeAll();
      fireEvent.click(playground.control('Landscape orientation'));
    },
  );

  claim(
    '`DesktopDatePicker` always opens a popup, `MobileDatePicker` always opens a dialog with the toolbar and the action bar, and `StaticDatePicker` renders the views inline, without a field.',
    () => {
      fireEvent.click(playground.preview().querySelector('button')!);
      expect(lastDialog().closest('.MuiPickersPopper-root')).not.toBeNull();
      closeAll();
      playground.choose('Variant', 'mobile');
      fireEvent.click(playground.preview().querySelector('input')!);
      const dialog = lastDialog();
      expect(dialog.closest('.MuiDialog-root')).not.toBeNull();
      expect(dialog.querySelector('.MuiPickersLayout-toolbar')).not.toBeNull();
      expect(dialog.querySelector('.MuiPickersLayout-actionBar')).not.toBeNull();
      closeAll();
      playground.choose('Variant', 'static');
      expect(playground.preview().querySelector('input')).toBeNull();
      expect(playground.preview().querySelector('.MuiDateCalendar-root')).not.toBeNull();
    },
  );

  claim(
    "The playground always passes the ticked actions, which replace the variant's default (no buttons on `DesktopDatePicker`, **OK** on the desktop time and date time pickers, **Cancel** and **OK** on mobile), so untick them all to see a desktop picker without an action bar.",
    () => {
      const actions = () =>
        [...playground.preview().querySelectorAll('.MuiPickersLayout-actionBar button')].map(
          (button) => button.textContent,
        );
      expect(actions()).toEqual(['Cancel', 'OK']);
      fireEvent.click(playground.control('clear'));
      expect(actions()).toEqual(['Clear', 'Cancel', 'OK']);
      expect(playground.code()).toContain("actions: ['clear', 'cancel', 'accept']");
      for (const action of ['clear', 'cancel', 'accept']) fireEvent.click(playground.control(action));
      expect(playground.code()).toContain('actions: []');
      playground.choose('Component', 'TimePicker');
      playground.choose('Variant', 'desktop');
      fireEvent.click(playground.preview().querySelector('button')!);
      expect(lastDialog().querySelector('.MuiPickersLayout-actionBar')).toBeNull();
      closeAll();
      for (const action of ['cancel', 'accept']) fireEvent.click(playground.control(action));
    },
  );

  claim("**AM/PM**: `ampm`, which defaults to the locale's clock (12-hour for English).", () => {
    expect(playground.preview().querySelector('input')?.value).toBe('09:30 AM');
    fireEvent.click(playground.control('AM/PM (time views)'));
    expect(playground.code()).toContain('ampm={false}');
    expect(playground.preview().querySelector('input')?.value).toBe('09:30');
    fireEvent.click(playground.control('AM/PM (time views)'));
  });

  claim(
    '`disabled` greys everything out and blocks any interaction; `readOnly` keeps the value visible and focusable but prevents any change (on desktop the opening button is disabled too).',
    () => {
      fireEvent.click(playground.control('Disabled'));
      expect(playground.preview().querySelector('input')?.disabled).toBe(true);
      expect(playground.preview().querySelector('button')?.disabled).toBe(true);
      fireEvent.click(playground.control('Disabled'));
      fireEvent.click(playground.control('Read-only'));
      const input = playground.preview().querySelector('input')!;
      expect(input.readOnly).toBe(true);
      expect(input.value).toBe('09:30 AM');
      input.focus();
      expect(document.activeElement).toBe(input);
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(input.value).toBe('09:30 AM');
      expect(playground.preview().querySelector('button')?.disabled).toBe(true);
      fireEvent.click(playground.control('Read-only'));
    },
  );

  claim(
    '**Layout style**: a few `sx` values passed through `slotProps.layout.sx`, which styles the content of the popup, the dialog or the static picker.',
    () => {
      playground.choose('Variant', 'static');
      playground.choose('Layout style (sx)', 'Tinted background');
      expect(playground.code()).toContain("layout: { sx: { bgcolor: 'action.hover' } }");
      expect(getComputedStyle(playground.preview().querySelector('.MuiPickersLayout-root')!).backgroundColor).toBe(
        'rgba(0, 0, 0, 0.04)',
      );
      playground.unmount();
    },
  );
});

describe('the responsive variant on a touch screen', () => {
  withPointer(false);

  claim(
    '**Variant**: the responsive component picks the desktop or mobile version with a media query (`desktopModeMediaQuery`, by default `@media (pointer: fine)`).',
    () => {
      const playground = renderPlayground();
      playground.choose('Variant', 'responsive');
      expect(playground.code()).toContain('<DatePicker');
      // No precise pointer: the mobile version, a read-only field and no button.
      expect(playground.preview().querySelector('button')).toBeNull();
      expect(playground.preview().querySelector('input')?.readOnly).toBe(true);
      playground.unmount();
    },
  );
});
