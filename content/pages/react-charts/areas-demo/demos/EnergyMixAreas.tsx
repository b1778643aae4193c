import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ENERGY_MIX } from '@content/demoData';

const ENERGY_SOURCES = [
  { key: 'coal', label: 'Coal' },
  { key: 'gas', label: 'Gas' },
  { key: 'nuclear', label: 'Nuclear' },
  { key: 'hydro', label: 'Hydro' },
  { key: 'wind', label: 'Wind' },
  { key: 'solar', label: 'Solar' },
];

export default function EnergyMixAreas() {
  return (
    <LineChart
      height={360}
      dataset={ENERGY_MIX}
      // Years are numbers: format them without a thousands separator.
      xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ label: 'TWh' }]}
      series={ENERGY_SOURCES.map((source) => ({
        dataKey: source.key,
        label: source.label,
        area: true,
        stack: 'generation',
        showMark: false,
        valueFormatter: (value: number | null) => `${value} TWh`,
      }))}
      margin={{ top: 70 }}
    />
  );
}
