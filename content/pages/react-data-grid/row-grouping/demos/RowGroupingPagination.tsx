import * as React from 'react';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(80, 71);

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 120 },
];

export default function RowGroupingPagination() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['department'] },
      // Three departments per page, however many employees they hold.
      pagination: { paginationModel: { pageSize: 3 } },
    },
  });

  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        pagination
        pageSizeOptions={[3, 5]}
      />
    </div>
  );
}
