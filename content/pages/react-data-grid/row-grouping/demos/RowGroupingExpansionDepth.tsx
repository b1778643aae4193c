import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'director', headerName: 'Director', width: 160 },
];

const DEPTHS = [
  { value: 0, label: '0' },
  { value: 1, label: '1' },
  { value: -1, label: '-1 (all)' },
];

export default function RowGroupingExpansionDepth() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={(_event, value: number | null) => {
          if (value !== null) {
            setDepth(value);
          }
        }}
        aria-label="defaultGroupingExpansionDepth"
        sx={{ mb: 1 }}
      >
        {DEPTHS.map((item) => (
          <ToggleButton key={item.value} value={item.value}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={MOVIES}
          columns={columns}
          defaultGroupingExpansionDepth={depth}
          initialState={{ rowGrouping: { model: ['company', 'director'] } }}
        />
      </Box>
    </Box>
  );
}
