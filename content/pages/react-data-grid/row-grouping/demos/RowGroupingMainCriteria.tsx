import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'gross', headerName: 'Gross ($)', type: 'number', width: 150 },
];

export default function RowGroupingMainCriteria() {
  const [useMainCriteria, setUseMainCriteria] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={useMainCriteria} onChange={(event) => setUseMainCriteria(event.target.checked)} />}
        label="mainGroupingCriteria: 'company'"
      />
      <Box sx={{ height: 420 }}>
        {/* Sorting is applied when the grid mounts or the sort model changes, so remount to see the effect. */}
        <DataGridPremium
          key={String(useMainCriteria)}
          rows={MOVIES}
          columns={columns}
          defaultGroupingExpansionDepth={1}
          groupingColDef={{
            leafField: 'title',
            headerName: 'Studio / title',
            width: 300,
            mainGroupingCriteria: useMainCriteria ? 'company' : undefined,
          }}
          initialState={{
            rowGrouping: { model: ['company'] },
            columns: { columnVisibilityModel: { title: false, company: false } },
            // Descending: titles from Z to A by default, studios from Z to A with the switch on.
            sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
          }}
        />
      </Box>
    </Box>
  );
}
