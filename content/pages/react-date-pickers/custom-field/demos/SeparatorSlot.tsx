import * as React from 'react';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DEMO_TODAY } from '@content/demoData';

// Replaces the dash between the two inputs with an icon.
function ArrowSeparator() {
  return <ArrowForwardIcon color="action" aria-hidden />;
}

export default function SeparatorSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[DEMO_TODAY, DEMO_TODAY.add(1, 'week')]}
        slots={{ separator: ArrowSeparator }}
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      />
    </LocalizationProvider>
  );
}
