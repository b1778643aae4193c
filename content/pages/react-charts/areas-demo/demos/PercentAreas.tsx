import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ENERGY_MIX } from '@content/demoData';

const SOURCES = [
  { key: 'coal', label: 'Coal' },
  { key: 'gas', label: 'Gas' },
  { key: 'nuclear', label: 'Nuclear' },
  { key: 'renewables', label: 'Renewables' },
];

const dataset = ENERGY_MIX.map((row) => ({
  year: row.year,
  coal: row.coal,
  gas: row.gas,
  nuclear: row.nuclear,
  renewables: row.hydro + row.wind + row.solar,
}));

export default function PercentAreas() {
  return (
    <LineChart
      height={340}
      dataset={dataset}
      xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
      // With the 'expand' offset every year adds up to 1.
      yAxis={[{ min: 0, max: 1, valueFormatter: (share: number) => `${Math.round(share * 100)}%` }]}
      series={SOURCES.map((source) => ({
        dataKey: source.key,
        label: source.label,
        area: true,
        stack: 'share',
        stackOffset: 'expand',
        showMark: false,
        valueFormatter: (value: number | null) => `${value} TWh`,
      }))}
    />
  );
}
