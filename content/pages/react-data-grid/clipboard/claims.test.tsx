import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { DataGrid, type GridApi, type GridColDef } from '@mui/x-data-grid';
import { DataGridPremium, type DataGridPremiumProps, useGridApiRef } from '@mui/x-data-grid-premium';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { gridCell } from '@/claims/gridCell';
import ClipboardCopyGrid from './demos/ClipboardCopyGrid';
import ClipboardPasteGrid from './demos/ClipboardPasteGrid';
import CommaSeparatedPasteGrid from './demos/CommaSeparatedPasteGrid';
import PasteConfirmationGrid from './demos/PasteConfirmationGrid';
import PasteEventsGrid from './demos/PasteEventsGrid';

/** The premium API type; 7.21.0 does not export `GridApiPremium` from the package root. */
type GridApiPremium = ReturnType<typeof useGridApiRef>['current'];

const rows = [
  { id: 1, name: 'Ann', amount: 21000, secret: 'x' },
  { id: 2, name: 'Bob', amount: 1500, secret: 'y' },
  { id: 3, name: 'Cid', amount: 300, secret: 'z' },
];
const columns: GridColDef[] = [
  { field: 'name', editable: true },
  { field: 'amount', type: 'number', editable: true, valueFormatter: (value?: number) => `#${value}` },
  { field: 'secret', disableExport: true },
];

const writeText = vi.fn((_text: string) => Promise.resolve());
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

function copy(target: Element) {
  act(() => {
    fireEvent.keyDown(target, { key: 'c', keyCode: 67, ctrlKey: true });
  });
}

