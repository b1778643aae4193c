import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { generateApartments } from '@content/demoData';

const listings = generateApartments(9, 40);
const points = listings.map((listing) => ({ id: listing.id, x: listing.area, y: listing.price }));

export default function ScatterClick() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [clicked, setClicked] = React.useState<ScatterItemIdentifier | null>(null);
  const listing = clicked ? listings[clicked.dataIndex] : undefined;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ ml: 0 }}
        control={<Switch checked={disableVoronoi} onChange={(event) => setDisableVoronoi(event.target.checked)} />}
        label="disableVoronoi"
      />
      <ScatterChart
        height={300}
        series={[{ id: 'listings', data: points, label: 'Listings', highlightScope: { highlight: 'item' } }]}
        disableVoronoi={disableVoronoi}
        // With Voronoi cells, a click counts only within 30 px of a point.
        voronoiMaxRadius={30}
        onItemClick={(_event: unknown, identifier: ScatterItemIdentifier) => setClicked(identifier)}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
      <Typography variant="body2" sx={{ px: 1 }} aria-live="polite">
        {listing
          ? `Listing #${listing.id}: ${listing.area} m² in the ${listing.district.toLowerCase()}, €${listing.price}k`
          : 'Click a point, or close to one.'}
      </Typography>
    </Box>
  );
}
