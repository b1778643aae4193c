import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import { useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { BaseSingleInputFieldProps, DateValidationError, FieldSection } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

// The only dates with free slots: every Tuesday and Thursday of the next three weeks.
const AVAILABLE_DATES = Array.from({ length: 21 }, (_, index) =>
  DEMO_TODAY.startOf('day').add(index + 1, 'day'),
).filter((day) => day.day() === 2 || day.day() === 4);

interface AutocompleteFieldProps
  extends UseDateFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, DateValidationError> {}

function AutocompleteDateField(props: AutocompleteFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, onChange, disabled, readOnly } = internalProps;
  const { label, id, InputProps, inputProps, inputRef, sx } = forwardedProps;

  return (
    <Autocomplete
      // The picker anchors its popper here. Autocomplete keeps the ref of its input: without it, its list never opens.
      ref={InputProps?.ref}
      id={id}
      sx={{ minWidth: 250, ...sx }}
      disabled={disabled}
      readOnly={readOnly}
      options={AVAILABLE_DATES}
      value={value ?? null}
      onChange={(_event, newValue) => onChange?.(newValue, { validationError: null })}
      getOptionLabel={(option) => option.format('dddd D MMMM')}
      isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={inputRef}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <React.Fragment>
                {params.InputProps.endAdornment}
                {InputProps?.endAdornment}
              </React.Fragment>
            ),
          }}
          inputProps={{ ...params.inputProps, ...inputProps }}
        />
      )}
    />
  );
}

function isUnavailable(day: Dayjs) {
  return !AVAILABLE_DATES.some((available) => available.isSame(day, 'day'));
}

export default function AutocompleteField() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        value={value}
        onChange={setValue}
        referenceDate={DEMO_TODAY}
        // The calendar offers the same dates as the list.
        shouldDisableDate={isUnavailable}
        slots={{ field: AutocompleteDateField }}
      />
    </LocalizationProvider>
  );
}
