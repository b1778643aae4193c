import { DataGrid, GridColDef, GridColSpanFn } from '@mui/x-data-grid';

const SLOTS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;
type Slot = (typeof SLOTS)[number];

type Lesson = { id: string; day: string } & Record<Slot, string>;

function makeDay(day: string, lessons: string[]): Lesson {
  const row = { id: day, day } as Lesson;
  SLOTS.forEach((slot, index) => {
    row[slot] = lessons[index] ?? '';
  });
  return row;
}

const rows: Lesson[] = [
  makeDay('Monday', ['Maths', 'Maths', 'Physics', 'Lunch', 'History', 'History']),
  makeDay('Tuesday', ['English', 'Chemistry', 'Chemistry', 'Lunch', 'Sport', 'Sport']),
  makeDay('Wednesday', ['Biology', 'Maths', 'French', 'Lunch', 'Art', 'Art']),
  makeDay('Thursday', ['Physics', 'Physics', 'English', 'Lunch', 'Music', 'Geography']),
  makeDay('Friday', ['Project', 'Project', 'Project', 'Lunch', 'Maths', 'English']),
];

// Span across the following slots while they hold the same lesson.
const spanRepeatedLesson: GridColSpanFn<Lesson> = (value, row, column) => {
  const start = SLOTS.indexOf(column.field as Slot);
  let span = 1;
  while (start + span < SLOTS.length && row[SLOTS[start + span] as Slot] === value) {
    span += 1;
  }
  return span;
};

const times = ['08:30', '09:30', '10:45', '12:00', '13:15', '14:15'];

const columns: GridColDef<Lesson>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  ...SLOTS.map<GridColDef<Lesson>>((slot, index) => ({
    field: slot,
    headerName: times[index],
    width: 110,
    sortable: false,
    align: 'center',
    headerAlign: 'center',
    colSpan: spanRepeatedLesson,
  })),
];

export default function TimetableSpan() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnMenu
        hideFooter
        showCellVerticalBorder
        showColumnVerticalBorder
      />
    </div>
  );
}
