import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  type ChartsColorPaletteCallback,
} from '@mui/x-charts/colorPalettes';
import { PHONE_MARKET_SHARE } from '@content/demoData';

const PALETTES: Record<string, ChartsColorPaletteCallback> = {
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

export default function PiePalettes() {
  const [palette, setPalette] = React.useState('mangoFusion');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_event, value: string | null) => value && setPalette(value)}
        aria-label="Colour palette"
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.keys(PALETTES).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PieChart
        height={240}
        // A palette callback receives the colour mode and returns the matching list.
        colors={PALETTES[palette]}
        series={[{ data: PHONE_MARKET_SHARE, innerRadius: 30, paddingAngle: 2, cornerRadius: 4 }]}
      />
    </Box>
  );
}
