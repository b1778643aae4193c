import * as charts from '@mui/x-charts';
import { expect } from 'vitest';
import { claim } from '@/claims/claim';
import { chartsNamesMatching } from '@/claims/chartsNamesMatching';

claim('This component is **planned** for the Pro plan (`@mui/x-charts-pro`) and does not exist in 7.21.0.', () => {
  expect(chartsNamesMatching(/sankey/i)).toEqual({ exports: [], folders: [] });
});

claim('Nothing in 7.21.0 draws links between nodes', () => {
  expect(chartsNamesMatching(/sankey|link|nodes|flow|graph|network/i)).toEqual({ exports: [], folders: [] });
});

claim('a [heatmap](/x/react-charts/heatmap/) with sources on one axis and destinations on the other (Pro)', () => {
  expect(chartsNamesMatching(/^heatmap$/i).exports).toEqual(['Heatmap']);
  expect(Object.keys(charts).filter((name) => /heatmap/i.test(name))).toEqual([]);
});
