import { render } from '@testing-library/react';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { installedManifest } from '@/claims/installedManifest';

const SIZE = { width: 300, height: 200, skipAnimation: true };

describe('styling', () => {
  claim(
    'Bars, lines, areas, marks, slices and axes have CSS classes (`MuiBarElement-root`, `MuiLineElement-root`, …; scatter points have none) and can be styled with the `sx` prop',
    () => {
      const { container } = render(
        <div>
          <BarChart {...SIZE} xAxis={[{ scaleType: 'band', data: ['a'] }]} series={[{ data: [1] }]} />
          <LineChart {...SIZE} xAxis={[{ data: [1, 2] }]} series={[{ data: [1, 2], area: true }]} />
          <PieChart {...SIZE} series={[{ data: [{ value: 1 }] }]} />
          <ScatterChart {...SIZE} series={[{ data: [{ id: 1, x: 1, y: 1 }] }]} />
        </div>,
      );
      for (const name of ['BarElement', 'LineElement', 'AreaElement', 'MarkElement', 'PieArc', 'ChartsAxis']) {
        expect([name, container.querySelectorAll(`.Mui${name}-root`).length > 0]).toEqual([name, true]);
      }
      const scatterPoint = [...container.querySelectorAll('svg')].at(-1)!.querySelector('circle')!;
      expect(scatterPoint.getAttribute('class')).toBeNull();
    },
  );
});

describe('installation', () => {
  claim("11, needed with Material UI's default styling engine", () => {
    const peers = installedManifest('@mui/x-charts').peerDependencies;
    expect(peers?.['@emotion/react']).toMatch(/^\^11\./);
    expect(peers?.['@emotion/styled']).toMatch(/^\^11\./);
  });
});
