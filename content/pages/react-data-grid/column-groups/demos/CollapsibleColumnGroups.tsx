import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(25, 17);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
];

// The first field of each group stays visible when the group is collapsed.
const GROUPS = [
  { groupId: 'job', headerName: 'Job', fields: ['department', 'role', 'joinDate'] },
  { groupId: 'location', headerName: 'Location', fields: ['country', 'city'] },
];

export default function CollapsibleColumnGroups() {
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({ location: true });

  const columnVisibilityModel = React.useMemo<GridColumnVisibilityModel>(() => {
    const model: GridColumnVisibilityModel = {};
    GROUPS.forEach((group) => {
      group.fields.slice(1).forEach((field) => {
        model[field] = !collapsed[group.groupId];
      });
    });
    return model;
  }, [collapsed]);

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(() => {
    const renderHeaderGroup = (params: GridColumnGroupHeaderParams) => {
      const groupId = params.groupId ?? '';
      const isCollapsed = Boolean(collapsed[groupId]);
      return (
        <React.Fragment>
          {params.headerName}
          <IconButton
            size="small"
            aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${params.headerName}`}
            aria-expanded={!isCollapsed}
            onClick={() => setCollapsed((previous) => ({ ...previous, [groupId]: !isCollapsed }))}
          >
            {isCollapsed ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
          </IconButton>
        </React.Fragment>
      );
    };
    return GROUPS.map((group) => ({
      groupId: group.groupId,
      headerName: group.headerName,
      renderHeaderGroup,
      children: group.fields.map((field) => ({ field })),
    }));
  }, [collapsed]);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
        disableColumnSelector
      />
    </div>
  );
}
