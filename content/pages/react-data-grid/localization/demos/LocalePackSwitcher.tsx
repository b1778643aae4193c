import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, esES, frFR, jaJP, zhCN } from '@mui/x-data-grid/locales';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(60, 14);

const LOCALES = {
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': deDE,
  'es-ES': esES,
  'zh-CN': zhCN,
  'ja-JP': jaJP,
} as const;

type LocaleCode = keyof typeof LOCALES;

function buildColumns(locale: LocaleCode): GridColDef<Employee>[] {
  // The locale packs translate the grid's own UI; formatting your data is up to the columns.
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return [
    { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 150 },
    { field: 'department', headerName: 'Department', width: 130 },
    {
      field: 'joinDate',
      headerName: 'Joined',
      type: 'date',
      width: 140,
      valueFormatter: (value?: Date) => (value ? date.format(value) : ''),
    },
    {
      field: 'salary',
      headerName: 'Salary',
      type: 'number',
      width: 130,
      valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
    },
    { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90 },
  ];
}

export default function LocalePackSwitcher() {
  const [locale, setLocale] = React.useState<LocaleCode>('fr-FR');
  const columns = React.useMemo(() => buildColumns(locale), [locale]);
  const localeText = LOCALES[locale].components.MuiDataGrid.defaultProps.localeText;

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, value: LocaleCode | null) => {
          if (value) {
            setLocale(value);
          }
        }}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {(Object.keys(LOCALES) as LocaleCode[]).map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 430 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          checkboxSelection
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
        />
      </Box>
    </Box>
  );
}
