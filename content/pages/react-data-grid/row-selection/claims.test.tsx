import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import CheckboxColumnPositionGrid from './demos/CheckboxColumnPositionGrid';

describe('CheckboxColumnPositionGrid', () => {
  let grid: Element;
  beforeAll(() => {
    grid = render(<CheckboxColumnPositionGrid />).container;
  });

  claim('In the demo, the checkbox column comes last', () => {
    const headers = [...grid.querySelectorAll('[role="columnheader"]')].map((header) =>
      header.getAttribute('data-field'),
    );
    expect(headers).toEqual(['commodity', 'traderName', 'quantity', '__check__']);
  });

  claim(
    'Its `headerName` ("Export") shows only in the columns panel: the header itself draws the select-all checkbox.',
    async () => {
      const header = grid.querySelector('[role="columnheader"][data-field="__check__"]')!;
      expect(header.querySelectorAll('input[type="checkbox"]')).toHaveLength(1);
      expect(header.textContent).not.toContain('Export');
      fireEvent.click(grid.querySelector('[data-field="commodity"] .MuiDataGrid-menuIcon button')!);
      await act(async () => {
        fireEvent.click(await screen.findByText('Manage columns'));
      });
      expect(document.querySelector('.MuiDataGrid-columnsManagement')?.textContent).toContain('Export');
    },
  );
});
