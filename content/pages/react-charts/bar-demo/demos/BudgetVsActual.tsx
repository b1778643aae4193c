import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const DEPARTMENTS = ['Sales', 'Marketing', 'R&D', 'Support', 'Admin'];
const BUDGET = [420, 310, 560, 180, 140];
const ACTUAL = [446, 288, 531, 197, 138];

export default function BudgetVsActual() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      margin={{ left: 80, right: 20 }}
      yAxis={[{ scaleType: 'band', data: DEPARTMENTS }]}
      series={[
        { id: 'budget', data: BUDGET, label: 'Budget ($k)' },
        { id: 'actual', data: ACTUAL, label: 'Actual ($k)' },
      ]}
      // Label the actual spending with its deviation from the budget.
      barLabel={(item) => {
        if (item.seriesId !== 'actual' || item.value === null) {
          return null;
        }
        const delta = item.value - BUDGET[item.dataIndex]!;
        return `${delta > 0 ? '+' : ''}${delta}`;
      }}
      tooltip={{ trigger: 'item' }}
    />
  );
}