/** Ctrl+V on a cell: the grid focuses a hidden input and reads the text of the paste event that the browser fires. */
async function paste(target: Element, text: string) {
  act(() => {
    fireEvent.keyDown(target, { key: 'v', keyCode: 86, ctrlKey: true });
  });
  const input = document.activeElement!;
  if (input.tagName !== 'INPUT' || input.closest('[role="gridcell"]')) return false;
  const event = new Event('paste', { bubbles: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
  await act(async () => {
    input.dispatchEvent(event);
  });
  await act(async () => {});
  return true;
}

describe('copying in the MIT grid', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const onClipboardCopy = vi.fn();
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        checkboxSelection
        rows={rows}
        columns={columns}
        onClipboardCopy={onClipboardCopy}
      />,
    ).container;
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);

  claim('Copying works in every plan.', () => {
    act(() => apiRef.current.setCellFocus(1, 'name'));
    copy(cell(1, 'name'));
    expect(writeText).toHaveBeenLastCalledWith('Ann');
  });

  claim('The value of the focused cell', () => {
    act(() => apiRef.current.setCellFocus(1, 'amount'));
    copy(cell(1, 'amount'));
    expect(writeText).toHaveBeenLastCalledWith('#21000');
  });

  claim('`onClipboardCopy` is called with the copied text after each copy', () => {
    expect(onClipboardCopy).toHaveBeenLastCalledWith('#21000', expect.anything(), expect.anything());
  });

  claim('The selected rows, one line per row, with the visible columns', () => {
    act(() => {
      apiRef.current.setColumnVisibility('amount', false);
      apiRef.current.setRowSelectionModel([1, 3]);
    });
    copy(cell(2, 'name'));
    expect(writeText).toHaveBeenLastCalledWith('Ann\r\nCid');
    act(() => apiRef.current.setColumnVisibility('amount', true));
  });

  claim('Columns with `disableExport: true` are left out when copying rows', () => {
    copy(cell(2, 'name'));
    expect(writeText).toHaveBeenLastCalledWith('Ann\t#21000\r\nCid\t#300');
  });

  claim('Nothing from the grid: the browser copies the highlighted text as usual', () => {
    // Rows are selected, but the user has highlighted text in an editor.
    act(() => apiRef.current.startCellEditMode({ id: 2, field: 'name' }));
    const input = cell(2, 'name').querySelector('input')!;
    input.setSelectionRange(0, 2);
    writeText.mockClear();
    copy(input);
    expect(writeText).not.toHaveBeenCalled();
    act(() => apiRef.current.stopCellEditMode({ id: 2, field: 'name', ignoreModifications: true }));
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  claim('Because clicking a row selects it, a click followed by :kbd[Ctrl] + :kbd[C] copies the whole row.', () => {
    act(() => {
      fireEvent.click(cell(2, 'name'));
    });
    copy(cell(2, 'name'));
    expect(writeText).toHaveBeenLastCalledWith('Bob\t#1500');
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  untestable(
    'Copy and paste react to the keyboard shortcuts only, while focus is inside the grid',
    'The absence of a context-menu path cannot be observed in jsdom, which has no browser context menu.',
  );
});

describe('copy options', () => {
  const render1 = (props: Partial<DataGridPremiumProps>) => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
    const { container } = render(
      <DataGridPremium apiRef={apiRef} autoHeight checkboxSelection rows={rows} columns={columns} {...props} />,
    );
    const cell = (id: number, field: string) => container.querySelector(`[data-id="${id}"] [data-field="${field}"]`)!;
    const copyCell = () => {
      act(() => apiRef.current.setRowSelectionModel([]));
      act(() => apiRef.current.setCellFocus(1, 'amount'));
      copy(cell(1, 'amount'));
      return writeText.mock.lastCall![0];
    };
    const copyRows = () => {
      act(() => apiRef.current.setCellSelectionModel?.({}));
      act(() => apiRef.current.setRowSelectionModel([1, 2]));
      copy(cell(1, 'amount'));
      return writeText.mock.lastCall![0];
    };
    const copyCells = () => {
      act(() => apiRef.current.setRowSelectionModel([]));
      act(() => apiRef.current.selectCellRange({ id: 1, field: 'name' }, { id: 2, field: 'amount' }));
      copy(cell(1, 'amount'));
      return writeText.mock.lastCall![0];
    };
    return { copyCell, copyRows, copyCells };
  };

  claim('Change the separator with `clipboardCopyCellDelimiter`', () => {
    const grid = render1({ clipboardCopyCellDelimiter: ',' });
    expect(grid.copyRows()).toBe('Ann,#21000\r\nBob,#1500');
  });

  claim('The selected cells, one line per row', () => {
    const grid = render1({ cellSelection: true });
    expect(grid.copyCells()).toBe('Ann\t#21000\r\nBob\t#1500');
  });

  claim('`{ csvExport: true }`, the CSV flag: `clipboardExport` does not change it', () => {
    const clipboard = render1({ cellSelection: true, ignoreValueFormatterDuringExport: { clipboardExport: true } });
    expect([clipboard.copyCell(), clipboard.copyCells(), clipboard.copyRows()]).toEqual([
      '21000',
      'Ann\t21000\r\nBob\t1500',
      'Ann\t#21000\r\nBob\t#1500',
    ]);
  });

  claim(
    '`{ clipboardExport: true }` makes the single cell raw but not the rows, `{ csvExport: true }` does the opposite',
    () => {
      const csv = render1({ ignoreValueFormatterDuringExport: { csvExport: true } });
      expect([csv.copyCell(), csv.copyRows()]).toEqual(['#21000', 'Ann\t21000\r\nBob\t1500']);
    },
  );

  claim('`ignoreValueFormatterDuringExport={true}` turns both on', () => {
    const both = render1({ ignoreValueFormatterDuringExport: true });
    expect([both.copyCell(), both.copyRows()]).toEqual(['21000', 'Ann\t21000\r\nBob\t1500']);
  });
});

describe('pasting', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
  const processRowUpdate = vi.fn((row) => {
    if (row.name === 'Boom') throw new Error('nope');
    return row;
  });
  const onProcessRowUpdateError = vi.fn();
  const onClipboardPasteStart = vi.fn();
  const onClipboardPasteEnd = vi.fn();
  const onBeforeClipboardPasteStart = vi.fn(() => Promise.resolve());
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGridPremium
        apiRef={apiRef}
        autoHeight
        cellSelection
        checkboxSelection
        rows={rows}
        columns={[
          { field: 'name', editable: true },
          {
            field: 'amount',
            type: 'number',
            editable: true,
            pastedValueParser: (value) => (value === '?' ? undefined : Number(value) * 2),
          },
          { field: 'secret' },
        ]}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={onProcessRowUpdateError}
        onBeforeClipboardPasteStart={onBeforeClipboardPasteStart}
        onClipboardPasteStart={onClipboardPasteStart}
        onClipboardPasteEnd={onClipboardPasteEnd}
      />,
    ).container;
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);
  const values = () =>
    apiRef.current
      .getSortedRows()
      .map((row: { name?: string; amount?: number; secret?: string }) => `${row.name}/${row.amount}/${row.secret}`);
  const reset = () =>
    act(() => {
      apiRef.current.updateRows(rows);
      apiRef.current.setRowSelectionModel([]);
      apiRef.current.setCellSelectionModel({});
    });

  claim(
    'the first value lands in the focused cell, the next ones in the cells to its right and in the rows below',
    async () => {
      act(() => apiRef.current.setCellFocus(1, 'name'));
      await paste(cell(1, 'name'), 'Al\t5\tq\nBe\t6\tr');
      // `secret` is not editable, `amount` goes through pastedValueParser (doubled).
      await waitFor(() => expect(values()).toEqual(['Al/10/x', 'Be/12/y', 'Cid/300/z']));
    },
  );

  claim('Before anything changes, with `{ data }`', () => {
    expect(onBeforeClipboardPasteStart).toHaveBeenLastCalledWith({
      data: [
        ['Al', '5', 'q'],
        ['Be', '6', 'r'],
      ],
    });
    expect(onClipboardPasteStart).toHaveBeenLastCalledWith(
      {
        data: [
          ['Al', '5', 'q'],
          ['Be', '6', 'r'],
        ],
      },
      expect.anything(),
      expect.anything(),
    );
    expect(onClipboardPasteEnd).toHaveBeenCalled();
  });

  claim('Only `editable` columns change.', () => {
    expect(processRowUpdate).toHaveBeenCalledWith(
      { id: 1, name: 'Al', amount: 10, secret: 'x' },
      { id: 1, name: 'Ann', amount: 21000, secret: 'x' },
      expect.anything(),
    );
  });

  claim('A parser returning `undefined` leaves the cell unchanged.', async () => {
    reset();
    act(() => apiRef.current.setCellFocus(2, 'amount'));
    await paste(cell(2, 'amount'), '?');
    await act(async () => {});
    expect(values()[1]).toBe('Bob/1500/y');
  });

  claim('A single copied value fills every selected cell.', async () => {
    reset();
    act(() => apiRef.current.selectCellRange({ id: 1, field: 'name' }, { id: 2, field: 'name' }));
    act(() => apiRef.current.setCellFocus(1, 'name'));
    await paste(cell(1, 'name'), 'Zo');
    await waitFor(() => expect(values()).toEqual(['Zo/21000/x', 'Zo/1500/y', 'Cid/300/z']));
  });

  claim('Rows are filled in the order of the selection model', async () => {
    reset();
    act(() => apiRef.current.setRowSelectionModel([3, 1]));
    act(() => apiRef.current.setCellFocus(1, 'name'));
    await paste(cell(1, 'name'), 'P\t1\nQ\t2');
    // Each line starts from the first column: the checkbox column takes no value, so the name gets the first one.
    await waitFor(() => expect(values()).toEqual(['Q/4/x', 'Bob/1500/y', 'P/2/z']));
  });

  claim('A single line is pasted into every selected row.', async () => {
    reset();
    act(() => apiRef.current.setRowSelectionModel([2, 3]));
    act(() => apiRef.current.setCellFocus(1, 'name'));
    await paste(cell(1, 'name'), 'S\t3');
    await waitFor(() => expect(values()).toEqual(['Ann/21000/x', 'S/6/y', 'S/6/z']));
  });

  claim(
    'Rows for which it throws or rejects are left unchanged, and the error goes to `onProcessRowUpdateError`',
    async () => {
      reset();
      act(() => apiRef.current.setCellFocus(1, 'name'));
      await paste(cell(1, 'name'), 'Boom\nOk');
      await waitFor(() => expect(values().slice(0, 2)).toEqual(['Ann/21000/x', 'Ok/1500/y']));
      expect(onProcessRowUpdateError).toHaveBeenCalled();
    },
  );

  claim('Nothing is pasted while a cell is in edit mode: the text goes into the editor instead.', async () => {
    reset();
    act(() => apiRef.current.startCellEditMode({ id: 3, field: 'name' }));
    const input = cell(3, 'name').querySelector('input')!;
    act(() => input.focus());
    const intercepted = await paste(input, 'Nope');
    expect(intercepted).toBe(false);
    expect(document.activeElement).toBe(input);
    act(() => apiRef.current.stopCellEditMode({ id: 3, field: 'name', ignoreModifications: true }));
  });
});

