import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { fireEvent, render as renderInDocument } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { frFR } from '@mui/x-date-pickers/locales';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import ClearableField from './demos/ClearableField';
import SelectedSectionsField from './demos/SelectedSectionsField';

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

// Worker threads keep Emotion between files: a cache of this file's own makes the styles land in this document.
const styleCache = createCache({ key: 'claims' });
const render = (ui: React.ReactElement) => renderInDocument(<CacheProvider value={styleCache}>{ui}</CacheProvider>);

const VALUE = dayjs('2024-10-17T09:30');
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
const describeValue = (value: Dayjs | null) =>
  value === null ? null : value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'invalid';

describe('keyboard editing in an accessible field', () => {
  const onChange = vi.fn();
  let field: Element;
  const sections = () => [...field.querySelectorAll<HTMLElement>('.MuiPickersSectionList-sectionContent')];
  const texts = () => sections().map((section) => section.textContent);
  const press = (key: string, options: object = {}) => fireEvent.keyDown(document.activeElement!, { key, ...options });
  const type = (character: string) => {
    const section = document.activeElement as HTMLElement;
    section.textContent = character;
    fireEvent.input(section);
  };
  const paste = (text: string) => fireEvent.paste(document.activeElement!, { clipboardData: { getData: () => text } });
  beforeAll(() => {
    field = withAdapter(
      <DateField enableAccessibleFieldDOMStructure defaultValue={VALUE} onChange={onChange} />,
    ).container;
  });

  claim(
    'a click selects the section under the pointer; :kbd[ArrowLeft] and :kbd[ArrowRight] move between sections',
    async () => {
      fireEvent.click(at(sections(), 1));
      at(sections(), 1).focus();
      // The field syncs its selection with the focus after a tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Day');
      press('ArrowRight');
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Year');
      press('ArrowLeft');
      press('ArrowLeft');
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Month');
    },
  );

  claim('typing `4` in a month moves on; typing `1` waits for a possible `10`–`12`', () => {
    type('4');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Day');
    press('ArrowLeft');
    type('1');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Month');
    type('2');
    expect(texts()).toEqual(['12', '17', '2024']);
  });

  claim('Values wrap around (December + 1 month gives January) without touching the other sections.', () => {
    press('ArrowLeft');
    press('ArrowUp');
    expect(texts()).toEqual(['01', '17', '2024']);
  });

  claim(
    'with one section selected, digits pasted into a numeric section (or letters into a text section) fill that section, and digits or letters of the wrong kind are ignored',
    () => {
      press('ArrowRight');
      paste('05');
      expect(texts()).toEqual(['01', '05', '2024']);
      paste('ab');
      expect(texts()).toEqual(['01', '05', '2024']);
    },
  );

  claim(
    'any other text, or a paste while all sections are selected, is parsed with the format and replaces the whole value',
    () => {
      paste('03/09/2023');
      expect(texts()).toEqual(['03', '09', '2023']);
    },
  );

  claim('The field does not call `onChange` on every keystroke.', () => {
    onChange.mockClear();
    press('Delete');
    press('ArrowRight');
    press('Delete');
    // Only the first emptied section changed the value from valid to partly filled.
    expect(onChange.mock.calls.map(([value]) => describeValue(value))).toEqual(['invalid']);
  });

  claim('every section is emptied, in which case it receives `null`.', () => {
    press('a', { ctrlKey: true, keyCode: 65 });
    press('Delete');
    expect(onChange.mock.calls.map(([value]) => describeValue(value))).toEqual(['invalid', null]);
  });

  claim(
    'the sections form a new valid date (the untouched parts, such as the time in a `DateField`, are kept from the previous value or from `referenceDate`)',
    () => {
      press('ArrowLeft');
      press('ArrowUp');
      press('ArrowRight');
      press('ArrowUp');
      press('ArrowRight');
      press('ArrowUp');
      expect(describeValue(onChange.mock.calls.at(-1)![0])).toBe(`${dayjs().year()}-01-01 09:30`);
    },
  );
});

