import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

const WATERMARK = 'MUI X Missing license key';
const DEMOS = path.join(process.cwd(), 'content/pages/react-date-pickers/custom-field/demos');

describe('default fields', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div id="date-range">
          <DateRangePicker />
        </div>
        <div id="date-time-range">
          <DateTimeRangePicker />
        </div>
      </LocalizationProvider>,
    ).container;
  });

  claim(
    'for range pickers, a multi-input field (`MultiInputDateRangeField`, or `MultiInputDateTimeRangeField` on `DateTimeRangePicker`)',
    () => {
      expect(view.querySelectorAll('#date-range .MuiMultiInputDateRangeField-root')).toHaveLength(1);
      expect(view.querySelectorAll('#date-time-range .MuiMultiInputDateTimeRangeField-root')).toHaveLength(1);
    },
  );
});

describe('the demos', () => {
  const accessible: string[] = [];
  beforeAll(async () => {
    const names = fs
      .readdirSync(DEMOS)
      .filter((file) => /^[A-Za-z]+\.tsx$/.test(file))
      .map((file) => file.replace(/\.tsx$/, ''));
    for (const name of names.sort()) {
      const { default: Demo } = (await import(`./demos/${name}.tsx`)) as { default: React.ComponentType };
      const { container, unmount } = render(<Demo />);
      // The accessible structure renders a section list instead of one input per field.
      if (container.querySelector('.MuiPickersSectionList-root')) accessible.push(name);
      unmount();
    }
    expect(names.length).toBeGreaterThan(20);
  });

  claim('the examples on this page use the single-input structure, except the two that turn it on', () => {
    expect(accessible).toEqual(['AccessibleDomStructure', 'PickersTextFieldWrapper']);
  });
});

describe('watermark', () => {
  claim('the range fields used on their own show none', () => {
    const { container } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <MultiInputDateRangeField />
        <SingleInputDateRangeField />
      </LocalizationProvider>,
    );
    expect(container.querySelectorAll('input')).toHaveLength(3);
    expect(container.textContent).not.toContain(WATERMARK);
  });

  claim(
    'The range pickers, `DateRangeCalendar` and `DateRangePickerDay` are part of `@mui/x-date-pickers-pro`, which shows a watermark',
    () => {
      const { container } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateRangeCalendar calendars={1} />
        </LocalizationProvider>,
      );
      expect(container.textContent).toContain(WATERMARK);
    },
  );
});

describe('fields of the pickers', () => {
  const range: [Dayjs, Dayjs] = [dayjs('2024-10-17'), dayjs('2024-10-20')];
  let view: Element;
  beforeAll(() => {
    view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div id="desktop">
          <DesktopDatePicker defaultValue={range[0]} slotProps={{ field: { clearable: true } }} />
        </div>
        <div id="mobile">
          <MobileDatePicker defaultValue={range[0]} slotProps={{ field: { clearable: true } }} />
        </div>
        <div id="range">
          <DateRangePicker />
        </div>
        <div id="single">
          <SingleInputDateRangeField defaultValue={range} />
          <SingleInputDateRangeField defaultValue={range} dateSeparator="to" />
        </div>
      </LocalizationProvider>,
    ).container;
  });

  claim('The default field renders a Material UI `TextField`.', () => {
    expect(view.querySelectorAll('#desktop .MuiTextField-root input')).toHaveLength(1);
  });

  claim(
    'Only a desktop picker shows it: the field of a mobile picker is read-only, so a responsive `DatePicker` on a touch screen has no clear button',
    () => {
      expect(view.querySelectorAll('#desktop .clearButton')).toHaveLength(1);
      expect((view.querySelector('#mobile input') as HTMLInputElement).readOnly).toBe(true);
      expect(view.querySelectorAll('#mobile .clearButton')).toHaveLength(0);
    },
  );

  claim('By default a range picker renders two text fields in a `Stack` with a separator between them.', () => {
    const field = view.querySelector('#range .MuiMultiInputDateRangeField-root')!;
    expect(field.classList).toContain('MuiStack-root');
    expect(field.querySelectorAll('.MuiTextField-root')).toHaveLength(2);
    expect(field.querySelector('.MuiMultiInputDateRangeField-separator')!.textContent!.trim()).toBe('–');
  });

  claim('Its `dateSeparator` prop sets the text between the two dates (an en dash by default)', () => {
    const values = [...view.querySelectorAll('#single input')].map((input) => (input as HTMLInputElement).value);
    expect(values).toEqual(['10/17/2024 – 10/20/2024', '10/17/2024 to 10/20/2024']);
  });
});
