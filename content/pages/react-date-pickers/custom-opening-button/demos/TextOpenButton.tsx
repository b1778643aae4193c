import * as React from 'react';
import Button from '@mui/material/Button';
import { IconButtonProps } from '@mui/material/IconButton';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

// The slot receives IconButton props: keep onClick, disabled, aria-label and the icon (children).
function PickButton({ onClick, disabled, 'aria-label': ariaLabel, children }: IconButtonProps) {
  return (
    <Button size="small" onClick={onClick} disabled={disabled} aria-label={ariaLabel} sx={{ minWidth: 0 }}>
      {children}
    </Button>
  );
}

function PickLabel() {
  return <span>Pick</span>;
}

export default function TextOpenButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date"
        defaultValue={DEMO_TODAY}
        slots={{ openPickerButton: PickButton, openPickerIcon: PickLabel }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