describe('more paste props', () => {
  const setup = (props: Partial<DataGridPremiumProps>) => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
    const { container } = render(
      <DataGridPremium apiRef={apiRef} autoHeight rows={rows} columns={columns} {...props} />,
    );
    const cell = container.querySelector('[data-id="1"] [data-field="name"]')!;
    act(() => apiRef.current.setCellFocus(1, 'name'));
    return { apiRef, cell };
  };

  claim('reject it to cancel', async () => {
    const { apiRef, cell } = setup({ onBeforeClipboardPasteStart: () => Promise.reject(new Error('no')) });
    await paste(cell, 'Nope');
    await act(async () => {});
    expect(apiRef.current.getRow(1).name).toBe('Ann');
  });

  claim('Replace it to accept other formats, for example comma-separated text', async () => {
    const { apiRef, cell } = setup({
      splitClipboardPastedText: (text) => text.split('\n').map((line) => line.split(',')),
    });
    await paste(cell, 'Al,7');
    await waitFor(() => expect(apiRef.current.getRow(1)).toMatchObject({ name: 'Al', amount: 7 }));
  });

  claim('Return `null` to ignore the paste.', async () => {
    const { apiRef, cell } = setup({ splitClipboardPastedText: () => null });
    await paste(cell, 'Nope');
    await act(async () => {});
    expect(apiRef.current.getRow(1).name).toBe('Ann');
  });

  claim('The default splits lines on line breaks and cells on tabs.', async () => {
    const { apiRef, cell } = setup({});
    await paste(cell, 'A\t1\r\nB\t2');
    await waitFor(() => expect(apiRef.current.getRow(2)).toMatchObject({ name: 'B', amount: 2 }));
  });

  claim('Set `disableClipboardPaste` to turn pasting off while keeping copy.', async () => {
    const { apiRef, cell } = setup({ disableClipboardPaste: true });
    const intercepted = await paste(cell, 'Nope');
    expect(intercepted).toBe(false);
    expect(apiRef.current.getRow(1).name).toBe('Ann');
    copy(cell);
    expect(writeText).toHaveBeenLastCalledWith('Ann');
  });

  claim('Pasting into the grid, which edits cells in bulk, requires the Premium plan', async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { container } = render(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} />);
    act(() => apiRef.current.setCellFocus(1, 'name'));
    const cell = container.querySelector('[data-id="1"] [data-field="name"]')!;
    const intercepted = await paste(cell, 'Nope');
    expect(intercepted).toBe(false);
    expect(apiRef.current.getRow(1).name).toBe('Ann');
  });
});

