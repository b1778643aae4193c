import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';
import { QUARTERLY_REVENUE } from '@content/demoData';

export default function HighlightScopeDemo() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('series');
  const [fade, setFade] = React.useState<FadeOptions>('global');
  const highlightScope = { highlight, fade };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="highlight-label">highlight</InputLabel>
          <Select
            labelId="highlight-label"
            label="highlight"
            value={highlight}
            onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="item">item</MenuItem>
            <MenuItem value="series">series</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="fade-label">fade</InputLabel>
          <Select
            labelId="fade-label"
            label="fade"
            value={fade}
            onChange={(event) => setFade(event.target.value as FadeOptions)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="series">series</MenuItem>
            <MenuItem value="global">global</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={300}
        dataset={QUARTERLY_REVENUE}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        series={[
          { dataKey: 'licences', label: 'Licences', highlightScope },
          { dataKey: 'support', label: 'Support', highlightScope },
          { dataKey: 'consulting', label: 'Consulting', highlightScope },
        ]}
        tooltip={{ trigger: 'item' }}
      />
    </Stack>
  );
}
