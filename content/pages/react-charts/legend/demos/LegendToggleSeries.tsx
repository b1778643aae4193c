import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { blueberryTwilightPalette } from '@mui/x-charts/colorPalettes';
import { QUARTERLY_REVENUE } from '@content/demoData';

const SERIES = [
  { key: 'licences', label: 'Licences' },
  { key: 'support', label: 'Support' },
  { key: 'consulting', label: 'Consulting' },
  { key: 'training', label: 'Training' },
] as const;

export default function LegendToggleSeries() {
  const theme = useTheme();
  const palette = blueberryTwilightPalette(theme.palette.mode);
  const [hiddenIds, setHiddenIds] = React.useState<string[]>(['training']);

  const series = SERIES.map(({ key, label }, index) => {
    const hidden = hiddenIds.includes(key);
    return {
      id: key,
      // Hidden series stay in the legend (greyed out) with empty data, so they can be clicked again.
      data: QUARTERLY_REVENUE.map((row) => (hidden ? null : row[key])),
      label: hidden ? `${label} (hidden)` : label,
      color: hidden ? theme.palette.action.disabled : palette[index],
      stack: 'revenue',
    };
  });

  return (
    <Stack sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        Click a legend item to show or hide its series.
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: QUARTERLY_REVENUE.map((row) => row.quarter) }]}
        series={series}
        margin={{ top: 80 }}
        slotProps={{
          legend: {
            onItemClick: (_event, { seriesId }) =>
              setHiddenIds((ids) =>
                ids.includes(String(seriesId)) ? ids.filter((id) => id !== seriesId) : [...ids, String(seriesId)],
              ),
          },
        }}
      />
    </Stack>
  );
}
