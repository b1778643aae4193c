import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import Button from '@mui/material/Button';
import { StyledEngineProvider } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { installSvgPointer, pointAt } from '@/claims/chartPointer';
import { withPointer } from '@/claims/pointerMedia';
import { setResponsiveChartWidth } from '@/claims/responsiveChartWidth';
import CustomSlots from './demos/CustomSlots';
import SlotsGridNoRowsOverlay from './demos/SlotsGridNoRowsOverlay';
import SlotsPickerActionBar from './demos/SlotsPickerActionBar';
import SlotsPieTooltip from './demos/SlotsPieTooltip';
import SlotsTreeViewIcons from './demos/SlotsTreeViewIcons';

const rows = [
  { id: 1, name: 'a' },
  { id: 2, name: 'b' },
];
const columns = [{ field: 'name' }];
const buttonByText = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === text)!;

describe('the slots demo', () => {
  withPointer(true);
  let demo: HTMLElement;
  beforeAll(() => {
    setResponsiveChartWidth(400);
    demo = render(<CustomSlots />).container;
  });

  claim(
    "The demo below replaces one slot in each product: the grid's `toolbar`, the date picker's `openPickerIcon`, and the bar chart's `noDataOverlay` (press **Clear the data** to see it).",
    () => {
      expect(demo.querySelector('.MuiDataGrid-toolbarContainer')!.textContent).toContain('Release checklist');
      expect(demo.querySelector('[data-testid="EventNoteIcon"]')).not.toBeNull();
      expect(demo.textContent).not.toContain('No downloads recorded yet');
      fireEvent.click(buttonByText(demo, 'Clear the data'));
      expect(demo.querySelector('svg text')?.textContent).toBe('No downloads recorded yet');
    },
  );
});

describe('what a slot receives', () => {
  const received: Record<string, unknown>[] = [];
  const Toolbar = (props: Record<string, unknown>) => {
    received.push(props);
    return <div className="my-toolbar">mine</div>;
  };
  let views: HTMLElement;
  beforeAll(() => {
    views = render(
      <div>
        <div id="custom">
          <DataGrid
            autoHeight
            rows={rows}
            columns={columns}
            slots={{ toolbar: Toolbar }}
            slotProps={{ toolbar: { showQuickFilter: true } }}
          />
        </div>
        <div id="default">
          <DataGrid
            autoHeight
            rows={rows}
            columns={columns}
            slots={{ toolbar: GridToolbar }}
            slotProps={{ toolbar: { showQuickFilter: true }, footer: { className: 'my-footer' } }}
          />
        </div>
      </div>,
    ).container;
  });

  claim(
    'You pass replacements through the `slots` prop and extra props for the default or custom parts through `slotProps`:',
    () => {
      expect(views.querySelector('#custom .my-toolbar')).not.toBeNull();
      expect(received.at(-1)).toMatchObject({ showQuickFilter: true });
    },
  );

  claim(
    'For the grid, `slotProps.toolbar` reaches the default `GridToolbar`, and `slotProps.footer` the default footer.',
    () => {
      expect(views.querySelector('#default .MuiDataGrid-toolbarQuickFilter')).not.toBeNull();
      expect(views.querySelector('#default .MuiDataGrid-footerContainer')!.classList).toContain('my-footer');
    },
  );

  claim(
    'Slots replace the older `components` and `componentsProps` props, which v7 removed from the Data Grid and the pickers: passing them has no effect.',
    () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const Old = () => <div className="old-toolbar">old</div>;
      const { container, unmount } = render(
        <div>
          <DataGrid autoHeight rows={rows} columns={columns} {...({ components: { Toolbar: Old } } as object)} />
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <DatePicker {...({ components: { OpenPickerIcon: Old } } as object)} />
          </LocalizationProvider>
        </div>,
      );
      // Neither component uses the old prop any more.
      expect(container.querySelector('.old-toolbar')).toBeNull();
      unmount();
      error.mockRestore();
    },
  );
});

describe('the parts named as slots', () => {
  claim(
    "the grid's toolbar and overlays, a picker's opening icon and action bar, a chart's legend and empty-state message",
    () => {
      const part = (name: string) => () => <div className={`part-${name}`} />;
      const { container, unmount } = render(
        <div>
          <DataGrid
            autoHeight
            rows={[]}
            columns={columns}
            slots={{ toolbar: part('toolbar'), noRowsOverlay: part('overlay') }}
          />
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <StaticDatePicker slots={{ actionBar: part('actionBar') }} />
            <DatePicker slots={{ openPickerIcon: part('openPickerIcon') }} />
          </LocalizationProvider>
          <BarChart width={300} height={200} series={[{ data: [1] }]} slots={{ legend: part('legend') }} />
          <BarChart width={300} height={200} series={[]} slots={{ noDataOverlay: part('empty') }} />
        </div>,
      );
      for (const name of ['toolbar', 'overlay', 'actionBar', 'openPickerIcon', 'legend', 'empty'])
        expect([name, container.querySelectorAll(`.part-${name}`).length]).toEqual([name, 1]);
      unmount();
    },
  );
});

