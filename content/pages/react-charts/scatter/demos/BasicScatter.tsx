import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

export default function BasicScatter() {
  return (
    <ScatterChart
      height={300}
      series={[
        {
          label: 'Trial A',
          data: [
            { id: 'a1', x: 1.2, y: 3.4 },
            { id: 'a2', x: 2.8, y: 4.1 },
            { id: 'a3', x: 3.5, y: 6.0 },
            { id: 'a4', x: 4.9, y: 6.8 },
            { id: 'a5', x: 6.1, y: 8.2 },
          ],
        },
        {
          label: 'Trial B',
          data: [
            { id: 'b1', x: 1.6, y: 1.9 },
            { id: 'b2', x: 2.4, y: 2.2 },
            { id: 'b3', x: 3.9, y: 3.5 },
            { id: 'b4', x: 5.2, y: 3.9 },
            { id: 'b5', x: 6.5, y: 5.1 },
          ],
        },
      ]}
    />
  );
}
