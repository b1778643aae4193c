import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';
import { QUARTERLY_REVENUE } from '@content/demoData';

const ORDERS: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'appearance', 'insideOut'];

export default function StackOrderDemo() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('descending');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 180 }}>
        <InputLabel id="stack-order-label">stackOrder</InputLabel>
        <Select
          labelId="stack-order-label"
          label="stackOrder"
          value={stackOrder}
          onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
        >
          {ORDERS.map((order) => (
            <MenuItem key={order} value={order}>
              {order}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <BarChart
        height={320}
        dataset={QUARTERLY_REVENUE}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        series={[
          // The order is set once for the group, on its first series.
          { dataKey: 'training', label: 'Training', stack: 'all', stackOrder },
          { dataKey: 'consulting', label: 'Consulting', stack: 'all' },
          { dataKey: 'licences', label: 'Licences', stack: 'all' },
          { dataKey: 'support', label: 'Support', stack: 'all' },
        ]}
        margin={{ top: 80 }}
      />
    </Stack>
  );
}
