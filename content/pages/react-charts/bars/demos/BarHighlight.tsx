import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightScope } from '@mui/x-charts/context';

type Highlight = HighlightScope['highlight'];
type Fade = HighlightScope['fade'];

export default function BarHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');

  const highlightScope = { highlight, fade };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', px: 1 }}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="item">item</MenuItem>
          <MenuItem value="series">series</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as Fade)}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="series">series</MenuItem>
          <MenuItem value="global">global</MenuItem>
        </TextField>
      </Box>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: ['Design', 'Build', 'Test', 'Launch'] }]}
        series={[
          { label: 'Team A', data: [4, 9, 6, 2], highlightScope },
          { label: 'Team B', data: [3, 7, 8, 3], highlightScope },
          { label: 'Team C', data: [5, 6, 5, 4], highlightScope },
        ]}
      />
    </Box>
  );
}
