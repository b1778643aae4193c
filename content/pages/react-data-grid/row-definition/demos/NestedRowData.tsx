import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: string;
  carrier: { name: string; service: 'Express' | 'Standard' | 'Economy' };
  origin: { city: string; country: string };
  destination: { city: string; country: string };
  parcels: { weightKg: number }[];
}

const rows: Shipment[] = [
  {
    id: 'SH-1042',
    carrier: { name: 'Northwind', service: 'Express' },
    origin: { city: 'Lyon', country: 'France' },
    destination: { city: 'Leeds', country: 'United Kingdom' },
    parcels: [{ weightKg: 2.5 }, { weightKg: 4 }],
  },
  {
    id: 'SH-1043',
    carrier: { name: 'Blue Heron', service: 'Standard' },
    origin: { city: 'Osaka', country: 'Japan' },
    destination: { city: 'Austin', country: 'United States' },
    parcels: [{ weightKg: 12 }],
  },
  {
    id: 'SH-1044',
    carrier: { name: 'Northwind', service: 'Economy' },
    origin: { city: 'Pune', country: 'India' },
    destination: { city: 'Munich', country: 'Germany' },
    parcels: [{ weightKg: 1.2 }, { weightKg: 0.8 }, { weightKg: 3.1 }],
  },
  {
    id: 'SH-1045',
    carrier: { name: 'Kestrel Freight', service: 'Express' },
    origin: { city: 'Recife', country: 'Brazil' },
    destination: { city: 'Madrid', country: 'Spain' },
    parcels: [{ weightKg: 6.4 }, { weightKg: 6.4 }],
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  // Each field name is a unique key; valueGetter reads the nested value for it.
  { field: 'carrierName', headerName: 'Carrier', width: 150, valueGetter: (_value, row) => row.carrier.name },
  { field: 'service', headerName: 'Service', width: 110, valueGetter: (_value, row) => row.carrier.service },
  {
    field: 'route',
    headerName: 'Route',
    width: 240,
    valueGetter: (_value, row) => `${row.origin.city} → ${row.destination.city}`,
  },
  {
    field: 'totalWeight',
    headerName: 'Weight (kg)',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.parcels.reduce((sum, parcel) => sum + parcel.weightKg, 0),
  },
];

export default function NestedRowData() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
