import { DataGrid, GridColDef } from '@mui/x-data-grid';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
type Day = (typeof DAYS)[number];

type Slot = { id: number; time: string } & Record<Day, string>;

// One row per hour; a meeting that lasts several hours repeats its name in consecutive rows.
const schedule: [string, Record<Day, string>][] = [
  [
    '09:00',
    { monday: 'Stand-up', tuesday: 'Stand-up', wednesday: 'Stand-up', thursday: 'Stand-up', friday: 'Stand-up' },
  ],
  [
    '10:00',
    {
      monday: 'Sprint planning',
      tuesday: 'Focus time',
      wednesday: 'Design review',
      thursday: 'Focus time',
      friday: 'Demo',
    },
  ],
  [
    '11:00',
    {
      monday: 'Sprint planning',
      tuesday: 'Focus time',
      wednesday: 'Design review',
      thursday: 'Focus time',
      friday: 'Retrospective',
    },
  ],
  ['12:00', { monday: 'Lunch', tuesday: 'Lunch', wednesday: 'Lunch', thursday: 'Lunch', friday: 'Lunch' }],
  [
    '13:00',
    {
      monday: 'Focus time',
      tuesday: 'Customer call',
      wednesday: 'Focus time',
      thursday: 'Workshop',
      friday: 'Focus time',
    },
  ],
  ['14:00', { monday: 'Focus time', tuesday: '', wednesday: 'Focus time', thursday: 'Workshop', friday: 'Focus time' }],
  ['15:00', { monday: '1:1', tuesday: 'Hiring panel', wednesday: '', thursday: 'Workshop', friday: '' }],
];

const rows: Slot[] = schedule.map(([time, days], index) => ({ id: index + 1, time, ...days }));

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  ...DAYS.map<GridColDef<Slot>>((day) => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    width: 140,
    sortable: false,
    align: 'center',
    headerAlign: 'center',
    // Empty slots should stay separate cells: null values never span.
    rowSpanValueGetter: (value) => (value === '' ? null : value),
  })),
];

export default function WeeklySchedule() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        disableColumnMenu
        disableRowSelectionOnClick
        hideFooter
        showCellVerticalBorder
        showColumnVerticalBorder
      />
    </div>
  );
}
