import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro, type ZoomData } from '@mui/x-charts-pro';
// Adds the `zoom` option to the axis types.
import type {} from '@mui/x-charts-pro/typeOverloads';
import { DAILY_VISITS } from '@content/demoData';

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const lastDays = (days: number): ZoomData[] => [
  { axisId: 'days', start: 100 - (days / DAILY_VISITS.length) * 100, end: 100 },
];

export default function ControlledZoom() {
  const [zoom, setZoom] = React.useState<ZoomData[]>(lastDays(30));
  const [range] = zoom;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={() => setZoom(lastDays(30))}>
          Last 30 days
        </Button>
        <Button size="small" variant="outlined" onClick={() => setZoom(lastDays(60))}>
          Last 60 days
        </Button>
        <Button size="small" variant="outlined" onClick={() => setZoom([{ axisId: 'days', start: 0, end: 100 }])}>
          Everything
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Showing {range ? `${range.start.toFixed(0)}% to ${range.end.toFixed(0)}%` : 'everything'} of the period
      </Typography>
      <LineChartPro
        height={300}
        dataset={DAILY_VISITS}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            dataKey: 'date',
            valueFormatter: (date: Date) => dayFormatter.format(date),
            zoom: true,
          },
        ]}
        series={[{ dataKey: 'visits', label: 'Page views', showMark: false }]}
        zoom={zoom}
        // The chart may pass an updater function: a state setter accepts both forms.
        onZoomChange={setZoom}
      />
    </Stack>
  );
}