/** Focuses a demo's cell the way a click does (the grid moves its focus on mouse down). */
function focusCell(demo: Element, rowIndex: number, field: string, { click = true } = {}) {
  const target = demo.querySelector(`[data-rowindex="${rowIndex}"] [data-field="${field}"]`)!;
  act(() => {
    fireEvent.mouseDown(target);
    fireEvent.mouseUp(target);
    if (click) fireEvent.click(target);
  });
  return target;
}
const text = (demo: Element, rowIndex: number, field: string) =>
  demo.querySelector(`[data-rowindex="${rowIndex}"] [data-field="${field}"]`)!.textContent;

describe('ClipboardCopyGrid demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<ClipboardCopyGrid />).container;
  });

  claim('Click a cell and copy it, then check a few rows and copy again.', () => {
    const field = demo.querySelector('textarea')!;
    copy(focusCell(demo, 0, 'salary'));
    expect(field.value).toBe(text(demo, 0, 'salary'));
    for (const rowIndex of [0, 1]) {
      act(() => {
        fireEvent.click(demo.querySelector(`[data-rowindex="${rowIndex}"] [data-field="__check__"] input`)!);
      });
    }
    copy(demo.querySelector('[data-rowindex="0"] [data-field="salary"]')!);
    expect(field.value.split(/\r?\n/)).toHaveLength(2);
    expect(field.value).toContain(text(demo, 1, 'salary'));
  });
});

