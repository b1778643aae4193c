import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { LABELLED_SLICE_COLORS, TRAFFIC_BY_DEVICE } from '@content/demoData';

const devices = TRAFFIC_BY_DEVICE.map((entry) => ({
  id: entry.device,
  label: entry.device,
  value: entry.sources.reduce((sum, source) => sum + source.value, 0),
}));
const sources = TRAFFIC_BY_DEVICE.flatMap((entry) =>
  entry.sources.map((source) => ({ ...source, label: `${entry.device} · ${source.label}` })),
);

export default function NestedPie() {
  return (
    <PieChart
      height={280}
      colors={LABELLED_SLICE_COLORS}
      series={[
        { id: 'devices', data: devices, outerRadius: 60, arcLabel: 'label', arcLabelMinAngle: 30 },
        { id: 'sources', data: sources, innerRadius: 70, outerRadius: 100 },
      ]}
      slotProps={{ legend: { hidden: true } }}
      margin={{ right: 5 }}
      sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 12 } }}
    />
  );
}
