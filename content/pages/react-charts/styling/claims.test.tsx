import { render } from '@testing-library/react';
import { blueberryTwilightPalette } from '@mui/x-charts/colorPalettes';
import { LineChart } from '@mui/x-charts/LineChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

const SIZE = { width: 300, height: 200, skipAnimation: true };
const point = (x: number, z = 0) => ({ id: x, x, y: x, z });
/** The fill of each scatter series' points, one colour per series. */
const seriesFills = (root: Element) =>
  [...root.querySelectorAll('svg > g g:has(> circle)')].map((group) =>
    group.querySelector('circle')!.getAttribute('fill'),
  );

describe('colours', () => {
  let palette: Element;
  let defaults: Element;
  let colorMap: Element;
  beforeAll(() => {
    palette = render(
      <ScatterChart
        {...SIZE}
        colors={['#111111', '#222222', '#333333']}
        series={[{ data: [point(1)] }, { data: [point(2)], color: '#ff0000' }, { data: [point(3)] }]}
      />,
    ).container;
    defaults = render(<ScatterChart {...SIZE} series={[{ data: [point(1)] }, { data: [point(2)] }]} />).container;
    colorMap = render(
      <ScatterChart
        {...SIZE}
        zAxis={[{ colorMap: { type: 'continuous', color: ['#000000', '#ffffff'] } }]}
        series={[{ data: [point(1, 0), point(2, 5), point(3, 10)] }]}
      />,
    ).container;
  });

  claim('a series with its own `color` still uses up its slot', () => {
    expect(seriesFills(palette)).toEqual(['#111111', '#ff0000', '#333333']);
  });

  claim('The default is `blueberryTwilightPalette`.', () => {
    expect(seriesFills(defaults)).toEqual(blueberryTwilightPalette('light').slice(0, 2));
  });

  // With data from 0 to 10, the gradient still spans 0 to 100: the largest value is only a tenth of the way.
  claim('`min` and `max` default to 0 and 100, whatever the data', () => {
    const fills = [...colorMap.querySelectorAll('circle')].map((circle) => circle.getAttribute('fill'));
    expect(fills).toEqual(['rgb(0, 0, 0)', 'rgb(13, 13, 13)', 'rgb(26, 26, 26)']);
  });
});

describe('classes', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <div>
        <LineChart {...SIZE} xAxis={[{ data: [1, 2, 3] }]} series={[{ id: 'forecast', data: [1, 2, 3], area: true }]} />
        <ScatterChart {...SIZE} series={[{ data: [point(1), point(2)] }]} />
      </div>,
    ).container;
  });

  claim('Line, area and mark elements also get a class built from their series id', () => {
    expect(view.querySelectorAll('.MuiLineElement-series-forecast')).toHaveLength(1);
    expect(view.querySelectorAll('.MuiAreaElement-series-forecast')).toHaveLength(1);
    expect(view.querySelectorAll('.MuiMarkElement-series-forecast')).toHaveLength(3);
  });

  claim('most elements have a stable class name (scatter points have none)', () => {
    const points = [...view.querySelectorAll('svg')].at(-1)!.querySelectorAll('circle');
    expect(points).toHaveLength(2);
    expect([...points].map((circle) => circle.getAttribute('class'))).toEqual([null, null]);
  });
});
