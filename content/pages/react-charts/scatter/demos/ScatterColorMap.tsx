import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { generateApartments } from '@content/demoData';

// z carries the number of rooms, which the z-axis colour map turns into a colour.
const points = generateApartments(5, 120).map((listing) => ({
  id: listing.id,
  x: listing.area,
  y: listing.price,
  z: listing.rooms,
}));

export default function ScatterColorMap() {
  return (
    <ScatterChart
      height={320}
      series={[
        {
          data: points,
          label: 'Listings',
          valueFormatter: (point) => `${point.x} m², €${point.y}k, ${point.z} rooms`,
        },
      ]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [2, 3, 5],
            // 1 room, 2 rooms, 3–4 rooms, 5 or more.
            colors: ['#64b5f6', '#1e88e5', '#8e24aa', '#e53935'],
          },
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 20 }}
    />
  );
}