describe('stepping from an empty section and in minutes', () => {
  let view: Element;
  const sections = () => [...view.querySelectorAll<HTMLElement>('.MuiPickersSectionList-sectionContent')];
  const texts = () => sections().map((section) => section.textContent);
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T09:30'));
    view = withAdapter(
      <>
        <DateField enableAccessibleFieldDOMStructure />
        <TimeField enableAccessibleFieldDOMStructure minutesStep={5} defaultValue={VALUE} />
      </>,
    ).container;
  });
  afterAll(() => vi.useRealTimers());

  claim('On an empty section, stepping starts from the limits (the current year for the year section).', () => {
    at(sections(), 0).focus();
    fireEvent.click(at(sections(), 0));
    press('ArrowDown');
    press('ArrowRight');
    press('ArrowUp');
    press('ArrowRight');
    press('ArrowDown');
    expect(texts().slice(0, 3)).toEqual(['12', '01', '2026']);
  });

  claim(
    'In the minutes section, the step is `minutesStep` when it is set, so PageUp / PageDown move by five times `minutesStep`.',
    () => {
      at(sections(), 3).focus();
      fireEvent.click(at(sections(), 3));
      press('ArrowRight');
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Minutes');
      press('ArrowUp');
      expect(texts().slice(3)).toEqual(['09', '35', 'AM']);
      press('PageUp');
      // 35 + 25 passes 55 and wraps around to 00, the hours untouched.
      expect(texts().slice(3)).toEqual(['09', '00', 'AM']);
      press('PageDown');
      expect(texts().slice(3)).toEqual(['09', '35', 'AM']);
    },
  );
});

describe('formats', () => {
  let view: Element;
  beforeAll(() => {
    view = withAdapter(
      <>
        <DateField defaultValue={VALUE} />
        <TimeField defaultValue={VALUE} />
        <TimeField defaultValue={VALUE} ampm={false} />
        <DateField defaultValue={VALUE} format="ddd D MMM [at] YYYY" />
        <DateField defaultValue={VALUE} formatDensity="spacious" />
        <DateField defaultValue={VALUE.date(3)} format="M/D/YYYY" />
      </>,
    ).container;
  });
  const inputs = () => [...view.querySelectorAll('input')].map((input) => input.value.replace(/[\u2066-\u2069]/g, ''));

  claim(
    'Without `format`, each field uses a localized default: `L` for a date with Day.js (`MM/DD/YYYY` in English), `hh:mm A` or `HH:mm` for a time depending on `ampm`.',
    () => {
      expect(inputs().slice(0, 3)).toEqual(['10/17/2024', '09:30 AM', '09:30']);
    },
  );

  claim('Every token the adapter knows becomes a section; other characters are separators.', () => {
    expect(inputs()[3]).toBe('Thu 17 Oct at 2024');
  });

  claim(
    '`"dense"` (the default) shows `10/17/2024`, `"spacious"` adds spaces around `/`, `-` and `.`, giving `10 / 17 / 2024`',
    () => {
      expect(inputs()[4]).toBe('10 / 17 / 2024');
    },
  );

  claim(
    'By default the field always pads numeric sections with zeros, even when the format asks for none: `M/D/YYYY` is shown as `10/03/2024`.',
    () => {
      expect(inputs()[5]).toBe('10/03/2024');
    },
  );
});

