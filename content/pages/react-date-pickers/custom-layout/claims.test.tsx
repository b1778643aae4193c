import { createTheme, ThemeProvider } from '@mui/material/styles';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { fireEvent, render as renderInDocument } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import {
  PickersLayout,
  pickersLayoutClasses,
  PickersLayoutRoot,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import * as pickers from '@mui/x-date-pickers';
import type { DateView, PickerValidDate } from '@mui/x-date-pickers/models';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import ActionsFirstLayout from './demos/ActionsFirstLayout';
import LayoutGridSx from './demos/LayoutGridSx';
import LayoutWithLegend from './demos/LayoutWithLegend';

const at = <T,>(list: ArrayLike<T>, index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
};

// Worker threads keep Emotion between files: a cache of this file's own makes the styles land in this document, where
// getComputedStyle reads them.
const styleCache = createCache({ key: 'claims' });
const render = (ui: React.ReactElement) => {
  const view = renderInDocument(<CacheProvider value={styleCache}>{ui}</CacheProvider>);
  return {
    ...view,
    rerender: (next: React.ReactElement) => view.rerender(<CacheProvider value={styleCache}>{next}</CacheProvider>),
  };
};

const VALUE = dayjs('2024-10-17T09:30');
const SHORTCUTS = { shortcuts: { items: [{ label: 'Today', getValue: () => VALUE }] } };
/** Where a part sits in the grid, as the stylesheet places it. */
const place = (layout: Element, className: string) => {
  const style = getComputedStyle(layout.querySelector(`.${className}`)!);
  return `${style.gridColumn}|${style.gridRow}`.replace(/ /g, '');
};

describe('the default layout', () => {
  let view: Element;
  const layouts = () => [...view.querySelectorAll(`.${pickersLayoutClasses.root}`)];
  beforeAll(() => {
    view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker defaultValue={VALUE} slotProps={SHORTCUTS} />
        <StaticDatePicker orientation="landscape" defaultValue={VALUE} slotProps={SHORTCUTS} />
        <StaticDatePicker defaultValue={VALUE} slotProps={{ actionBar: { actions: [] } }} />
        <ThemeProvider theme={createTheme({ direction: 'rtl' })}>
          <StaticDatePicker defaultValue={VALUE} slotProps={SHORTCUTS} />
        </ThemeProvider>
      </LocalizationProvider>,
    ).container;
  });

  claim('By default it is `PickersLayout`, a CSS grid.', () => {
    expect(getComputedStyle(at(layouts(), 0)).display).toBe('grid');
  });

  claim('Portrait (default)', () => {
    const portrait = at(layouts(), 0);
    expect(place(portrait, pickersLayoutClasses.toolbar)).toBe('2/4|1');
    expect(place(portrait, pickersLayoutClasses.shortcuts)).toBe('1|2/3');
    expect(place(portrait, pickersLayoutClasses.contentWrapper)).toBe('2|2');
    expect(place(portrait, pickersLayoutClasses.actionBar)).toBe('1/4|3');
  });

  claim('row 3, all columns', () => {
    const landscape = at(layouts(), 1);
    expect(place(landscape, pickersLayoutClasses.toolbar)).toBe('1|2/3');
    expect(place(landscape, pickersLayoutClasses.shortcuts)).toBe('2/4|1');
    expect(place(landscape, pickersLayoutClasses.contentWrapper)).toBe('2|2');
    expect(place(landscape, pickersLayoutClasses.actionBar)).toBe('1/4|3');
  });

  claim('the action bar renders nothing when its `actions` are empty', () => {
    expect(at(layouts(), 2).querySelector(`.${pickersLayoutClasses.actionBar}`)).toBeNull();
    expect(at(layouts(), 2).querySelector(`.${pickersLayoutClasses.shortcuts}`)).toBeNull();
    expect(at(layouts(), 0).querySelector(`.${pickersLayoutClasses.shortcuts}`)).not.toBeNull();
  });

  claim('In right-to-left mode the side columns swap.', () => {
    expect(place(at(layouts(), 3), pickersLayoutClasses.shortcuts)).toBe('3|2/3');
  });
});

