import * as React from 'react';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function StaticVariant() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDatePicker defaultValue={DEMO_TODAY} />
      </Box>
    </LocalizationProvider>
  );
}
