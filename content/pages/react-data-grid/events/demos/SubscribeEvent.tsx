import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(50, 23);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
];

export default function SubscribeEvent() {
  const apiRef = useGridApiRef();
  const [hovered, setHovered] = React.useState<Employee | null>(null);

  React.useEffect(() => {
    // subscribeEvent returns the function that removes the listener.
    const unsubscribeEnter = apiRef.current.subscribeEvent('rowMouseEnter', (params) => {
      setHovered(params.row as Employee);
    });
    const unsubscribeLeave = apiRef.current.subscribeEvent('rowMouseLeave', () => setHovered(null));
    return () => {
      unsubscribeEnter();
      unsubscribeLeave();
    };
  }, [apiRef]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <Box sx={{ height: 380, flex: '2 1 360px', minWidth: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
      <Paper variant="outlined" sx={{ flex: '1 1 200px', p: 2 }}>
        {hovered ? (
          <React.Fragment>
            <Typography variant="subtitle1">{hovered.fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {hovered.email}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {hovered.city}, {hovered.country}
            </Typography>
            <Typography variant="body2">Joined {hovered.joinDate.getFullYear()}</Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Hover a row to see the person&apos;s details.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
