import * as React from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { DEMO_TODAY } from '@content/demoData';

// Receives the same callbacks as the default action bar; which buttons to render is up to it.
function SplitActionBar({ onAccept, onClear, onCancel, onSetToday, className }: PickersActionBarProps) {
  return (
    <DialogActions className={className} sx={{ justifyContent: 'space-between' }}>
      <div>
        <Button size="small" onClick={onClear}>
          Reset
        </Button>
        <Button size="small" onClick={onSetToday}>
          Today
        </Button>
      </div>
      <div>
        <Button size="small" onClick={onCancel}>
          Back
        </Button>
        <Button size="small" variant="contained" onClick={onAccept}>
          Save
        </Button>
      </div>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={DEMO_TODAY} slots={{ actionBar: SplitActionBar }} />
    </LocalizationProvider>
  );
}
