import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { PHONE_MARKET_SHARE } from '@content/demoData';

interface Setting {
  key: 'innerRadius' | 'paddingAngle' | 'cornerRadius' | 'endAngle';
  min: number;
  max: number;
}

const SETTINGS: Setting[] = [
  { key: 'innerRadius', min: 0, max: 80 },
  { key: 'paddingAngle', min: 0, max: 10 },
  { key: 'cornerRadius', min: 0, max: 15 },
  { key: 'endAngle', min: 90, max: 360 },
];

export default function PieShapePlayground() {
  const [values, setValues] = React.useState<Record<Setting['key'], number>>({
    innerRadius: 40,
    paddingAngle: 2,
    cornerRadius: 5,
    endAngle: 360,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, px: 1 }}>
        {SETTINGS.map((setting) => (
          <div key={setting.key}>
            <Typography id={`pie-${setting.key}`} variant="body2">
              {setting.key}: {values[setting.key]}
            </Typography>
            <Slider
              aria-labelledby={`pie-${setting.key}`}
              value={values[setting.key]}
              min={setting.min}
              max={setting.max}
              onChange={(_event, value) => setValues((current) => ({ ...current, [setting.key]: value as number }))}
            />
          </div>
        ))}
      </Box>
      <PieChart height={260} series={[{ data: PHONE_MARKET_SHARE, outerRadius: 100, ...values }]} skipAnimation />
    </Box>
  );
}
