import * as React from 'react';
import {
  DataGrid,
  GridFilterInputValue,
  GridToolbar,
  type GridColDef,
  type GridComparatorFn,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { generateEmployees } from '@content/demoData';

interface Location {
  city: string;
  country: string;
}

interface Row {
  id: number;
  name: string;
  location: Location;
}

// The API returns the location as a nested object.
const rows: Row[] = generateEmployees(40, 23).map((employee) => ({
  id: employee.id,
  name: employee.fullName,
  location: { city: employee.city, country: employee.country },
}));

const formatLocation = (location: Location | null | undefined) =>
  location ? `${location.city}, ${location.country}` : '';

// Sort by country, then by city.
const locationComparator: GridComparatorFn<Location> = (a, b) =>
  a.country.localeCompare(b.country) || a.city.localeCompare(b.city);

const locationContains: GridFilterOperator<Row, Location> = {
  label: 'contains',
  value: 'contains',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    const needle = String(filterItem.value).toLowerCase();
    return (value) => formatLocation(value).toLowerCase().includes(needle);
  },
  InputComponent: GridFilterInputValue,
};

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  {
    field: 'location',
    headerName: 'Location',
    width: 240,
    type: 'custom',
    valueFormatter: (value: Location) => formatLocation(value),
    sortComparator: locationComparator,
    filterOperators: [locationContains],
    getApplyQuickFilterFn: (search: string) => {
      const needle = search.toLowerCase();
      return (value: Location) => formatLocation(value).toLowerCase().includes(needle);
    },
  },
];

export default function ObjectValueColumn() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{ sorting: { sortModel: [{ field: 'location', sort: 'asc' }] } }}
      />
    </div>
  );
}
