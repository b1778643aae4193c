import * as React from 'react';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { BarChart } from '@mui/x-charts/BarChart';
import { QUARTERLY_REVENUE } from '@content/demoData';

// Extends the page theme: every chart inside gets these defaults and styles.
const withChartDefaults = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiChartsXAxis: { defaultProps: { disableTicks: true, tickLabelStyle: { fontWeight: 700 } } },
    MuiChartsYAxis: { defaultProps: { disableLine: true } },
    MuiChartsGrid: { styleOverrides: { line: { strokeDasharray: '4 4' } } },
    MuiBarElement: { styleOverrides: { root: { rx: 4 } } },
    MuiChartsLegend: { styleOverrides: { root: { fontVariant: 'small-caps' } } },
  },
});

export default function ThemeOverrides() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withChartDefaults(outerTheme), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <BarChart
        height={300}
        dataset={QUARTERLY_REVENUE}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        series={[
          { dataKey: 'support', label: 'Support' },
          { dataKey: 'training', label: 'Training' },
        ]}
        grid={{ horizontal: true }}
      />
    </ThemeProvider>
  );
}
