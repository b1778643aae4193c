import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import DateTimeTabs from './demos/DateTimeTabs';

describe('tabs of a static date time picker on a short screen', () => {
  let view: Element;
  const tabs = (id: string) => view.querySelectorAll(`#${id} [role="tab"]`).length;
  beforeAll(() => {
    // Shorter than the 667 px under which a standalone DateTimePickerTabs hides itself.
    window.innerHeight = 500;
    view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div id="default">
          <StaticDateTimePicker />
        </div>
        <div id="desktop">
          <StaticDateTimePicker displayStaticWrapperAs="desktop" />
        </div>
        <div id="desktop-forced">
          <StaticDateTimePicker displayStaticWrapperAs="desktop" slotProps={{ tabs: { hidden: false } }} />
        </div>
        <div id="demo">
          <DateTimeTabs />
        </div>
      </LocalizationProvider>,
    ).container;
  });

  claim('the static one shows them unless `displayStaticWrapperAs="desktop"`', () => {
    expect(tabs('default')).toBe(2);
    expect(tabs('desktop')).toBe(0);
  });

  claim('`slotProps.tabs` accepts `hidden` to force either way', () => {
    expect(tabs('desktop-forced')).toBe(2);
  });

  claim('The desktop variant hides them, the mobile one shows them whatever the screen height', () => {
    const dialogTabs = (picker: React.ReactElement) => {
      const { baseElement, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>{picker}</LocalizationProvider>,
      );
      const count = baseElement.querySelectorAll('[role="dialog"] [role="tab"]').length;
      unmount();
      return count;
    };
    expect(dialogTabs(<DesktopDateTimePicker open />)).toBe(0);
    expect(dialogTabs(<MobileDateTimePicker open />)).toBe(2);
  });

  claim('the static one shows them', () => {
    // The demo, a static picker, shows its tabs with its own icons.
    expect(tabs('demo')).toBe(2);
    expect(view.querySelectorAll('#demo [data-testid="EventIcon"], #demo [data-testid="ScheduleIcon"]')).toHaveLength(
      2,
    );
  });
});

/** Renders a picker in a localization provider and returns the document, where open pickers portal their views. */
const renderPicker = (picker: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{picker}</LocalizationProvider>).baseElement;

describe('action bar defaults', () => {
  /**
   * The action buttons of a picker rendered alone: looked for in what the render added to the body (its container and
   * the portal of its popup), then the picker is unmounted.
   */
  const open = (picker: React.ReactElement) => {
    const before = new Set(document.body.children);
    const { unmount } = render(<LocalizationProvider dateAdapter={AdapterDayjs}>{picker}</LocalizationProvider>);
    const added = [...document.body.children].filter((element) => !before.has(element));
    const bar = added.map((element) => element.querySelector('.MuiPickersLayout-actionBar')).find(Boolean);
    const buttons = bar ? [...bar.querySelectorAll('button')].map((button) => button.textContent) : [];
    unmount();
    return buttons;
  };

  claim('By default a desktop date picker has no actions', () => {
    expect(open(<DesktopDatePicker open />)).toEqual([]);
  });

  claim(
    'a desktop date time picker usually has `["accept"]` (none when its time view fits in a single column), and mobile and static pickers have `["cancel", "accept"]`',
    () => {
      expect(open(<DesktopDateTimePicker open />)).toEqual(['OK']);
      // 24 hours in steps of an hour fit the single-column threshold (24 options).
      expect(open(<DesktopDateTimePicker open timeSteps={{ minutes: 60 }} />)).toEqual([]);
      expect(open(<MobileDatePicker open />)).toEqual(['Cancel', 'OK']);
      expect(open(<StaticDatePicker />)).toEqual(['Cancel', 'OK']);
    },
  );
});

