import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  getGridDateOperators,
} from '@mui/x-data-grid';
import { DEMO_TODAY, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(60, 23);

// A fixed "today" keeps the demo identical on every visit; in an app, compare with the current date.
const TODAY = DEMO_TODAY.toDate();

function YearsInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  return (
    <FormControl variant="standard" sx={{ minWidth: 120 }}>
      <InputLabel id="joined-within-label">Years</InputLabel>
      <Select
        labelId="joined-within-label"
        value={item.value ?? ''}
        onChange={(event) => applyValue({ ...item, value: event.target.value })}
        inputRef={focusElementRef}
      >
        {[1, 2, 5, 10].map((years) => (
          <MenuItem key={years} value={years}>
            {years} {years === 1 ? 'year' : 'years'}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

const joinedWithinOperator: GridFilterOperator<Employee, Date> = {
  label: 'within the last',
  value: 'withinLast',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    const since = new Date(TODAY);
    since.setFullYear(since.getFullYear() - Number(filterItem.value));
    return (value) => value instanceof Date && value >= since && value <= TODAY;
  },
  InputComponent: YearsInput,
  getValueAsString: (value) => `${value} years`,
};

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  {
    field: 'joinDate',
    headerName: 'Joined',
    type: 'date',
    width: 130,
    filterOperators: [joinedWithinOperator, ...getGridDateOperators()],
  },
  { field: 'role', headerName: 'Role', width: 120 },
];

export default function RelativeDateOperatorGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'joinDate', operator: 'withinLast', value: 2 }] } },
          sorting: { sortModel: [{ field: 'joinDate', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