describe('ClipboardPasteGrid demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<ClipboardPasteGrid />).container;
  });

  claim('The status column accepts statuses in any case and ignores unknown ones', async () => {
    const before = [text(demo, 1, 'status'), text(demo, 0, 'traderName')];
    await paste(focusCell(demo, 0, 'status'), 'fIlLeD\tSomeone\nbogus\tOther');
    await waitFor(() => expect(text(demo, 0, 'status')).toBe('Filled'));
    expect([text(demo, 1, 'status'), text(demo, 0, 'traderName')]).toEqual(before);
  });
});

describe('PasteEventsGrid demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<PasteEventsGrid />).container;
  });

  claim('When every row has been processed', async () => {
    const status = demo.querySelector('[aria-live="polite"]')!;
    const seen: { text: string; at: number }[] = [];
    new MutationObserver(() => seen.push({ text: status.textContent!, at: performance.now() })).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    // Focus without a click: a click would select the row, and a paste into one selected row takes one line.
    const cell = focusCell(demo, 0, 'commodity', { click: false });
    const start = performance.now();
    await paste(cell, 'Aa\nBb');
    await waitFor(() => expect(seen.at(-1)?.text).toBe('Paste saved.'), { timeout: 3000 });
    expect(seen[0]!.text).toBe('Pasting 2 line(s)…');
    // The end waits for the saves, each 300 ms long.
    expect(seen.at(-1)!.at - start).toBeGreaterThanOrEqual(300);
    await waitFor(() => expect([text(demo, 0, 'commodity'), text(demo, 1, 'commodity')]).toEqual(['Aa', 'Bb']));
  });

  claim('the grid shows its loading overlay from `onClipboardPasteStart` until `onClipboardPasteEnd`', async () => {
    const overlays: boolean[] = [];
    const observer = new MutationObserver(() =>
      overlays.push(demo.querySelector('.MuiDataGrid-overlayWrapper, [role="progressbar"]') !== null),
    );
    observer.observe(demo, { childList: true, subtree: true });
    await paste(focusCell(demo, 2, 'commodity', { click: false }), 'Cc');
    await waitFor(() => expect(demo.textContent).toContain('Paste saved.'));
    await waitFor(() => expect(text(demo, 2, 'commodity')).toBe('Cc'));
    observer.disconnect();
    expect(overlays).toContain(true);
    expect(demo.querySelector('[role="progressbar"]')).toBeNull();
  });
});

describe('PasteConfirmationGrid demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<PasteConfirmationGrid />).container;
  });

  claim('The demo opens a dialog and only pastes when the user confirms.', async () => {
    const field = demo
      .querySelector('[role="gridcell"][data-field]:not([data-field="__check__"])')!
      .getAttribute('data-field')!;
    const before = text(demo, 0, field);
    await paste(focusCell(demo, 0, field), 'First');
    const cancel = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Cancel')!;
    act(() => {
      fireEvent.click(cancel);
    });
    await act(async () => {});
    expect(text(demo, 0, field)).toBe(before);
    await paste(focusCell(demo, 0, field), 'Second');
    const confirm = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Paste')!;
    act(() => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(text(demo, 0, field)).toBe('Second'));
  });
});