describe('slots', () => {
  const received: Record<string, unknown>[] = [];
  function TaggedDay(props: PickersDayProps<Dayjs> & { tag?: string }) {
    const { tag, ...other } = props;
    received.push({ tag, day: props.day.format('YYYY-MM-DD') });
    return <PickersDay {...other} data-tag={tag} />;
  }
  let calendar: Element;
  beforeAll(() => {
    calendar = renderPicker(
      <>
        <div id="default-days">
          <DateCalendar />
        </div>
        <div id="tagged-days">
          <DateCalendar slots={{ day: TaggedDay }} slotProps={{ day: { tag: 'mine' } as object }} />
        </div>
      </>,
    );
  });

  claim('Each day button of the calendar is the `day` slot, a `PickersDay` by default.', () => {
    const days = calendar.querySelectorAll('#default-days button.MuiPickersDay-root');
    expect(days.length).toBeGreaterThan(27);
  });

  claim(
    'The replacement receives the props the picker would have given to the default one, plus what you put in `slotProps` for that slot.',
    () => {
      expect(received.length).toBeGreaterThan(27);
      expect(received.every((props) => props.tag === 'mine' && typeof props.day === 'string')).toBe(true);
      expect(calendar.querySelectorAll('#tagged-days [data-tag="mine"]').length).toBeGreaterThan(27);
    },
  );

  describe('the headers of a range calendar', () => {
    const headers: { month: string; currentMonth: string; monthIndex: number; calendars: number }[] = [];
    let root: Element;
    beforeAll(() => {
      function Header(props: { month: Dayjs; currentMonth: Dayjs; monthIndex: number; calendars: number }) {
        headers.push({
          month: props.month.format('YYYY-MM'),
          currentMonth: props.currentMonth.format('YYYY-MM'),
          monthIndex: props.monthIndex,
          calendars: props.calendars,
        });
        return <div className="custom-header">{props.month.format('MMMM')}</div>;
      }
      root = renderPicker(
        <DateRangeCalendar
          calendars={2}
          slots={{ calendarHeader: Header as never }}
          referenceDate={dayjs('2024-10-17')}
        />,
      );
    });

    claim(
      'A replacement receives the same props plus `month` (the month under this header), `monthIndex` and `calendars`',
      () => {
        expect(headers.slice(-2).map(({ month, monthIndex, calendars }) => [month, monthIndex, calendars])).toEqual([
          ['2024-10', 0, 2],
          ['2024-11', 1, 2],
        ]);
        expect(root.querySelectorAll('.custom-header')).toHaveLength(2);
      },
    );

    claim(
      'Every header receives the same `currentMonth`, the month shown at `currentMonthCalendarPosition` (the first one by default)',
      () => {
        expect(headers.slice(-2).map(({ currentMonth }) => currentMonth)).toEqual(['2024-10', '2024-10']);
      },
    );
  });

  claim(
    'a replacement receives its props: `children` (the label), `onClick`, `disabled`, `tabIndex` and the `role="radio"` with `aria-checked`',
    () => {
      const seen: Record<string, unknown>[] = [];
      function MonthButton(props: Record<string, unknown>) {
        seen.push(props);
        return <button type="button" {...props} />;
      }
      renderPicker(<DateCalendar views={['month']} openTo="month" slots={{ monthButton: MonthButton as never }} />);
      const first = seen.find((props) => props.children === 'Jan')!;
      expect(first.children).toBe('Jan');
      expect(typeof first.onClick).toBe('function');
      expect(['disabled', 'tabIndex', 'aria-checked'].every((key) => key in first)).toBe(true);
      expect(first.role).toBe('radio');
    },
  );

  claim('Every icon is a slot', () => {
    const Left = () => <svg data-testid="left" />;
    const Right = () => <svg data-testid="right" />;
    const Switch = () => <svg data-testid="switch" />;
    const root = renderPicker(
      <DateCalendar slots={{ leftArrowIcon: Left, rightArrowIcon: Right, switchViewIcon: Switch }} />,
    );
    expect(['left', 'right', 'switch'].map((id) => root.querySelectorAll(`[data-testid="${id}"]`).length)).toEqual([
      1, 1, 1,
    ]);
  });

  claim('To style every picker of the application, use the theme', () => {
    const theme = createTheme({
      components: {
        MuiDateCalendar: { defaultProps: { displayWeekNumber: true } },
        MuiPickersDay: { styleOverrides: { root: { color: 'rgb(0, 128, 0)' } } },
      },
    } as object);
    const root = render(
      <ThemeProvider theme={theme}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <div id="themed">
            <DateCalendar />
          </div>
        </LocalizationProvider>
      </ThemeProvider>,
    ).container;
    expect(root.querySelectorAll('#themed .MuiDayCalendar-weekNumber').length).toBeGreaterThan(3);
    expect(getComputedStyle(root.querySelector('#themed .MuiPickersDay-root')!).color).toBe('rgb(0, 128, 0)');
  });
});

describe('the two props', () => {
  claim('Two props, with the same keys, cover every slot:', () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <MobileDatePicker open slotProps={{ actionBar: { actions: ['clear', 'accept'] }, toolbar: { hidden: true } }} />
        <DesktopDatePicker slots={{ openPickerIcon: EditCalendarIcon }} />
      </LocalizationProvider>,
    );
    const dialog = [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
    expect([...dialog.querySelectorAll('.MuiPickersLayout-actionBar button')].map((b) => b.textContent)).toEqual([
      'Clear',
      'OK',
    ]);
    expect(dialog.querySelector('.MuiPickersLayout-toolbar')).toBeNull();
    expect(container.querySelector('button svg')?.getAttribute('data-testid')).toBe('EditCalendarIcon');
    unmount();
  });

  claim(
    'Import `@mui/x-date-pickers/themeAugmentation` once (a type-only import is enough) so that TypeScript knows these keys.',
    () => {
      const folder = path.join(process.cwd(), 'node_modules/@mui/x-date-pickers/themeAugmentation');
      // Nothing at run time: the module only augments the theme types of Material UI.
      expect(fs.readFileSync(path.join(folder, 'index.js'), 'utf8').trim()).toBe('');
      const components = fs.readFileSync(path.join(folder, 'components.d.ts'), 'utf8');
      expect(components).toContain("declare module '@mui/material/styles'");
      expect(components).toMatch(/MuiPickersDay\?: \{\s+defaultProps/);
    },
  );
});