describe('toolbar and tabs by variant', () => {
  claim('The toolbar is only rendered where it is visible (mobile and static pickers by default)', () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker open defaultValue={VALUE} />
      </LocalizationProvider>,
    );
    expect(document.querySelector(`[role="dialog"] .${pickersLayoutClasses.root}`)).not.toBeNull();
    expect(document.querySelector(`[role="dialog"] .${pickersLayoutClasses.toolbar}`)).toBeNull();
    unmount();
    expect(container).toBeTruthy();
    const mobile = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <MobileDatePicker open defaultValue={VALUE} />
      </LocalizationProvider>,
    );
    expect(document.querySelector(`[role="dialog"] .${pickersLayoutClasses.toolbar}`)).not.toBeNull();
    mobile.unmount();
  });

  claim('The tabs of date time pickers go above the views on mobile and below them on desktop.', () => {
    const order = () => {
      const wrapper = document.querySelector(`[role="dialog"] .${pickersLayoutClasses.contentWrapper}`)!;
      return [...wrapper.children].map((child) =>
        child.classList.contains(pickersLayoutClasses.tabs) ? 'tabs' : 'view',
      );
    };
    const mobile = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <MobileDateTimePicker open defaultValue={VALUE} />
      </LocalizationProvider>,
    );
    expect(order()[0]).toBe('tabs');
    mobile.unmount();
    const desktop = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDateTimePicker
          displayStaticWrapperAs="desktop"
          slotProps={{ tabs: { hidden: false } }}
          defaultValue={VALUE}
        />
      </LocalizationProvider>,
    );
    const wrapper = desktop.container.querySelector(`.${pickersLayoutClasses.contentWrapper}`)!;
    const children = [...wrapper.children].map((child) =>
      child.classList.contains(pickersLayoutClasses.tabs) ? 'tabs' : 'view',
    );
    expect(children.at(-1)).toBe('tabs');
    desktop.unmount();
  });
});

