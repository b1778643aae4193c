import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
// Types `theme.vars`, the CSS variables of a theme with colour schemes.
import type {} from '@mui/material/themeCssVarsAugmentation';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarQuickFilter,
  type GridColDef,
} from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const rows = [
  { id: 1, task: 'Write release notes', owner: 'Priya', done: true },
  { id: 2, task: 'Update the changelog', owner: 'Hugo', done: true },
  { id: 3, task: 'Publish the packages', owner: 'Mei', done: false },
  { id: 4, task: 'Announce the release', owner: 'Omar', done: false },
];

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

const downloads = [420, 515, 610, 580, 702];
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5'];

// Styled with Material UI's system: `styled()` and the theme's tokens.
const ToolbarRoot = styled(GridToolbarContainer)(({ theme }) => ({
  gap: theme.spacing(1),
  padding: theme.spacing(1, 1.5),
  borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
}));

function ChecklistToolbar() {
  return (
    <ToolbarRoot>
      <Typography variant="subtitle2" component="div" sx={{ flexGrow: 1, fontWeight: 700 }}>
        Release checklist
      </Typography>
      <GridToolbarQuickFilter />
      <GridToolbarExport />
    </ToolbarRoot>
  );
}

function PickerIcon() {
  return <EventNoteIcon sx={{ color: 'secondary.main' }} />;
}

function EmptyChartMessage(props: React.SVGAttributes<SVGTextElement>) {
  const { left, top, width, height } = useDrawingArea();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="middle"
      style={{ fontSize: 14, fontStyle: 'italic' }}
      fill="currentColor"
      className={props.className}
    >
      No downloads recorded yet
    </text>
  );
}

export default function CustomSlots() {
  const [showData, setShowData] = React.useState(true);
  return (
    <Stack spacing={3}>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} slots={{ toolbar: ChecklistToolbar }} hideFooter />
      </div>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker label="Release date" defaultValue={dayjs('2024-10-24')} slots={{ openPickerIcon: PickerIcon }} />
      </LocalizationProvider>
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setShowData((value) => !value)}
        >
          {showData ? 'Clear the data' : 'Restore the data'}
        </Button>
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: weeks }]}
          series={showData ? [{ data: downloads, label: 'Downloads' }] : []}
          slots={{ noDataOverlay: EmptyChartMessage }}
        />
      </Stack>
    </Stack>
  );
}