describe('a replaced picker part', () => {
  claim('A slot receives the props its default implementation would have received', () => {
    const actionBar = vi.fn((_props: Record<string, unknown>) => null);
    render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker slots={{ actionBar: actionBar as never }} />
      </LocalizationProvider>,
    ).unmount();
    // The props the default PickersActionBar gets: its actions and the picker's callbacks.
    const props = actionBar.mock.calls.at(-1)![0];
    expect(props.actions).toEqual(['cancel', 'accept']);
    for (const name of ['onAccept', 'onCancel', 'onClear', 'onSetToday'])
      expect([name, typeof props[name]]).toEqual([name, 'function']);
  });
});

describe('slot components defined inside a component', () => {
  function Counter() {
    const [count, setCount] = React.useState(0);
    return <Button onClick={() => setCount((value) => value + 1)}>{`count ${count}`}</Button>;
  }
  const ModuleToolbar = () => <Counter />;
  function Grid({ inline, tick }: { inline: boolean; tick: number }) {
    const InlineToolbar = () => <Counter />;
    return (
      <div data-tick={tick}>
        <DataGrid
          autoHeight
          rows={rows}
          columns={columns}
          slots={{ toolbar: inline ? InlineToolbar : ModuleToolbar }}
        />
      </div>
    );
  }

  claim(
    'A slot component defined inside another component is a new component type on every render, so React remounts it and its state resets.',
    () => {
      const countAfterRerender = (inline: boolean) => {
        const { container, rerender, unmount } = render(<Grid inline={inline} tick={0} />);
        fireEvent.click(container.querySelector('.MuiDataGrid-main button, .MuiDataGrid-root button')!);
        act(() => rerender(<Grid inline={inline} tick={1} />));
        const text = [...container.querySelectorAll('button')].find((button) =>
          button.textContent?.startsWith('count'),
        )!.textContent;
        unmount();
        return text;
      };
      expect(countAfterRerender(false)).toBe('count 1');
      expect(countAfterRerender(true)).toBe('count 0');
    },
  );
});

describe('where Emotion puts the styles', () => {
  /** Emotion's default cache, emptied as on a page where no Material UI component has rendered yet. */
  const freshDefaultCache = () => {
    const found: { cache: EmotionCache | null } = { cache: null };
    const Probe = () => {
      found.cache = useEmotionCache();
      return null;
    };
    render(<Probe />).unmount();
    found.cache!.sheet.flush();
    for (const key of Object.keys(found.cache!.inserted)) delete found.cache!.inserted[key];
  };
  claim(
    "Emotion injects Material UI's styles at the end of `<head>` by default (after the stylesheets already there when the first component renders)",
    () => {
      freshDefaultCache();
      const mine = document.createElement('style');
      document.head.append(mine);
      render(<Button sx={{ letterSpacing: '3px' }}>styled</Button>).unmount();
      const styles = [...document.head.querySelectorAll('style')];
      const button = styles.find((style) => style.textContent?.includes('letter-spacing:3px'));
      expect(styles.indexOf(button!)).toBeGreaterThan(styles.indexOf(mine));
      mine.remove();
    },
  );

  claim("use `StyledEngineProvider injectFirst`, which moves Material UI's styles to the start of `<head>`", () => {
    freshDefaultCache();
    const mine = document.createElement('style');
    document.head.append(mine);
    render(
      <StyledEngineProvider injectFirst>
        <Button sx={{ letterSpacing: '4px' }}>first</Button>
      </StyledEngineProvider>,
    ).unmount();
    const styles = [...document.head.querySelectorAll('style')];
    const first = styles.find((style) => style.textContent?.includes('letter-spacing:4px'));
    expect(styles.indexOf(first!)).toBeLessThan(styles.indexOf(mine));
    mine.remove();
  });
});

