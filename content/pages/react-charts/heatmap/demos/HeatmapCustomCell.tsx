import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const REGIONS = ['North', 'Centre', 'South'];
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];
// Orders per region and quarter, as [quarterIndex, regionIndex, orders].
const ORDERS: [number, number, number][] = QUARTERS.flatMap((_, quarter) =>
  REGIONS.map((_region, region): [number, number, number] => [
    quarter,
    region,
    20 + ((quarter * 37 + region * 23) % 70),
  ]),
);

// The cells are rendered by the heatmap, so the click handler reaches them through a context.
const SelectCellContext = React.createContext<(dataIndex: number) => void>(() => {});

type CellProps = React.SVGProps<SVGRectElement> & {
  // The heatmap passes its owner state to a custom cell component.
  ownerState: { dataIndex: number; color: string; isFaded: boolean; isHighlighted: boolean };
};

function OrderCell({ ownerState, x, y, width, height, className, ...pointerHandlers }: CellProps) {
  const onSelectCell = React.useContext(SelectCellContext);
  const cellX = Number(x);
  const cellY = Number(y);
  const cellWidth = Number(width);
  const cellHeight = Number(height);
  const [quarter, region, orders] = ORDERS[ownerState.dataIndex]!;
  const select = () => onSelectCell(ownerState.dataIndex);

  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={`${REGIONS[region]} ${QUARTERS[quarter]}: ${orders} orders`}
      onClick={select}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          select();
        }
      }}
      style={{ cursor: 'pointer' }}
    >
      <rect
        {...pointerHandlers}
        className={className}
        x={cellX + 2}
        y={cellY + 2}
        width={cellWidth - 4}
        height={cellHeight - 4}
        rx={8}
        fill={ownerState.color}
        opacity={ownerState.isFaded ? 0.5 : 1}
      />
      <text
        x={cellX + cellWidth / 2}
        y={cellY + cellHeight / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fill={orders > 55 ? '#fff' : '#000'}
        fontSize={14}
        pointerEvents="none"
      >
        {orders}
      </text>
    </g>
  );
}

export default function HeatmapCustomCell() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const cell = selected === null ? undefined : ORDERS[selected];

  return (
    <Box sx={{ width: '100%' }}>
      <SelectCellContext.Provider value={setSelected}>
        <Heatmap
          height={260}
          xAxis={[{ data: QUARTERS }]}
          yAxis={[{ data: REGIONS }]}
          zAxis={[{ colorMap: { type: 'continuous', min: 20, max: 90, color: ['#fff3e0', '#bf360c'] } }]}
          series={[{ data: ORDERS, highlightScope: { highlight: 'item', fade: 'global' } }]}
          slots={{ cell: OrderCell }}
          margin={{ left: 60 }}
        />
      </SelectCellContext.Provider>
      <Typography variant="body2" sx={{ px: 1 }} aria-live="polite">
        {cell
          ? `Selected: ${REGIONS[cell[1]]}, ${QUARTERS[cell[0]]}, ${cell[2]} orders`
          : 'Click a cell, or focus one and press Enter.'}
      </Typography>
    </Box>
  );
}
