import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  gridEditRowsStateSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderEditCellParams,
  type GridValueOptionsParams,
} from '@mui/x-data-grid';
import { COUNTRIES, generateEmployees } from '@content/demoData';

interface Office {
  id: number;
  fullName: string;
  country: string;
  city: string;
}

const ROWS: Office[] = generateEmployees(12, 62).map(({ id, fullName, country, city }) => ({
  id,
  fullName,
  country,
  city,
}));

const citiesOf = (country: string | undefined): string[] => [
  ...(COUNTRIES.find((entry) => entry.name === country)?.cities ?? []),
];

// Changing the country also clears the city, which may not exist in the new country.
function CountryEditCell(props: GridRenderEditCellParams<Office>) {
  const apiRef = useGridApiContext();
  return (
    <GridEditSingleSelectCell
      {...props}
      onValueChange={async (_event, newCountry) => {
        await apiRef.current.setEditCellValue({ id: props.id, field: 'city', value: citiesOf(newCountry)[0] ?? '' });
      }}
    />
  );
}

// The city options follow the country being edited, not the saved one.
function CityEditCell(props: GridRenderEditCellParams<Office>) {
  const apiRef = useGridApiContext();
  const editRows = useGridSelector(apiRef, gridEditRowsStateSelector);
  const editedCountry = editRows[props.id]?.country?.value as string | undefined;
  // The column's `valueOptions` reads the country from the row it is given: hand it the edited one.
  return <GridEditSingleSelectCell {...props} row={{ ...props.row, country: editedCountry ?? props.row.country }} />;
}

const columns: GridColDef<Office>[] = [
  { field: 'fullName', headerName: 'Name', width: 160 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 140,
    editable: true,
    valueOptions: COUNTRIES.map((entry) => entry.name),
    renderEditCell: (params) => <CountryEditCell {...params} />,
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    width: 150,
    editable: true,
    // Cities of the row's country; without a row (the filter panel), every city.
    valueOptions: ({ row }: GridValueOptionsParams<Office>) =>
      row ? citiesOf(row.country) : COUNTRIES.flatMap((entry) => [...entry.cities]),
    renderEditCell: (params) => <CityEditCell {...params} />,
  },
];

export default function DependentSelectsEditing() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={ROWS} columns={columns} editMode="row" />
    </Box>
  );
}
