import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChartPro, type ZoomData } from '@mui/x-charts-pro';
// Adds the `zoom` option to the axis types.
import type {} from '@mui/x-charts-pro/typeOverloads';
import { generateApartments } from '@content/demoData';

const points = generateApartments(21, 300).map(({ id, area, price }) => ({ id, x: area, y: price }));
// Both axes zoom together, never closer than a quarter of their range, and a little faster than the default.
const ZOOM_OPTIONS = { minSpan: 25, step: 10 };

const describe = (range: ZoomData | undefined) =>
  range ? `${range.start.toFixed(0)}–${range.end.toFixed(0)} %` : '0–100 %';

export default function TwoAxisZoom() {
  const [zoom, setZoom] = React.useState<ZoomData[]>([
    { axisId: 'area', start: 0, end: 100 },
    { axisId: 'price', start: 0, end: 100 },
  ]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Area axis: {describe(zoom.find((item) => item.axisId === 'area'))}, price axis:{' '}
        {describe(zoom.find((item) => item.axisId === 'price'))}
      </Typography>
      <ScatterChartPro
        height={320}
        xAxis={[{ id: 'area', label: 'Floor area (m²)', zoom: ZOOM_OPTIONS }]}
        yAxis={[{ id: 'price', label: 'Price (k€)', zoom: ZOOM_OPTIONS }]}
        series={[{ data: points, label: 'Listings', markerSize: 3 }]}
        zoom={zoom}
        onZoomChange={setZoom}
        slotProps={{ legend: { hidden: true } }}
        margin={{ left: 60, top: 20 }}
      />
    </Stack>
  );
}