describe('selected sections', () => {
  claim("`'all'`: every section;", () => {
    const { container, unmount } = render(<SelectedSectionsField />);
    const button = (name: string) =>
      [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;
    const input = container.querySelector('input')!;
    fireEvent.click(button('day'));
    expect(document.activeElement).toBe(input);
    expect(input.value.slice(input.selectionStart!, input.selectionEnd!).replace(/[\u2066-\u2069]/g, '')).toBe('17');
    fireEvent.click(button('all'));
    expect(container.textContent).toContain('selectedSections: "all"');
    expect(input.selectionEnd! - input.selectionStart!).toBe(input.value.length);
    unmount();
  });

  untestable(
    'The selection is only visible while the input has the focus',
    'what is highlighted on screen; the demo focusing the input first is tested above',
  );
});

describe('clearing', () => {
  claim(
    '`clearable` adds a button with a cross at the end of the field that empties it in one click, and `onClear` tells you when it happened.',
    () => {
      const { container, unmount } = render(<ClearableField />);
      const [first, second] = take(container.querySelectorAll('.MuiFormControl-root'), 2);
      expect(second.querySelector('button[title="Clear"] svg')?.getAttribute('data-testid')).toBe('ClearIcon');
      fireEvent.click(first.querySelector('button[title="Clear"]')!);
      expect(container.textContent).toContain('cleared 1 time(s)');
      unmount();
    },
  );

  claim('The button only appears when the field has a value and is neither disabled nor read-only', () => {
    const { container, unmount } = withAdapter(
      <>
        <DateField clearable />
        <DateField clearable disabled defaultValue={VALUE} />
        <DateField clearable readOnly defaultValue={VALUE} />
        <DateField clearable defaultValue={VALUE} />
      </>,
    );
    expect(
      [...container.querySelectorAll('.MuiFormControl-root')].map((root) => root.querySelector('button') !== null),
    ).toEqual([false, false, false, true]);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(styles).toMatch(/@media \(pointer: fine\)\{[^}]*\.clearButton\{opacity:0;\}/);
    unmount();
  });

  claim('The demo uses a `DesktopDatePicker` so that the button shows on every device.', () => {
    const { container, unmount } = render(<ClearableField />);
    const picker = at(container.querySelectorAll('.MuiFormControl-root'), 1);
    expect(picker.querySelector('input')?.readOnly).toBe(false);
    expect(picker.querySelector('button[title="Clear"]')).not.toBeNull();
    unmount();
  });

  claim(
    '**Clearing**: :kbd[Backspace] and :kbd[Delete] empty the selected section, or the whole field when all sections are selected.',
    () => {
      const { container, unmount } = withAdapter(<DateField defaultValue={VALUE} />);
      const input = container.querySelector('input')!;
      input.focus();
      input.setSelectionRange(3, 5);
      fireEvent.click(input);
      fireEvent.keyDown(input, { key: 'Delete' });
      expect(input.value.replace(/[\u2066-\u2069]/g, '')).toBe('10/DD/2024');
      fireEvent.keyDown(input, { key: 'a', keyCode: 65, ctrlKey: true });
      fireEvent.keyDown(input, { key: 'Delete' });
      expect(input.value.replace(/[\u2066-\u2069]/g, '')).toBe('MM/DD/YYYY');
      unmount();
    },
  );

  claim('it never shows the clear button there', () => {
    const { container, unmount } = withAdapter(
      <MobileDatePicker defaultValue={VALUE} slotProps={{ field: { clearable: true } }} />,
    );
    expect(container.querySelector('button')).toBeNull();
    unmount();
  });
});

describe('structure', () => {
  claim('Default in the range pickers', () => {
    const { container, unmount } = withAdapter(<DateRangePicker />);
    expect(container.querySelector('.MuiMultiInputDateRangeField-root')).not.toBeNull();
    unmount();
  });

  claim('By default a field is a Material UI `TextField` whose `<input>` holds the whole formatted text.', () => {
    const { container, unmount } = withAdapter(
      <>
        <DatePicker defaultValue={VALUE} />
        <DatePicker enableAccessibleFieldDOMStructure defaultValue={VALUE} name="date" />
      </>,
    );
    const [plain, accessible] = take(container.querySelectorAll('.MuiFormControl-root, .MuiPickersTextField-root'), 2);
    expect(plain.classList).toContain('MuiTextField-root');
    expect(plain.querySelector('input')?.value).toBe('10/17/2024');
    expect(accessible.querySelectorAll('[role="spinbutton"]')).toHaveLength(3);
    const hidden = accessible.querySelector('input')!;
    expect([hidden.name, hidden.value, hidden.tabIndex]).toEqual(['date', '10/17/2024', -1]);
    unmount();
  });

  claim('`inputProps` now go to the hidden `<input>`, which users never focus.', () => {
    const { container, unmount } = withAdapter(
      <DatePicker
        enableAccessibleFieldDOMStructure
        defaultValue={VALUE}
        slotProps={{ textField: { inputProps: { 'data-testid': 'hidden' } } }}
      />,
    );
    const input = container.querySelector('input')!;
    expect(input.getAttribute('data-testid')).toBe('hidden');
    expect(input.getAttribute('aria-hidden')).toBe('true');
    unmount();
  });

  claim('no, set it as the `field` slot', () => {
    const { container, unmount } = withAdapter(<DateRangePicker slots={{ field: SingleInputDateRangeField }} />);
    expect(container.querySelectorAll('input')).toHaveLength(1);
    expect(container.querySelector('.MuiMultiInputDateRangeField-root')).toBeNull();
    unmount();
  });

  untestable('the roadmap lists it among the directions for the pickers', 'a statement about a page of plans');
});

describe('the range fields table', () => {
  const onMultiError = vi.fn();
  const onSingleError = vi.fn();
  const labelFromPosition = vi.fn((ownerState: { position: string }) => ({ label: `${ownerState.position} date` }));
  let multi: Element;
  let single: Element;
  // The end comes before the start, so the range as a whole is invalid.
  const backwards: [Dayjs, Dayjs] = [dayjs('2024-10-20'), dayjs('2024-10-17')];
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => consoleError.mockRestore());
  beforeAll(() => {
    const { container } = withAdapter(
      <>
        <div id="multi">
          <MultiInputDateRangeField
            {...{ clearable: true }}
            direction="column"
            slotProps={{ textField: labelFromPosition as never }}
            defaultValue={backwards}
            onError={onMultiError}
          />
        </div>
        <div id="single">
          <SingleInputDateRangeField clearable label="Stay" defaultValue={backwards} onError={onSingleError} />
        </div>
      </>,
    );
    multi = container.querySelector('#multi')!;
    single = container.querySelector('#single')!;
  });

  claim('one, both bounds separated by `dateSeparator`', () => {
    expect([...multi.querySelectorAll('input')].map((input) => input.value)).toEqual(['10/20/2024', '10/17/2024']);
    expect(single.querySelectorAll('input')).toHaveLength(1);
    expect(single.querySelector('input')?.value).toBe('10/20/2024 – 10/17/2024');
  });

  claim('a `Stack` (`direction`, `spacing`)', () => {
    const root = multi.firstElementChild!;
    expect(root.classList).toContain('MuiStack-root');
    expect(getComputedStyle(root).flexDirection).toBe('column');
    expect(single.firstElementChild?.classList).toContain('MuiTextField-root');
  });

  claim('one per input, via `slotProps.textField` (a function receives `position`)', () => {
    expect([...multi.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['start date', 'end date']);
    expect([...single.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Stay']);
  });

  claim('`clearable`', () => {
    // Both got `clearable`: the single-input field shows its clear button; the multi-input one has no such prop and
    // passes it on to the DOM, where React warns about it.
    expect(single.querySelectorAll('button')).toHaveLength(1);
    expect(multi.querySelectorAll('button')).toHaveLength(0);
    expect(consoleError.mock.calls.some((args) => args.join(' ').includes('clearable'))).toBe(true);
  });

  claim(
    "In both, the error is a `[startError, endError]` tuple and the range is checked as a whole (`'invalidRange'`).",
    () => {
      expect(onMultiError.mock.calls.at(-1)?.[0]).toEqual(['invalidRange', 'invalidRange']);
      expect(onSingleError.mock.calls.at(-1)?.[0]).toEqual(['invalidRange', 'invalidRange']);
    },
  );
});

describe('fields inside pickers', () => {
  const local = (element: React.ReactElement, adapterLocale?: string) =>
    renderInDocument(
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
        {element}
      </LocalizationProvider>,
    );

  claim(
    'Every picker is built on a field: a text input split into sections (day, month, year, hours…) that users fill in with the keyboard instead of typing free text.',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = local(
        <DesktopDatePicker defaultValue={dayjs('2024-10-17')} onChange={onChange} />,
      );
      const input = container.querySelector('input')!;
      input.focus();
      input.setSelectionRange(3, 5);
      fireEvent.click(input);
      // Free text typed over a section is refused; a digit fills it.
      fireEvent.change(input, { target: { value: '10/xy/2024' } });
      expect(input.value).toBe('10/17/2024');
      fireEvent.change(input, { target: { value: '10/2/2024' } });
      expect(input.value).toBe('10/02/2024');
      expect((onChange.mock.calls.at(-1)?.[0] as Dayjs).format('YYYY-MM-DD')).toBe('2024-10-02');
      unmount();
    },
  );

  claim(
    'Field props can be passed to a picker directly when the picker also has them (`format`, `formatDensity`, `selectedSections`…) or through `slotProps.field`.',
    () => {
      const { container, unmount } = local(
        <>
          <DesktopDatePicker defaultValue={dayjs('2024-10-17')} format="YYYY-MM-DD" formatDensity="spacious" />
          <DesktopDatePicker
            defaultValue={dayjs('2024-10-17')}
            slotProps={{ field: { format: 'DD.MM.YYYY', shouldRespectLeadingZeros: true } }}
          />
        </>,
      );
      expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
        '2024 - 10 - 17',
        '17.10.2024',
      ]);
      unmount();
    },
  );

  claim(
    "Empty sections show a placeholder (`MM`, `DD`, `YYYY`, `hh`…): the date library's locale orders them, and the components' translations (`localeText`, such as `frFR`) name them",
    () => {
      const { container, unmount } = local(
        <>
          <DateField />
          <TimeField />
        </>,
      );
      expect([...container.querySelectorAll('input')].map((input) => input.placeholder)).toEqual([
        'MM/DD/YYYY',
        'hh:mm aa',
      ]);
      unmount();
      // The date library's locale orders the sections; the components' translations name them.
      const french = renderInDocument(
        <>
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
            <DateField />
          </LocalizationProvider>
          <LocalizationProvider
            dateAdapter={AdapterDayjs}
            adapterLocale="fr"
            localeText={frFR.components.MuiLocalizationProvider.defaultProps.localeText}
          >
            <DateField />
          </LocalizationProvider>
        </>,
      );
      expect([...french.container.querySelectorAll('input')].map((input) => input.placeholder)).toEqual([
        'DD/MM/YYYY',
        'JJ/MM/AAAA',
      ]);
      french.unmount();
    },
  );
});
