import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DEMO_TODAY } from '@content/demoData';

const VALUE = DEMO_TODAY.date(5).month(2);

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateField label="Format D/M/YYYY (zeros added)" format="D/M/YYYY" defaultValue={VALUE} />
        <DateField
          label="Format D/M/YYYY, respected"
          format="D/M/YYYY"
          shouldRespectLeadingZeros
          defaultValue={VALUE}
        />
      </Stack>
    </LocalizationProvider>
  );
}
