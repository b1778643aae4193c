import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { generateRandomWalk } from '@content/demoData';

const POINT_COUNT = 10_000;
const values = generateRandomWalk(42, POINT_COUNT);
const indexes = values.map((_, index) => index);

/**
 * Rendered as a child of the chart, so it mounts in the same commit as the line, once the chart knows its size.
 * Its layout effect then runs after the line's path is in the DOM.
 */
function RenderedProbe({ onRendered }: { onRendered: () => void }) {
  React.useLayoutEffect(() => {
    onRendered();
  }, [onRendered]);
  return null;
}

export default function LargeLineDataset() {
  // Read once, during the first render of the demo.
  const [startTime] = React.useState(() => performance.now());
  const [duration, setDuration] = React.useState<number | null>(null);

  const handleRendered = React.useCallback(() => {
    setDuration((previous) => previous ?? performance.now() - startTime);
  }, [startTime]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ px: 1 }} aria-live="polite">
        {duration === null
          ? `Rendering ${POINT_COUNT.toLocaleString('en-US')} points…`
          : `${POINT_COUNT.toLocaleString('en-US')} points rendered in ${Math.round(duration)} ms (measured in your browser).`}
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ data: indexes, scaleType: 'linear' }]}
        series={[{ data: values, label: 'Random walk', showMark: false, disableHighlight: true }]}
        skipAnimation
        disableLineItemHighlight
        // No axis tooltip or highlight: the axis listener is off, so a pointer move no longer searches
        // 10,000 points for the closest x (the tooltip still records the pointer position).
        tooltip={{ trigger: 'none' }}
        axisHighlight={{ x: 'none', y: 'none' }}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      >
        <RenderedProbe onRendered={handleRendered} />
      </LineChart>
    </Box>
  );
}