describe('CommaSeparatedPasteGrid demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<CommaSeparatedPasteGrid />).container;
  });

  claim('each comma-separated value lands in its own cell', async () => {
    await paste(focusCell(demo, 0, 'item'), demo.querySelector('textarea')!.value);
    await waitFor(() => expect(text(demo, 1, 'item')).toBe('Solder'));
    expect([text(demo, 0, 'item'), text(demo, 0, 'quantity'), text(demo, 0, 'location')]).toEqual([
      'Brass nuts',
      '640',
      'A-3',
    ]);
  });
});

describe('the tables, cell by cell', () => {
  claim(
    'Several cells are selected with [cell selection](/x/react-data-grid/cell-selection/) (Premium), even when rows are selected too',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
      const { container, unmount } = render(
        <DataGridPremium apiRef={apiRef} autoHeight cellSelection checkboxSelection rows={rows} columns={columns} />,
      );
      act(() => apiRef.current.setRowSelectionModel([3]));
      act(() => apiRef.current.selectCellRange({ id: 1, field: 'name' }, { id: 2, field: 'name' }));
      copy(gridCell(container, 1, 'name'));
      expect(writeText).toHaveBeenLastCalledWith('Ann\r\nBob');
      // One selected cell is not "several": the selected row is copied.
      act(() => apiRef.current.selectCellRange({ id: 1, field: 'name' }, { id: 1, field: 'name' }));
      copy(gridCell(container, 1, 'name'));
      expect(writeText).toHaveBeenLastCalledWith('Cid\t#300');
      unmount();
    },
  );

  /** Pastes `text` at row 1's `field` and lists, in order, what the grid called and published. */
  async function pasteLog(field: string, text: string, before: () => Promise<void>) {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
    const log: string[] = [];
    const { container, unmount } = render(
      <DataGridPremium
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={columns}
        processRowUpdate={async (row: { id: number; name: string }) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          log.push(`saved ${row.id}`);
          if (row.name === 'Boom') throw new Error('nope');
          return row;
        }}
        onProcessRowUpdateError={() => log.push('error')}
        onBeforeClipboardPasteStart={async () => {
          log.push('before');
          await before();
        }}
        onClipboardPasteStart={(params: { data: string[][] }) => log.push(`onStart ${JSON.stringify(params.data)}`)}
        onClipboardPasteEnd={() => log.push('onEnd')}
      />,
    );
    apiRef.current.subscribeEvent('clipboardPasteStart', () => log.push('start event'));
    apiRef.current.subscribeEvent('clipboardPasteEnd', () => log.push('end event'));
    act(() => apiRef.current.setCellFocus(1, field));
    await paste(gridCell(container, 1, field), text);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    unmount();
    return log;
  }

  claim(
    'When pasting starts, once `onBeforeClipboardPasteStart` has resolved, with `{ data }`; not after a cancel',
    async () => {
      const goAhead = await pasteLog('name', 'Al', () => Promise.resolve());
      expect(goAhead.slice(0, 3)).toEqual(['before', 'onStart [["Al"]]', 'start event']);
      const cancelled = await pasteLog('name', 'Al', () => Promise.reject(new Error('no')));
      expect(cancelled).toEqual(['before']);
    },
  );

  claim('When every row has been processed, failed ones included; at once when the paste changes no cell', async () => {
    const saving = await pasteLog('name', 'Boom\nOk', () => Promise.resolve());
    expect(saving.slice(3)).toEqual(['saved 1', 'error', 'saved 2', 'onEnd', 'end event']);
    // `secret` is not editable: no row to save, and the end comes right after the start.
    const nothing = await pasteLog('secret', 'q', () => Promise.resolve());
    expect(nothing).toEqual(['before', 'onStart [["q"]]', 'start event', 'onEnd', 'end event']);
  });
});
