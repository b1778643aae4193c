import * as React from 'react';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { DEMO_TODAY } from '@content/demoData';

// A replacement button: it receives the default button's props (onClick, disabled, aria-checked, children…).
const OutlinedYearButton = styled('button')(({ theme }) => ({
  ...theme.typography.body1,
  margin: '8px 0',
  height: 36,
  width: 72,
  borderRadius: 4,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&[aria-checked="true"]': {
    borderColor: theme.palette.primary.main,
    color: theme.palette.primary.main,
    fontWeight: 600,
  },
  '&:disabled': { cursor: 'default', opacity: 0.4 },
}));

export default function YearAndMonthButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'center' }}>
        <YearCalendar defaultValue={DEMO_TODAY} maxDate={DEMO_TODAY} slots={{ yearButton: OutlinedYearButton }} />
        <MonthCalendar
          defaultValue={DEMO_TODAY}
          slotProps={{ monthButton: { sx: { borderRadius: 1, textTransform: 'uppercase' } } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
