import fs from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { chartsNamesMatching } from '@/claims/chartsNamesMatching';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import RadarAlternative from './demos/RadarAlternative';

beforeAll(() => {
  installSvgPointer();
  setResponsiveChartWidth(700);
});
afterEach(cleanup);

describe('planned', () => {
  claim('This component is **planned** and does not exist in `@mui/x-charts` 7.21.0.', () => {
    expect(chartsNamesMatching(/radar|polar|spider/i)).toEqual({ exports: [], folders: [] });
  });

  claim(
    'The version 7.21.0 contains some groundwork for polar charts (rotation and radius axis types in its internals)',
    () => {
      const internals = fs.readFileSync(require.resolve('@mui/x-charts/internals/computeAxisValue.d.ts'), 'utf8');
      expect(internals).toContain("axisDirection: 'rotation'");
      expect(internals).toContain("axisDirection: 'radius'");
    },
  );
});

describe('the bar chart alternative', () => {
  claim('keep every criterion on the same scale (here 0–10, fixed with `min` and `max`), as a radar would;', () => {
    const { container } = render(<RadarAlternative />);
    expect(
      [...container.querySelectorAll('.MuiChartsAxis-bottom .MuiChartsAxis-tickLabel')].map(
        (label) => label.textContent,
      ),
    ).toEqual(['0', '2', '4', '6', '8', '10']);
  });

  claim("use `tooltip={{ trigger: 'axis' }}` (the default) so hovering a criterion compares all items at once;", () => {
    const { container } = render(<RadarAlternative />);
    pointAt(container.querySelector('svg')!, 300, 120);
    const rows = [...document.querySelectorAll('.MuiChartsTooltip-root tr')].map((row) => row.textContent);
    // The criterion, then one row per laptop.
    expect(rows).toHaveLength(4);
    ['Aurora 14', 'Boreal X', 'Cirrus Air'].forEach((name, index) =>
      expect(rows[index + 1]!.startsWith(name)).toBe(true),
    );
  });
});
