import { act, cleanup, fireEvent, render } from '@testing-library/react';
import * as palettes from '@mui/x-charts/colorPalettes';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { PieChart } from '@mui/x-charts/PieChart';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { installSvgPointer } from '@/claims/chartPointer';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import { PHONE_MARKET_SHARE } from '@content/demoData';
import DonutCenterLabel from './demos/DonutCenterLabel';
import PieDetails from './demos/PieDetails';

const SLICES = [
  { id: 'a', value: 1, label: 'A' },
  { id: 'b', value: 3, label: 'B' },
];
const pieCentre = (root: Element) => root.querySelector('g[transform^="translate"]')!.getAttribute('transform');
const radius = (root: Element) =>
  Number(/A([\d.]+),/.exec(root.querySelector('.MuiPieArc-root')!.getAttribute('d')!)![1]);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeAll(() => {
  installSvgPointer();
  setResponsiveChartWidth(600);
});
afterEach(cleanup);

describe('centre label and legend', () => {
  claim(
    'The `useDrawingArea` hook returns the `left`, `top`, `width` and `height` of the area left once the margins are removed',
    async () => {
      const areas: ReturnType<typeof useDrawingArea>[] = [];
      const Probe = () => {
        areas.push(useDrawingArea());
        return null;
      };
      const { container } = render(
        <PieChart
          width={500}
          height={300}
          skipAnimation
          margin={{ left: 10, right: 90, top: 20, bottom: 30 }}
          series={[{ data: SLICES }]}
        >
          <Probe />
        </PieChart>,
      );
      expect(areas.at(-1)).toMatchObject({ left: 10, top: 20, width: 400, height: 250 });
      // Its centre is the pie's centre.
      expect(pieCentre(container)).toBe('translate(210, 145)');
    },
  );

  claim(
    "The text is a styled SVG `text` element that takes its `fill` from the theme's primary text colour",
    async () => {
      const { container } = render(<DonutCenterLabel />);
      await settle();
      const title = [...container.querySelectorAll('svg text')].find(
        (text) => text.getAttribute('x') !== null && !text.closest('.MuiChartsLegend-root'),
      );
      const [, cx, cy] = /translate\(([\d.]+), ([\d.]+)\)/.exec(pieCentre(container)!)!;
      expect(title!.getAttribute('x')).toBe(cx);
      expect(Number(title!.getAttribute('y'))).toBe(Number(cy) - 10);
      expect(getComputedStyle(title!).fill).toBe('rgba(0, 0, 0, 0.87)');
    },
  );

  claim('The default legend is a column on the right, which leaves a small pie on a phone.', async () => {
    const { container } = render(
      <PieChart width={320} height={300} skipAnimation series={[{ data: PHONE_MARKET_SHARE }]} />,
    );
    await settle();
    expect(container.querySelector('.MuiChartsLegend-root')!.getAttribute('class')).toContain('MuiChartsLegend-column');
    // On a 320 px phone the 100 px right margin leaves a pie of 107 px radius in a 300 px high chart.
    expect(radius(container)).toBeLessThan(110);
  });
});

describe('half donut and two pies', () => {
  claim(
    "a percentage radius is a share of half the drawing area's shorter side, so the half circle would still use only half the height",
    async () => {
      const { container } = render(
        <PieChart
          width={600}
          height={210}
          skipAnimation
          margin={{ top: 5, bottom: 5, left: 5, right: 5 }}
          series={[{ data: SLICES, startAngle: -90, endAngle: 90, cy: '100%', outerRadius: '100%' }]}
        />,
      );
      await settle();
      // Drawing area 590 × 200: the radius is 100, half its height, with the centre on the bottom edge.
      expect(radius(container)).toBe(100);
      expect(pieCentre(container)).toBe('translate(300, 205)');
    },
  );

  claim(
    "two pies of `outerRadius: '60%'` overlap once the drawing area is less than 1.2 times as wide as it is tall",
    async () => {
      const pies = async (width: number) => {
        const { container } = render(
          <PieChart
            width={width}
            height={210}
            skipAnimation
            margin={{ top: 5, bottom: 5, left: 5, right: 5 }}
            series={[
              { data: SLICES, cx: '25%', outerRadius: '60%' },
              { data: SLICES, cx: '75%', outerRadius: '60%' },
            ]}
          />,
        );
        await settle();
        return container;
      };
      // Centres half the width apart, radius 60 % of half the shorter side: they touch at width 1.2 × height.
      const gap = (root: Element) => {
        const [first, second] = [...root.querySelectorAll('g[transform^="translate"]')]
          .slice(0, 2)
          .map((g) => Number(/translate\(([\d.]+)/.exec(g.getAttribute('transform')!)![1]));
        return second! - first! - 2 * radius(root);
      };
      expect(gap(await pies(230))).toBeLessThan(0);
      cleanup();
      expect(gap(await pies(260))).toBeGreaterThan(0);
    },
  );
});

describe('clicks and palettes', () => {
  claim('a controlled `highlightedItem` keeps that slice highlighted after the pointer moves away', async () => {
    const { container } = render(<PieDetails />);
    await settle();
    const arcs = () => [...container.querySelectorAll('.MuiPieArc-root')];
    fireEvent.click(arcs()[2]!);
    fireEvent.pointerEnter(arcs()[2]!);
    fireEvent.pointerLeave(arcs()[2]!);
    expect(arcs()[2]!.getAttribute('class')).toContain('MuiPieArc-highlighted');
    expect(container.textContent).toContain(PHONE_MARKET_SHARE[2]!.label);
  });

  claim('`@mui/x-charts/colorPalettes` exports three such functions', async () => {
    for (const name of ['blueberryTwilight', 'mangoFusion', 'cheerfulFiesta'] as const) {
      const callback = palettes[`${name}Palette`];
      expect(callback('light')).toEqual(palettes[`${name}PaletteLight`]);
      expect(callback('dark')).toEqual(palettes[`${name}PaletteDark`]);
    }
    // The default: a pie without `colors` takes blueberryTwilight's first colour.
    const { container } = render(<PieChart width={300} height={200} skipAnimation series={[{ data: SLICES }]} />);
    await settle();
    expect((container.querySelector('.MuiPieArc-root') as SVGElement).style.fill).toBe(
      palettes.blueberryTwilightPaletteLight[0],
    );
  });
});
