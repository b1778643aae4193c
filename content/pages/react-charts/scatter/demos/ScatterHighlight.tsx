import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { generateApartments } from '@content/demoData';

const listings = generateApartments(5, 120);
const toPoint = (listing: { id: number; area: number; price: number }) => ({
  id: listing.id,
  x: listing.area,
  y: listing.price,
});

const highlightScope = { highlight: 'series', fade: 'global' } as const;

export default function ScatterHighlight() {
  return (
    <ScatterChart
      height={320}
      series={[
        {
          label: 'Centre',
          data: listings.filter((listing) => listing.district === 'Centre').map(toPoint),
          highlightScope,
          markerSize: 5,
        },
        {
          label: 'Suburbs',
          data: listings.filter((listing) => listing.district === 'Suburbs').map(toPoint),
          highlightScope,
          markerSize: 5,
        },
      ]}
      xAxis={[{ label: 'Floor area (m²)' }]}
    />
  );
}
