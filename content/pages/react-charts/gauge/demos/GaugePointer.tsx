import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

/** A needle from the centre of the gauge to the current value. */
function GaugeNeedle() {
  const theme = useTheme();
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    // No value, no needle.
    return null;
  }
  // Angles are in radians, measured clockwise from 12 o'clock.
  const tip = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill={theme.palette.text.primary} />
      <path d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`} stroke={theme.palette.text.primary} strokeWidth={3} />
    </g>
  );
}

export default function GaugePointer() {
  return (
    <GaugeContainer height={180} startAngle={-110} endAngle={110} value={62} aria-label="Speed: 62 out of 100">
      <GaugeReferenceArc />
      <GaugeValueArc />
      <GaugeNeedle />
    </GaugeContainer>
  );
}
