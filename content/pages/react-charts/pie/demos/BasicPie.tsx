import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

export default function BasicPie() {
  return (
    <PieChart
      height={240}
      series={[
        {
          data: [
            { id: 'rent', value: 1250, label: 'Rent' },
            { id: 'food', value: 540, label: 'Food' },
            { id: 'transport', value: 210, label: 'Transport' },
            { id: 'leisure', value: 330, label: 'Leisure' },
          ],
        },
      ]}
    />
  );
}