describe('the demos and the exports', () => {
  claim('Here the action bar moves to the top and the toolbar to the bottom', () => {
    const { container, unmount } = render(<LayoutGridSx />);
    const layout = container.querySelector(`.${pickersLayoutClasses.root}`)!;
    expect(place(layout, pickersLayoutClasses.actionBar)).toBe('1/4|1');
    expect(place(layout, pickersLayoutClasses.toolbar)).toBe('2/4|3');
    unmount();
  });

  claim(
    '`slotProps.layout` passes props to the layout, and its `sx` reaches every part through the classes above.',
    () => {
      const { container, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <StaticDatePicker
            defaultValue={VALUE}
            slotProps={{ layout: { sx: { [`.${pickersLayoutClasses.contentWrapper}`]: { gridRow: 1 } } } }}
          />
        </LocalizationProvider>,
      );
      const layout = container.querySelector(`.${pickersLayoutClasses.root}`)!;
      expect(place(layout, pickersLayoutClasses.contentWrapper)).toBe('2|1');
      unmount();
    },
  );

  claim(
    '`pickersLayoutClasses` is exported from `@mui/x-date-pickers/PickersLayout` (and from the package root)',
    () => {
      expect(pickers.pickersLayoutClasses).toBe(pickersLayoutClasses);
    },
  );

  claim(
    'The theme accepts the same overrides for every picker under `components.MuiPickersLayout.styleOverrides`.',
    () => {
      const theme = createTheme({
        components: { MuiPickersLayout: { styleOverrides: { contentWrapper: { gridRow: 1 } } } },
      });
      const { container, unmount } = render(
        <ThemeProvider theme={theme}>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <StaticDatePicker defaultValue={VALUE} />
            <StaticDateTimePicker defaultValue={VALUE} />
          </LocalizationProvider>
        </ThemeProvider>,
      );
      for (const layout of container.querySelectorAll(`.${pickersLayoutClasses.root}`)) {
        expect(place(layout, pickersLayoutClasses.contentWrapper)).toBe('2|1');
      }
      unmount();
    },
  );

  claim('call `usePickerLayout(props)` to get the rendered parts', () => {
    const { container, unmount } = render(<ActionsFirstLayout />);
    const root = container.querySelector(`.${pickersLayoutClasses.root}`)!;
    expect(root.firstElementChild?.querySelector(`.${pickersLayoutClasses.actionBar}`)).not.toBeNull();
    expect(root.querySelector('[role="grid"]')).not.toBeNull();
    unmount();
  });

  claim('`ownerState={props}` lets the root apply its portrait or landscape rules', () => {
    function Layout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
      const { toolbar, content } = usePickerLayout(props);
      return (
        <PickersLayoutRoot ownerState={props} className={pickersLayoutClasses.root}>
          {toolbar}
          {content}
        </PickersLayoutRoot>
      );
    }
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker orientation="landscape" views={['day']} defaultValue={VALUE} slots={{ layout: Layout }} />
      </LocalizationProvider>,
    );
    const root = container.querySelector(`.${pickersLayoutClasses.root}`)!;
    expect(getComputedStyle(root).display).toBe('grid');
    expect(place(root, pickersLayoutClasses.toolbar)).toBe('1|2/3');
    unmount();
  });

  claim('without `actionBar` a mobile picker has no way to confirm', () => {
    function NoActions(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
      const { content } = usePickerLayout(props);
      return <PickersLayoutRoot ownerState={props}>{content}</PickersLayoutRoot>;
    }
    const { unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <MobileDatePicker open views={['day']} defaultValue={VALUE} slots={{ layout: NoActions }} />
      </LocalizationProvider>,
    );
    const dialog = document.querySelector('[role="dialog"]')!;
    expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).not.toContain('OK');
    unmount();
  });

  claim('render `PickersLayout` with the props you received inside your own wrapper', () => {
    const { container, unmount } = render(<LayoutWithLegend />);
    fireEvent.click(container.querySelector('button[aria-label^="Choose date"]')!);
    const layout = document.querySelector(`[role="dialog"] .${pickersLayoutClasses.root}`)!;
    expect(layout.querySelector('[role="grid"]')).not.toBeNull();
    expect(layout.nextElementSibling?.textContent).toBe('Deliveries are not made on Sundays.');
    unmount();
  });

  claim('The layout slot is the same for every picker', () => {
    const seen: string[] = [];
    function Shared<TValue, TDate extends PickerValidDate, TView extends DateView>(
      props: PickersLayoutProps<TValue, TDate, TView>,
    ) {
      seen.push('shared');
      return <PickersLayout {...props} />;
    }
    const { unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker slots={{ layout: Shared }} />
        <StaticDateRangePicker slots={{ layout: Shared }} />
      </LocalizationProvider>,
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    unmount();
  });

  claim('Date time pickers on desktop use `DesktopDateTimePickerLayout` by default', () => {
    const desktop = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DesktopDateTimePicker open defaultValue={VALUE} />
      </LocalizationProvider>,
    );
    const layout = document.querySelector(`[role="dialog"] .${pickersLayoutClasses.root}`)!;
    const wrapperDisplay = (root: Element) =>
      getComputedStyle(root.querySelector(`.${pickersLayoutClasses.contentWrapper}`)!).display;
    // The calendar and the clock sit side by side in a grid.
    expect(layout.querySelector('.MuiDateCalendar-root')).not.toBeNull();
    expect(layout.querySelector('.MuiMultiSectionDigitalClock-root')).not.toBeNull();
    expect(wrapperDisplay(layout)).toBe('grid');
    desktop.unmount();
    const replaced = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DesktopDateTimePicker open defaultValue={VALUE} slots={{ layout: PickersLayout }} />
      </LocalizationProvider>,
    );
    const plain = document.querySelector(`[role="dialog"] .${pickersLayoutClasses.root}`)!;
    // Both views are still rendered, but stacked in the default layout's flex column.
    expect(plain.querySelector('.MuiMultiSectionDigitalClock-root')).not.toBeNull();
    expect(wrapperDisplay(plain)).toBe('flex');
    replaced.unmount();
  });
});
