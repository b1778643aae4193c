import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import BasicDateField from './demos/BasicDateField';
import ControlledDateField from './demos/ControlledDateField';
import DateFieldValidation from './demos/DateFieldValidation';

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

const VALUE = dayjs('2024-08-06');
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
/** Selects a section of a single-input field (0 for the first), as a click on it does. */
const selectSection = (input: HTMLInputElement, index: number) => {
  input.focus();
  const section = at([...input.value.matchAll(/[^\s/.:-]+/g)], index);
  input.setSelectionRange(section.index, section.index + section[0].length);
  fireEvent.click(input);
};
/** Types one character over the selected section, as the browser reports it: the section's text replaced by it. */
const typeInSection = (input: HTMLInputElement, index: number, character: string) => {
  const section = at([...input.value.matchAll(/[^\s/.:-]+/g)], index);
  const start = section.index;
  fireEvent.change(input, {
    target: { value: input.value.slice(0, start) + character + input.value.slice(start + section[0].length) },
  });
};
const text = (input: HTMLInputElement) => input.value.replace(/[\u200e\u2066-\u2069]/g, '');

describe('editing', () => {
  const onChange = vi.fn();
  let input: HTMLInputElement;
  beforeAll(() => {
    input = withAdapter(<DateField defaultValue={VALUE} onChange={onChange} />).container.querySelector('input')!;
  });

  claim('change the section with the arrow keys', () => {
    selectSection(input, 1);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(text(input)).toBe('08/07/2024');
  });

  claim('type digits (or letters for month names)', () => {
    selectSection(input, 0);
    typeInSection(input, 0, '1');
    typeInSection(input, 0, '2');
    expect(text(input)).toBe('12/07/2024');
  });

  claim('so the text can never be malformed', () => {
    selectSection(input, 2);
    typeInSection(input, 2, 'x');
    expect(text(input)).toBe('12/07/2024');
  });

  claim('While some sections are still empty, `onChange` receives an invalid date; once all are empty, `null`.', () => {
    onChange.mockClear();
    selectSection(input, 1);
    fireEvent.keyDown(input, { key: 'Delete' });
    const [partial] = onChange.mock.calls.at(-1)! as [Dayjs];
    expect(partial.isValid()).toBe(false);
    fireEvent.keyDown(input, { key: 'a', keyCode: 65, ctrlKey: true });
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(onChange.mock.calls.at(-1)![0]).toBeNull();
  });
});

