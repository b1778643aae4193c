import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { QUARTERLY_REVENUE } from '@content/demoData';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'left' | 'middle' | 'right';
type Direction = 'row' | 'column';

// Leave room on the side where the legend sits.
function marginFor(vertical: Vertical, horizontal: Horizontal, direction: Direction) {
  if (direction === 'column' && horizontal !== 'middle') {
    return { [horizontal]: 120, top: 20, bottom: 30 };
  }
  return vertical === 'bottom' ? { top: 20, bottom: 90 } : { top: 80, bottom: 30 };
}

export default function LegendPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('middle');
  const [direction, setDirection] = React.useState<Direction>('row');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <FormControl size="small" sx={{ minWidth: 110 }}>
          <InputLabel id="legend-vertical">Vertical</InputLabel>
          <Select
            labelId="legend-vertical"
            label="Vertical"
            value={vertical}
            onChange={(event) => setVertical(event.target.value as Vertical)}
          >
            <MenuItem value="top">top</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="bottom">bottom</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 110 }}>
          <InputLabel id="legend-horizontal">Horizontal</InputLabel>
          <Select
            labelId="legend-horizontal"
            label="Horizontal"
            value={horizontal}
            onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          >
            <MenuItem value="left">left</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="right">right</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 110 }}>
          <InputLabel id="legend-direction">Direction</InputLabel>
          <Select
            labelId="legend-direction"
            label="Direction"
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          >
            <MenuItem value="row">row</MenuItem>
            <MenuItem value="column">column</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={320}
        dataset={QUARTERLY_REVENUE}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        series={[
          { dataKey: 'licences', label: 'Licences' },
          { dataKey: 'support', label: 'Support' },
          { dataKey: 'consulting', label: 'Consulting' },
        ]}
        margin={marginFor(vertical, horizontal, direction)}
        slotProps={{ legend: { position: { vertical, horizontal }, direction } }}
      />
    </Stack>
  );
}
