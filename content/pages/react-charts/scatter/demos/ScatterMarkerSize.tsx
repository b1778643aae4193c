import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { generateApartments } from '@content/demoData';

const listings = generateApartments(11, 400);
const toPoint = ({ id, area, price }: (typeof listings)[number]) => ({ id, x: area, y: price });
const centre = listings.filter((listing) => listing.district === 'Centre').map(toPoint);
const suburbs = listings.filter((listing) => listing.district === 'Suburbs').map(toPoint);

export default function ScatterMarkerSize() {
  const [markerSize, setMarkerSize] = React.useState(4);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="scatter-marker-size" variant="body2">
        markerSize: {markerSize} px
      </Typography>
      <Slider
        aria-labelledby="scatter-marker-size"
        min={1}
        max={10}
        value={markerSize}
        onChange={(_event, next) => setMarkerSize(next as number)}
        sx={{ maxWidth: 300 }}
      />
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ label: 'Price (k€)' }]}
        series={[
          { id: 'centre', label: 'Centre', data: centre, markerSize },
          // The suburbs keep the default size, for comparison.
          { id: 'suburbs', label: 'Suburbs', data: suburbs },
        ]}
        margin={{ left: 60 }}
      />
    </Box>
  );
}
