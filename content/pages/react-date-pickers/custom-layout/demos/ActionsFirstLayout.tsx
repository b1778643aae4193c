import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutProps,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';
import { DateView } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

// The parts come from usePickerLayout; this layout decides their order: actions first, then the toolbar, then the calendar.
function ActionsOnTopLayout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  const { toolbar, tabs, content, actionBar } = usePickerLayout(props);

  return (
    <PickersLayoutRoot ownerState={props} className={pickersLayoutClasses.root} sx={{ overflow: 'auto' }}>
      <Box sx={{ gridRow: 1, gridColumn: '1 / 4' }}>{actionBar}</Box>
      <Box sx={{ gridRow: 2, gridColumn: '1 / 4' }}>
        {toolbar}
        <Divider />
      </Box>
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper} sx={{ gridRow: 3 }}>
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
    </PickersLayoutRoot>
  );
}

export default function ActionsFirstLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={DEMO_TODAY}
        slots={{ layout: ActionsOnTopLayout }}
        slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
