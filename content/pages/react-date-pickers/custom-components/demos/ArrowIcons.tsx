import * as React from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

export default function ArrowIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={DEMO_TODAY}
        slots={{ leftArrowIcon: ArrowBack, rightArrowIcon: ArrowForward, switchViewIcon: ExpandMore }}
        slotProps={{
          previousIconButton: { size: 'small', color: 'primary' },
          nextIconButton: { size: 'small', color: 'primary' },
        }}
      />
    </LocalizationProvider>
  );
}
