import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { RELEASE_PLAN } from '@content/demoData';

export default function GanttAlternative() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      dataset={RELEASE_PLAN}
      yAxis={[{ scaleType: 'band', dataKey: 'task' }]}
      xAxis={[{ min: 0, max: 35, label: 'Project day' }]}
      series={[
        // An invisible first layer pushes each task to its start day.
        {
          dataKey: 'start',
          stack: 'plan',
          color: 'transparent',
          label: 'Starts on day',
        },
        { dataKey: 'duration', stack: 'plan', label: 'Duration (days)' },
      ]}
      grid={{ vertical: true }}
      tooltip={{ trigger: 'item' }}
      axisHighlight={{ y: 'none' }}
      margin={{ left: 80 }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
