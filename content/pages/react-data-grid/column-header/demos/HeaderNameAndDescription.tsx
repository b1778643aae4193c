import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(30, 40);

const columns: GridColDef<Commodity>[] = [
  // Without headerName, the header shows the field.
  { field: 'desk', width: 100 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  {
    field: 'incoTerm',
    headerName: 'Incoterm',
    description: 'International Commercial Terms: who pays for transport and insurance.',
    width: 120,
  },
  {
    field: 'feeRate',
    headerName: 'Fee',
    description: 'Brokerage fee as a share of the total price.',
    type: 'number',
    width: 100,
  },
  {
    field: 'counterPartyCountry',
    headerName: 'Counterparty country of incorporation',
    width: 170,
    headerAlign: 'center',
  },
];

export default function HeaderNameAndDescription() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
