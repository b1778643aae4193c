import * as React from 'react';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DateTimeTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={DEMO_TODAY}
        slotProps={{
          // A static picker shows its tabs on any screen height; `hidden: false` keeps them with
          // displayStaticWrapperAs="desktop" too. Here the tabs get other icons.
          tabs: { hidden: false, dateIcon: <EventIcon />, timeIcon: <ScheduleIcon /> },
        }}
      />
    </LocalizationProvider>
  );
}
