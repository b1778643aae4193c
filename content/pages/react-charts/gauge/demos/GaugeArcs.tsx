import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

interface Setting {
  key: 'startAngle' | 'endAngle' | 'innerRadius' | 'cornerRadius';
  min: number;
  max: number;
}

const SETTINGS: Setting[] = [
  { key: 'startAngle', min: -180, max: 0 },
  { key: 'endAngle', min: 0, max: 180 },
  { key: 'innerRadius', min: 0, max: 100 },
  { key: 'cornerRadius', min: 0, max: 50 },
];

export default function GaugeArcs() {
  const [settings, setSettings] = React.useState<Record<Setting['key'], number>>({
    startAngle: -110,
    endAngle: 110,
    innerRadius: 80,
    cornerRadius: 50,
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, width: '100%' }}>
      <Box sx={{ flex: 1, px: 1 }}>
        {SETTINGS.map((setting) => (
          <div key={setting.key}>
            <Typography id={`gauge-${setting.key}`} variant="body2">
              {setting.key}: {settings[setting.key]}
              {setting.key === 'innerRadius' || setting.key === 'cornerRadius' ? '%' : '°'}
            </Typography>
            <Slider
              size="small"
              aria-labelledby={`gauge-${setting.key}`}
              value={settings[setting.key]}
              min={setting.min}
              max={setting.max}
              onChange={(_event, value) => setSettings((current) => ({ ...current, [setting.key]: value as number }))}
            />
          </div>
        ))}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Gauge
          height={200}
          value={72}
          startAngle={settings.startAngle}
          endAngle={settings.endAngle}
          // Radii and the corner radius also accept percentages, as strings.
          innerRadius={`${settings.innerRadius}%`}
          cornerRadius={`${settings.cornerRadius}%`}
        />
      </Box>
    </Box>
  );
}
