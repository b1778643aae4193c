import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { createRandom } from '@content/demoData';

interface Ticket {
  id: number;
  subject: string;
  description: string;
}

const sentences = [
  'The export button stays disabled after the filters are cleared.',
  'Customers in Japan see prices without tax on the checkout page.',
  'Uploading a file larger than 20 MB fails silently.',
  'The dashboard takes more than ten seconds to load on Mondays.',
  'Dark mode makes the chart legend unreadable.',
  'Password reset emails arrive twice.',
  'Reordering columns is not remembered after a reload.',
];

const random = createRandom(5);
const rows: Ticket[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  subject: `Ticket #${1000 + index}`,
  // Between one and five sentences, so the descriptions have very different lengths.
  description: Array.from({ length: random.int(1, 5) }, () => random.pick(sentences)).join(' '),
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', width: 130 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 260 },
];

export default function AutoRowHeight() {
  const [wide, setWide] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        // Text wraps differently at another width; the grid measures the rows again by itself.
        onClick={() => setWide((value) => !value)}
      >
        {wide ? 'Narrow container' : 'Wide container'}
      </Button>
      <Box sx={{ height: 420, width: wide ? '100%' : 480, maxWidth: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          getEstimatedRowHeight={() => 80}
          sx={{
            // Text already wraps in 'auto' rows; add breathing room around it.
            '& .MuiDataGrid-cell': { py: 1, lineHeight: 1.5 },
          }}
        />
      </Box>
    </Box>
  );
}
