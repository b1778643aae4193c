import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';
import { QUARTERLY_REVENUE } from '@content/demoData';

const PALETTES: Record<string, ChartsColorPalette> = {
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

export default function ColorPalettes() {
  const [paletteName, setPaletteName] = React.useState('mangoFusion');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={paletteName}
        onChange={(_event, next: string | null) => next && setPaletteName(next)}
        aria-label="Colour palette"
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.keys(PALETTES).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        colors={PALETTES[paletteName]}
        dataset={QUARTERLY_REVENUE}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        series={[
          { dataKey: 'licences', label: 'Licences' },
          { dataKey: 'support', label: 'Support' },
          { dataKey: 'consulting', label: 'Consulting' },
          { dataKey: 'training', label: 'Training' },
        ]}
        margin={{ top: 80 }}
      />
    </Stack>
  );
}
