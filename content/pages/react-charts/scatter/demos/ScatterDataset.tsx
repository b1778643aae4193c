import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { generateApartments } from '@content/demoData';

const listings = generateApartments(5, 120);

export default function ScatterDataset() {
  return (
    <ScatterChart
      height={320}
      dataset={listings}
      xAxis={[{ label: 'Floor area (m²)' }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
      series={[
        {
          // Each row of the dataset becomes a point: x, y and id are read from these fields.
          datasetKeys: { x: 'area', y: 'price', id: 'id' },
          label: 'Listings',
          valueFormatter: (point) => `${point.x} m², €${point.y}k`,
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 20 }}
      grid={{ horizontal: true, vertical: true }}
    />
  );
}
