import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { generateStockPrices } from '@content/demoData';

const TICKERS = [
  { id: 'ACME', color: '#4e79a7', prices: generateStockPrices(11, 120, 84) },
  { id: 'GLOBX', color: '#e15759', prices: generateStockPrices(23, 120, 112) },
  { id: 'INITECH', color: '#59a14f', prices: generateStockPrices(35, 120, 67) },
];

// Every ticker trades on the same days, so one date array serves as the x-axis.
const dates = TICKERS[0]!.prices.map((day) => day.date);
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function StockComparison() {
  const [visible, setVisible] = React.useState<string[]>(TICKERS.map((ticker) => ticker.id));

  const toggle = (id: string) =>
    setVisible((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ px: 1 }}>
        {TICKERS.map((ticker) => (
          <FormControlLabel
            key={ticker.id}
            label={ticker.id}
            control={<Checkbox checked={visible.includes(ticker.id)} onChange={() => toggle(ticker.id)} />}
          />
        ))}
      </FormGroup>
      <LineChart
        height={320}
        xAxis={[{ data: dates, scaleType: 'utc', valueFormatter: (date: Date) => monthDay.format(date) }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}` }]}
        series={TICKERS.filter((ticker) => visible.includes(ticker.id)).map((ticker) => ({
          id: ticker.id,
          label: ticker.id,
          color: ticker.color,
          data: ticker.prices.map((day) => day.close),
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? '' : `$${value.toFixed(2)}`),
        }))}
        margin={{ top: 20 }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
