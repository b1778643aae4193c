import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { generateCommodities, Commodity } from '@content/demoData';

const allRows = generateCommodities(60, 19);

// Pinned rows are passed separately and must not also appear in `rows`.
const [topRow, bottomRow, ...rows] = allRows;

const pinnedRows: GridPinnedRowsProp<Commodity> = {
  top: topRow ? [topRow] : [],
  bottom: bottomRow ? [bottomRow] : [],
};

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function BasicRowPinning() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 50]}
      />
    </div>
  );
}
