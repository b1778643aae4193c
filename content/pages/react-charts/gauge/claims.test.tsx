import { cleanup, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import {
  Gauge,
  gaugeClasses,
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  GaugeValueText,
  useGaugeState,
} from '@mui/x-charts/Gauge';
import { afterEach, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

// 200 × 200 with the default margins: centre (100, 100), outer radius 90.
const SIZE = { width: 200, height: 200 };
const arc = (root: Element, name: 'valueArc' | 'referenceArc') => root.querySelector(`.${gaugeClasses[name]}`);
const text = (root: Element) => root.querySelector(`.${gaugeClasses.valueText}`)?.textContent ?? null;
const meter = (root: Element) => (root.matches('[role="meter"]') ? root : root.querySelector('[role="meter"]')!);

afterEach(cleanup);

describe('value and range', () => {
  claim('`null` draws the empty gauge without text.', () => {
    const { container } = render(<Gauge {...SIZE} value={null} />);
    expect(arc(container, 'referenceArc')).not.toBeNull();
    expect(arc(container, 'valueArc')).toBeNull();
    expect(text(container)).toBeNull();
  });

  claim('`valueMin` and `valueMax`: the range, `0` and `100` by default.', () => {
    const { container } = render(
      <div>
        <Gauge {...SIZE} value={25} />
        <Gauge {...SIZE} value={2.5} valueMin={0} valueMax={5} />
      </div>,
    );
    const [quarter, half] = container.querySelectorAll('.MuiGauge-root');
    // A quarter of the circle ends at 3 o'clock; half of 0–5 at 6 o'clock.
    expect(arc(quarter!, 'valueArc')!.getAttribute('d')).toBe('M0,-90A90,90,0,0,1,90,0L72,0A72,72,0,0,0,0,-72Z');
    expect(arc(half!, 'valueArc')!.getAttribute('d')).toMatch(/^M0,-90A90,90,0,1,1,0,90/);
    expect(meter(quarter!).getAttribute('aria-valuemax')).toBe('100');
  });

  claim("The gauge doesn't clamp `value`", () => {
    const { container } = render(
      <div>
        <Gauge {...SIZE} value={150} startAngle={-90} endAngle={90} />
        <Gauge {...SIZE} value={-25} />
        <Gauge {...SIZE} value={150} />
        <Gauge {...SIZE} value={100} />
      </div>,
    );
    const [halfAbove, below, fullAbove, full] = container.querySelectorAll('.MuiGauge-root');
    // Half circle from 9 to 3 o'clock: 150 % runs on to 6 o'clock, past the reference arc's end.
    expect(arc(halfAbove!, 'valueArc')!.getAttribute('d')).toMatch(/A[\d.]+,[\d.]+,0,1,1,0,[\d.]+L/);
    // -25: a quarter turn backwards, ending at 9 o'clock.
    expect(arc(below!, 'valueArc')!.getAttribute('d')).toMatch(/^M0,-90A90,90,0,0,0,-90,0/);
    // A full-circle gauge draws the whole ring, as at the maximum.
    const ring = /^M0,-90A90,90,0,1,1,0,90A90,90,0,1,1,0,-90M0,-?72A72,72,0,1,0,0,-?72A72,72,0,1,0,0,-?72Z$/;
    expect(arc(fullAbove!, 'valueArc')!.getAttribute('d')).toMatch(ring);
    expect(arc(full!, 'valueArc')!.getAttribute('d')).toMatch(ring);
    expect([meter(fullAbove!).getAttribute('aria-valuenow'), text(fullAbove!)]).toEqual(['150', '150']);
    expect([meter(below!).getAttribute('aria-valuenow'), text(below!)]).toEqual(['-25', '-25']);
  });
});

describe('arcs', () => {
  claim('Default', () => {
    const { container } = render(
      <div>
        <Gauge {...SIZE} value={100} />
        <Gauge
          {...SIZE}
          value={100}
          startAngle={0}
          endAngle={360}
          innerRadius="80%"
          outerRadius="100%"
          cornerRadius={0}
          cx="50%"
          cy="50%"
        />
      </div>,
    );
    const [byDefault, explicit] = container.querySelectorAll('.MuiGauge-root');
    expect(byDefault!.innerHTML).toBe(explicit!.innerHTML);
    // A full ring from 72 to 90 px.
    expect(arc(byDefault!, 'referenceArc')!.getAttribute('d')).toBe(
      'M0,-90A90,90,0,1,1,0,90A90,90,0,1,1,0,-90M0,-72A72,72,0,1,0,0,72A72,72,0,1,0,0,-72Z',
    );
    expect(arc(byDefault!, 'referenceArc')!.getAttribute('transform')).toBe('translate(100, 100)');
  });

  claim('so a half-circle gauge grows to use the width instead of leaving its lower half empty', () => {
    const { container } = render(<Gauge width={200} height={110} value={50} startAngle={-90} endAngle={90} />);
    // Centred low in the box, with a radius far larger than half the height.
    const reference = arc(container, 'referenceArc')!;
    const radius = Number(/^M-?([\d.]+),/.exec(reference.getAttribute('d')!)![1]);
    expect(radius).toBeGreaterThan(80);
    expect(Number(/translate\([\d.]+, ([\d.]+)\)/.exec(reference.getAttribute('transform')!)![1])).toBeGreaterThan(80);
  });
});

describe('text and colours', () => {
  claim('The text in the middle is the value by default, formatted with `value.toLocaleString()`.', () => {
    const { container } = render(
      <div>
        <Gauge {...SIZE} value={1234.5} valueMax={2000} />
        <Gauge {...SIZE} value={30} text={({ value, valueMin, valueMax }) => `${value} of ${valueMin}–${valueMax}`} />
        <Gauge {...SIZE} value={30} text={() => null} />
        <Gauge {...SIZE} value={30} text="done" />
      </div>,
    );
    const gauges = [...container.querySelectorAll('.MuiGauge-root')];
    expect(gauges.map(text)).toEqual([(1234.5).toLocaleString(), '30 of 0–100', null, 'done']);
  });

  claim("The value arc uses the theme's primary colour and the reference arc the divider colour", () => {
    const theme = createTheme({
      palette: { primary: { main: 'rgb(1, 2, 3)' }, divider: 'rgb(4, 5, 6)', text: { primary: 'rgb(7, 8, 9)' } },
    });
    const { container } = render(
      <div>
        <ThemeProvider theme={theme}>
          <Gauge {...SIZE} value={30} />
        </ThemeProvider>
        <Gauge {...SIZE} value={30} sx={{ [`& .${gaugeClasses.referenceArc}`]: { fill: 'rgb(10, 11, 12)' } }} />
      </div>,
    );
    const [plain, styled] = container.querySelectorAll('.MuiGauge-root');
    expect(getComputedStyle(arc(plain!, 'valueArc')!).fill).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(arc(plain!, 'referenceArc')!).fill).toBe('rgb(4, 5, 6)');
    expect(getComputedStyle(plain!.querySelector(`.${gaugeClasses.valueText} text`)!).fill).toBe('rgb(7, 8, 9)');
    expect(getComputedStyle(arc(styled!, 'referenceArc')!).fill).toBe('rgb(10, 11, 12)');
  });
});

describe('accessibility and composition', () => {
  claim(
    'The gauge\'s outer `div` has `role="meter"` with `aria-valuenow`, `aria-valuemin` and `aria-valuemax` set from its props',
    () => {
      const { container } = render(
        <Gauge {...SIZE} value={6} valueMin={2} valueMax={10} aria-label="Disk" aria-valuetext="6 hours left" />,
      );
      const div = meter(container);
      expect(div.tagName).toBe('DIV');
      expect(
        ['aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'aria-label', 'aria-valuetext'].map((name) =>
          div.getAttribute(name),
        ),
      ).toEqual(['6', '2', '10', 'Disk', '6 hours left']);
      expect(div.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    },
  );

  claim("The `useGaugeState` hook returns the gauge's geometry", () => {
    const states: ReturnType<typeof useGaugeState>[] = [];
    const Probe = () => {
      states.push(useGaugeState());
      return null;
    };
    const { container } = render(
      <div>
        <GaugeContainer {...SIZE} value={25} startAngle={-90} endAngle={90}>
          <GaugeReferenceArc />
          <GaugeValueArc />
          <GaugeValueText />
          <Probe />
        </GaugeContainer>
        <GaugeContainer {...SIZE} value={null}>
          <Probe />
        </GaugeContainer>
      </div>,
    );
    // The parts draw the two arcs and the text (without the `gaugeClasses` names the ready-made Gauge adds).
    const first = container.querySelector('[role="meter"]')!;
    expect(first.querySelectorAll('path')).toHaveLength(2);
    expect(first.querySelector('text')!.textContent).toBe('25');
    const [withValue, empty] = [
      states.find((state) => state.value === 25)!,
      states.find((state) => state.value === null)!,
    ];
    expect(withValue).toMatchObject({ startAngle: -Math.PI / 2, endAngle: Math.PI / 2 });
    // A quarter of the way from -90° to 90°: -45°.
    expect(withValue.valueAngle).toBeCloseTo(-Math.PI / 4, 10);
    for (const key of ['cx', 'cy', 'innerRadius', 'outerRadius'] as const) expect(typeof withValue[key]).toBe('number');
    expect(empty.valueAngle).toBeNull();
  });
});

describe('arc options in pixels and percentages', () => {
  const transforms = (root: Element) =>
    [...root.querySelectorAll('.MuiGauge-root')].map((gauge) => arc(gauge, 'referenceArc')!.getAttribute('transform'));

  claim("in pixels from the area's left and top edges, or as a percentage of its width and height", () => {
    // The drawing area is 180 × 180 from (10, 10): 25 % and 45 px both land 45 px into it, at 55 in the SVG.
    const { container } = render(
      <div>
        <Gauge {...SIZE} value={50} cx="25%" cy="75%" />
        <Gauge {...SIZE} value={50} cx={45} cy={135} />
      </div>,
    );
    expect(transforms(container)).toEqual(['translate(55, 145)', 'translate(55, 145)']);
  });

  claim("`0` counts as unset; write `'0%'`", () => {
    // GaugeProvider tests `cx ? … : computed`, so a number 0 falls back to the centred default.
    const { container } = render(
      <div>
        <Gauge {...SIZE} value={50} cy={0} />
        <Gauge {...SIZE} value={50} cy="0%" />
      </div>,
    );
    expect(transforms(container)).toEqual(['translate(100, 100)', 'translate(100, 10)']);
  });

  claim('in pixels or as a percentage of the largest radius that fits', () => {
    const { container } = render(
      <div>
        <Gauge {...SIZE} value={50} innerRadius="50%" />
        <Gauge {...SIZE} value={50} innerRadius={45} />
      </div>,
    );
    const [percent, pixels] = [...container.querySelectorAll('.MuiGauge-root')].map((gauge) =>
      arc(gauge, 'valueArc')!.getAttribute('d'),
    );
    expect(percent).toBe('M0,-90A90,90,0,1,1,0,90L0,45A45,45,0,1,0,0,-45Z');
    expect(pixels).toBe(percent);
  });

  claim("`'50%'` gives fully rounded ends", () => {
    // The percentage is of the arc's thickness (90 - 72 = 18 px): 9 px corners, half the thickness.
    const { container } = render(
      <div>
        <Gauge {...SIZE} value={50} cornerRadius="50%" />
        <Gauge {...SIZE} value={50} cornerRadius={9} />
      </div>,
    );
    const [percent, pixels] = [...container.querySelectorAll('.MuiGauge-root')].map((gauge) =>
      arc(gauge, 'valueArc')!.getAttribute('d'),
    );
    expect(percent).toContain('A9,9,0,0,1');
    expect(pixels).toBe(percent);
  });
});
