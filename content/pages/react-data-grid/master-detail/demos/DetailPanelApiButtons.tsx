import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowParams, useGridApiRef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(12, 64);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'department', headerName: 'Department', width: 130 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Employee>) => (
  <Box sx={{ px: 2, py: 1 }}>
    <Typography variant="body2">
      {row.email} · {row.city}, {row.country}
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 48;

export default function DetailPanelApiButtons() {
  const apiRef = useGridApiRef();
  const [openCount, setOpenCount] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setExpandedDetailPanels(rows.map((row) => row.id))}
        >
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setExpandedDetailPanels([])}>
          Collapse all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.toggleDetailPanel(rows[0]!.id)}>
          Toggle first row
        </Button>
        <Typography variant="body2" role="status">
          {openCount} open
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          // Called for API calls and for clicks on the toggle buttons alike.
          onDetailPanelExpandedRowIdsChange={(ids) => setOpenCount(ids.length)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
