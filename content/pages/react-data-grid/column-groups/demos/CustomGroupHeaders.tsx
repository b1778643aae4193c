import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { DataGrid, GridColDef, GridColumnGroupHeaderParams, GridColumnGroupingModel } from '@mui/x-data-grid';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(30, 4);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

function GroupHeader({ icon, params }: { icon: React.ReactNode; params: GridColumnGroupHeaderParams }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {icon}
      <Typography variant="subtitle2" component="span">
        {params.headerName}
      </Typography>
      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
        ({params.fields.length} columns)
      </Typography>
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    headerClassName: 'group-person',
    renderHeaderGroup: (params) => <GroupHeader params={params} icon={<BadgeOutlinedIcon fontSize="small" />} />,
    children: [{ field: 'fullName' }, { field: 'email' }, { field: 'role' }],
  },
  {
    groupId: 'compensation',
    headerName: 'Compensation',
    description: 'Yearly gross salary and last review score',
    headerClassName: 'group-compensation',
    renderHeaderGroup: (params) => <GroupHeader params={params} icon={<PaymentsOutlinedIcon fontSize="small" />} />,
    children: [{ field: 'salary' }, { field: 'rating' }],
  },
];

export default function CustomGroupHeaders() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .group-person': { backgroundColor: 'rgba(25, 118, 210, 0.12)' },
        '& .group-compensation': { backgroundColor: 'rgba(46, 125, 50, 0.12)' },
      }}
    >
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} columnGroupHeaderHeight={44} />
    </Box>
  );
}
