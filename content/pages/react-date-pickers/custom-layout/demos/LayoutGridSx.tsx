import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { DEMO_TODAY } from '@content/demoData';

export default function LayoutGridSx() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={DEMO_TODAY}
        slotProps={{
          actionBar: { actions: ['today', 'clear'] },
          layout: {
            sx: {
              // The layout is a CSS grid: move the action bar to the top row and the toolbar to the bottom.
              [`.${pickersLayoutClasses.actionBar}`]: { gridRow: 1, gridColumn: '1 / 4' },
              [`.${pickersLayoutClasses.toolbar}`]: { gridRow: 3, gridColumn: '2 / 4' },
              [`.${pickersLayoutClasses.contentWrapper}`]: { bgcolor: 'action.hover', borderRadius: 2 },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
