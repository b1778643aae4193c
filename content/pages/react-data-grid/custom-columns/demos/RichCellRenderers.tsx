import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(40, 17);

const DEPARTMENT_COLORS: Record<Employee['department'], string> = {
  Engineering: '#1976d2',
  Design: '#9c27b0',
  Sales: '#2e7d32',
  Marketing: '#ed6c02',
  Finance: '#0288d1',
  Support: '#d32f2f',
  People: '#5d4037',
};

function PersonCell({ row }: GridRenderCellParams<Employee>) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: DEPARTMENT_COLORS[row.department] }}>
        {row.firstName.charAt(0)}
        {row.lastName.charAt(0)}
      </Avatar>
      <Box sx={{ minWidth: 0, lineHeight: 1.2 }}>
        <Typography variant="body2" noWrap>
          {row.fullName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.role}
        </Typography>
      </Box>
    </Box>
  );
}

const MAX_SALARY = 250_000;

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Employee',
    width: 210,
    display: 'flex',
    renderCell: (params) => <PersonCell {...params} />,
  },
  {
    field: 'department',
    headerName: 'Department',
    width: 140,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Employee, Employee['department']>) =>
      params.value ? (
        <Chip size="small" label={params.value} sx={{ bgcolor: DEPARTMENT_COLORS[params.value], color: '#fff' }} />
      ) : null,
  },
  {
    field: 'salary',
    headerName: 'Salary band',
    type: 'number',
    width: 160,
    display: 'flex',
    valueFormatter: (value: number) => `$${Math.round(value / 1000)}k`,
    renderCell: (params: GridRenderCellParams<Employee, number, string>) => (
      <Box sx={{ width: '100%' }}>
        <Typography variant="caption">{params.formattedValue}</Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, ((params.value ?? 0) / MAX_SALARY) * 100)}
          aria-label={`Salary ${params.formattedValue}`}
        />
      </Box>
    ),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 140,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Employee, number>) => (
      <Rating value={params.value ?? 0} readOnly size="small" />
    ),
  },
  {
    field: 'isAdmin',
    headerName: 'Admin',
    type: 'boolean',
    width: 90,
    renderCell: (params: GridRenderCellParams<Employee, boolean>) =>
      params.value ? (
        <CheckCircleIcon color="success" fontSize="small" titleAccess="Admin" />
      ) : (
        <RemoveCircleOutlineIcon color="disabled" fontSize="small" titleAccess="Not admin" />
      ),
  },
];

export default function RichCellRenderers() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={60} />
    </div>
  );
}
