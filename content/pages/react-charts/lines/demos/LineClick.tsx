import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { CITY_TEMPERATURES } from '@content/demoData';

export default function LineClick() {
  const [lastEvent, setLastEvent] = React.useState('Click a mark, a line, an area or anywhere in the plot.');

  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        dataset={CITY_TEMPERATURES}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[
          { id: 'oslo', dataKey: 'oslo', label: 'Oslo', area: true },
          { id: 'sydney', dataKey: 'sydney', label: 'Sydney' },
        ]}
        onMarkClick={(_event, item) =>
          setLastEvent(`onMarkClick: ${item.seriesId}, ${CITY_TEMPERATURES[item.dataIndex ?? 0]!.month}`)
        }
        onLineClick={(_event, item) => setLastEvent(`onLineClick: ${item.seriesId}`)}
        onAreaClick={(_event, item) => setLastEvent(`onAreaClick: ${item.seriesId}`)}
        onAxisClick={(_event, data) =>
          setLastEvent(
            data
              ? `onAxisClick: ${data.axisValue} (Oslo ${data.seriesValues.oslo}°, Sydney ${data.seriesValues.sydney}°)`
              : 'onAxisClick: no data',
          )
        }
      />
      <Typography variant="body2" sx={{ px: 1 }} aria-live="polite">
        {lastEvent}
      </Typography>
    </Box>
  );
}
