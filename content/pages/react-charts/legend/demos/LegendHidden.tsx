import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';
import { QUARTERLY_REVENUE } from '@content/demoData';

const lastQuarter = QUARTERLY_REVENUE[QUARTERLY_REVENUE.length - 1]!;
const data = [
  { id: 'licences', label: 'Licences', value: lastQuarter.licences },
  { id: 'support', label: 'Support', value: lastQuarter.support },
  { id: 'consulting', label: 'Consulting', value: lastQuarter.consulting },
  { id: 'training', label: 'Training', value: lastQuarter.training },
];

export default function LegendHidden() {
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="Hide the legend"
      />
      <PieChart
        height={260}
        series={[{ data, innerRadius: 40 }]}
        slotProps={{ legend: { hidden } }}
        // Without a legend the pie can use the space on the right.
        margin={hidden ? { right: 5 } : undefined}
      />
    </Stack>
  );
}