describe('the Tree View icon demo', () => {
  let tree: HTMLElement;
  beforeAll(() => {
    tree = render(<SlotsTreeViewIcons />).container;
  });

  claim(
    '`expandIcon` for collapsed items, `collapseIcon` for expanded ones and `endIcon` for items without children',
    () => {
      const icon = (item: Element) =>
        item.querySelector(':scope > .MuiTreeItem-content .MuiTreeItem-iconContainer svg')?.getAttribute('data-testid');
      const items = [...tree.querySelectorAll('[role="treeitem"]')];
      const expanded = items.filter((item) => item.getAttribute('aria-expanded') === 'true');
      const collapsed = items.filter((item) => item.getAttribute('aria-expanded') === 'false');
      const leaves = items.filter((item) => !item.hasAttribute('aria-expanded'));
      expect(expanded.length * collapsed.length * leaves.length).toBeGreaterThan(0);
      expect(new Set(expanded.map(icon))).toEqual(new Set(['FolderOpenIcon']));
      expect(new Set(collapsed.map(icon))).toEqual(new Set(['FolderIcon']));
      expect(new Set(leaves.map(icon))).toEqual(new Set(['InsertDriveFileOutlinedIcon']));
    },
  );

  claim('`slotProps` then gives each icon a colour through its `color` prop.', () => {
    expect(tree.querySelector('[data-testid="FolderOpenIcon"]')!.classList).toContain('MuiSvgIcon-colorPrimary');
    expect(tree.querySelector('[data-testid="FolderIcon"]')!.classList).toContain('MuiSvgIcon-colorPrimary');
    expect(tree.querySelector('[data-testid="InsertDriveFileOutlinedIcon"]')!.classList).toContain(
      'MuiSvgIcon-colorAction',
    );
  });
});

describe('the pie tooltip demo', () => {
  beforeAll(installSvgPointer);
  claim(
    '`itemContent` replaces what the tooltip shows for one item, such as a pie slice, while the chart still decides when the tooltip opens and where it sits',
    async () => {
      const { container, unmount } = render(<SlotsPieTooltip />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      // The chart opens its tooltip only when the pointer is over a slice.
      pointAt(container.querySelector('svg')!, 150, 100);
      expect(document.querySelector('.MuiChartsTooltip-root')).toBeNull();
      fireEvent.pointerEnter(container.querySelectorAll('.MuiPieArc-root')[1]!);
      const tooltip = document.querySelector('.MuiChartsTooltip-root')!;
      expect(tooltip.textContent).toContain('Kestrel24.8% of the market, rank 2 of 6');
      // The default item content (a table row with the series mark) is gone.
      expect(tooltip.querySelector('table')).toBeNull();
      unmount();
    },
  );
});

describe('the no-rows overlay demo', () => {
  claim(
    'The component below takes the place of `noRowsOverlay` whenever the grid has no rows; add a few films, then clear them again.',
    () => {
      const { container } = render(<SlotsGridNoRowsOverlay />);
      expect(container.textContent).toContain('Your watchlist is empty.');
      fireEvent.click(buttonByText(container, 'Add eight films'));
      expect(container.textContent).not.toContain('Your watchlist is empty.');
      fireEvent.click(buttonByText(container, 'Clear the watchlist'));
      expect(container.textContent).toContain('Your watchlist is empty.');
    },
  );
});

describe('the action bar demo', () => {
  withPointer(true);
  claim('The text field shows the helper text, and the action bar offers **Clear**, **Today** and **OK**', () => {
    const { container } = render(<SlotsPickerActionBar />);
    expect(container.querySelector('.MuiFormHelperText-root')!.textContent).toBe('MM/DD/YYYY');
    fireEvent.click(container.querySelector('button[aria-label^="Choose date"]')!);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect([...dialog.querySelectorAll('.MuiDialogActions-root button')].map((button) => button.textContent)).toEqual([
      'Clear',
      'Today',
      'OK',
    ]);
  });

  claim('`slotProps` forwards props to it without rewriting it', () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker label="Start" slotProps={{ textField: { helperText: 'MM/DD/YYYY' } }} />
      </LocalizationProvider>,
    );
    // Still the default field: its label, its editable sections and its opening button, now with the helper text.
    expect(container.querySelector('label')!.textContent).toBe('Start');
    expect(container.querySelector('input')!.value).toBe('');
    expect(container.querySelector('button[aria-label^="Choose date"]')).not.toBeNull();
    expect(container.querySelector('.MuiFormHelperText-root')!.textContent).toBe('MM/DD/YYYY');
    unmount();
  });

  claim('`closeOnSelect={false}` keeps the picker open after a day is picked', () => {
    const dialog = document.querySelector('[role="dialog"]')!;
    fireEvent.click([...dialog.querySelectorAll('[role="gridcell"]')].find((cell) => cell.textContent === '15')!);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });
});

untestable(
  'the choice is remembered for every demo on the site',
  "the site's demo style switcher, not a package: covered by the site's own e2e tests",
);
