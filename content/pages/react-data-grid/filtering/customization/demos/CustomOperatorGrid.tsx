import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  getGridNumericOperators,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(60, 10);

// The input rendered in the filter panel for our operator.
function RatingInputValue(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'flex-end', height: 48, pl: 2 }}>
      <Rating
        name="rating-filter-value"
        value={Number(item.value) || 0}
        onChange={(_event, newValue) => applyValue({ ...item, value: newValue })}
        ref={focusElementRef}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Employee, number> = {
  label: 'At least',
  value: 'atLeast',
  // Returns the row test for the current filter value, or null to skip filtering.
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value === null || filterItem.value === undefined) {
      return null;
    }
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: RatingInputValue,
  getValueAsString: (value: number) => `${value} stars`,
};

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 160,
    type: 'number',
    renderCell: (params) => <Rating readOnly size="small" value={params.value as number} />,
    display: 'flex',
    filterOperators: [atLeastOperator],
  },
  {
    field: 'salary',
    headerName: 'Salary (fewer operators)',
    type: 'number',
    width: 200,
    // Keep only a subset of the built-in operators.
    filterOperators: getGridNumericOperators().filter((operator) => ['>', '<'].includes(operator.value)),
  },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function CustomOperatorGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: 'atLeast', value: 4 }] } },
        }}
      />
    </Box>
  );
}