describe('value, format and form props', () => {
  let view: Element;
  const onClear = vi.fn();
  const onControlledChange = vi.fn();
  beforeAll(() => {
    view = withAdapter(
      <form id="form">
        <DateField name="plain" defaultValue={VALUE} />
        <DateField name="controlled" value={VALUE} onChange={onControlledChange} />
        <DateField name="m-d" format="M/D/YYYY" defaultValue={VALUE} />
        <DateField name="respected" format="M/D/YYYY" shouldRespectLeadingZeros defaultValue={VALUE} />
        <DateField name="clearable" clearable onClear={onClear} defaultValue={VALUE} />
        <DateField name="empty-clearable" clearable />
        <DateField
          name="text-field"
          label="Start"
          helperText="Help"
          required
          InputProps={{ 'data-testid': 'input-props' } as object}
        />
      </form>,
    ).container;
  });
  const field = (name: string) => view.querySelector(`input[name="${name}"]`) as HTMLInputElement;

  claim("Without it the field uses the adapter's localized short date (`MM/DD/YYYY` in English with Day.js).", () => {
    expect(field('plain').value).toBe('08/06/2024');
  });

  claim('by default the field always pads the sections (`08/06/2024`)', () => {
    expect(field('m-d').value).toBe('08/06/2024');
    expect(field('respected').value.replace(/[\u200e\u2066-\u2069]/g, '')).toBe('8/6/2024');
  });

  claim('`clearable` shows a clear button when the field has a value; `onClear` is called when it is used.', () => {
    const clearButton = (name: string) =>
      field(name).closest('.MuiFormControl-root')!.querySelector('button[title="Clear"]') as HTMLButtonElement;
    expect(clearButton('empty-clearable')).toBeNull();
    expect(clearButton('plain')).toBeNull();
    fireEvent.click(clearButton('clearable'));
    expect(onClear).toHaveBeenCalledTimes(1);
    // The click leaves the field focused, so it shows the placeholder of the empty sections.
    expect(text(field('clearable'))).toBe('MM/DD/YYYY');
  });

  claim(
    '`name`, `label`, `helperText`, `required`, `fullWidth`, `size`, `variant`, `inputRef` and `InputProps` are top-level props',
    () => {
      const root = field('text-field').closest('.MuiFormControl-root')!;
      expect(root.querySelector('label')?.textContent).toMatch(/^Start/);
      expect(root.querySelector('label')?.textContent).toContain('*');
      expect(root.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Help');
      expect(root.querySelector('[data-testid="input-props"]')).not.toBeNull();
    },
  );

  claim('The field takes `value`/`onChange` or `defaultValue`, like every picker component.', () => {
    expect(text(field('controlled'))).toBe('08/06/2024');
    selectSection(field('controlled'), 1);
    fireEvent.keyDown(field('controlled'), { key: 'ArrowUp' });
    expect((at(onControlledChange.mock.calls, 0)[0] as Dayjs).format('YYYY-MM-DD')).toBe('2024-08-07');
    selectSection(field('plain'), 1);
    fireEvent.keyDown(field('plain'), { key: 'ArrowUp' });
    expect(text(field('plain'))).toBe('08/07/2024');
    fireEvent.keyDown(field('plain'), { key: 'ArrowDown' });
  });

  claim("The input's text, sent with a native form under `name`, is the formatted date.", () => {
    const data = new FormData(view.querySelector('form')!);
    expect(data.get('plain')).toBe('08/06/2024');
    expect(data.get('m-d')).toBe('08/06/2024');
  });

  claim('By default the whole date is the text of one `<input>`.', () => {
    const root = field('plain').closest('.MuiFormControl-root')!;
    expect(root.querySelectorAll('input')).toHaveLength(1);
    expect(root.querySelector('[role="spinbutton"]')).toBeNull();
  });
});

describe('the demos', () => {
  claim('`readOnly` keeps the field focusable and selectable while refusing edits', () => {
    const { container, unmount } = render(<BasicDateField />);
    const [, , readOnly, disabled] = take(container.querySelectorAll('input'), 4);
    expect(readOnly.disabled).toBe(false);
    expect(readOnly.readOnly).toBe(true);
    selectSection(readOnly, 0);
    fireEvent.keyDown(readOnly, { key: 'ArrowUp' });
    expect(text(readOnly)).toBe('10/17/2024');
    expect(disabled.disabled).toBe(true);
    unmount();
  });

  claim('Both fields above share one state, each with its own format: editing one updates the other.', () => {
    const { container, unmount } = render(<ControlledDateField />);
    const [first, second] = take(container.querySelectorAll('input'), 2);
    expect(first.value).toBe('17 Oct 2024');
    expect(second.value.replace(/[\u2066-\u2069]/g, '')).toBe('2024 - 10 - 17');
    selectSection(first, 0);
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(second.value.replace(/[\u2066-\u2069]/g, '')).toBe('2024 - 10 - 18');
    unmount();
  });

  claim(
    'The field does not prevent typing a forbidden date; it reports it with a red outline and through `onError`',
    () => {
      const { container, unmount } = render(<DateFieldValidation />);
      const input = container.querySelector('input')!;
      expect(text(input)).toBe('01/17/2025');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(container.querySelector('.MuiFormHelperText-root')?.textContent).toBe('The date must be in 2024');
      selectSection(input, 2);
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(container.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Any day of 2024');
      unmount();
    },
  );
});
