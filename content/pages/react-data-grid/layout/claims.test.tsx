import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { bundleDemo } from '@/claims/bundleDemo';
import { chromiumPage, launchChromium } from '@/claims/chromiumPage';
import { claim } from '@/claims/claim';

// Layout is what jsdom lacks, so these claims run in Chromium: the page's demos and a configurable grid are bundled
// with esbuild and rendered in a blank page.
const ENTRY = `
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { DataGrid } from '@mui/x-data-grid';
import AutoHeightLayout from './demos/AutoHeightLayout';
import FillRemainingSpaceLayout from './demos/FillRemainingSpaceLayout';
import FixedHeightLayout from './demos/FixedHeightLayout';
import FlexParentLayout from './demos/FlexParentLayout';
import MinMaxHeightLayout from './demos/MinMaxHeightLayout';
import OverlayHeightLayout from './demos/OverlayHeightLayout';
import PercentageLayout from './demos/PercentageLayout';

const demos = { AutoHeightLayout, FillRemainingSpaceLayout, FixedHeightLayout, FlexParentLayout, MinMaxHeightLayout, OverlayHeightLayout, PercentageLayout };
const root = createRoot(document.getElementById('root'));
const w = window as any;
w.resizes = 0;
w.show = (name) => root.render(React.createElement(demos[name]));
w.grid = ({ outer = {}, inner, rows = 40, columns = 4, columnWidth = 100, ...props }) => {
  const data = Array.from({ length: rows }, (_, index) => ({ id: index + 1 }));
  const cols = Array.from({ length: columns }, (_, index) => ({ field: 'c' + index, width: columnWidth }));
  const grid = React.createElement(DataGrid, { rows: data, columns: cols, onResize: (size) => { w.resizes += 1; w.lastResize = size; }, ...props });
  root.render(React.createElement('div', { style: outer }, inner ? React.createElement('div', { style: inner }, grid) : grid));
};
w.clear = () => root.render(null);
`;

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  const bundle = bundleDemo(ENTRY, __dirname);
  browser = await launchChromium();
  page = await chromiumPage(browser, bundle, {
    context: { viewport: { width: 1000, height: 800 } },
    consoleErrors: errors,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** Two frames and a pause: enough for React, the grid's measuring and its ResizeObserver. */
const settle = () =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150)))),
  );
async function show(name: string) {
  await page.evaluate(() => (window as unknown as { clear: () => void }).clear());
  await page.evaluate((demo) => (window as unknown as { show: (name: string) => void }).show(demo), name);
  await settle();
}
async function grid(options: Record<string, unknown>) {
  await page.evaluate(() => (window as unknown as { clear: () => void }).clear());
  await page.evaluate((value) => (window as unknown as { grid: (value: unknown) => void }).grid(value), options);
  await settle();
}
/** Height, width and rendered rows of the nth grid on the page, and the sizes of its overlay and footer. */
const measure = (index = 0) =>
  page.evaluate((nth) => {
    const root = document.querySelectorAll('.MuiDataGrid-root')[nth] as HTMLElement;
    const box = (element: Element | null) => element?.getBoundingClientRect();
    const scroller = root.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
    return {
      height: Math.round(box(root)!.height),
      width: Math.round(box(root)!.width),
      top: Math.round(box(root)!.top),
      rows: root.querySelectorAll('[role="row"][data-rowindex]').length,
      columns: root.querySelector('[role="row"][data-rowindex]')?.querySelectorAll('[role="gridcell"]').length ?? 0,
      overlay: Math.round(box(root.querySelector('.MuiDataGrid-overlay'))?.height ?? -1),
      footer: root.querySelector('.MuiDataGrid-footerContainer') !== null,
      scrollsVertically: scroller.scrollHeight > scroller.clientHeight,
      scrollsHorizontally: scroller.scrollWidth > scroller.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
    };
  }, index);
const click = async (text: string) => {
  await page.getByRole('button', { name: text }).click();
  await settle();
};

describe('how the grid sizes itself', () => {
  claim(
    'Its root element stretches to fill its parent (`height: 100%`, and `flex: 1` inside a flex container), then measures itself to decide how many rows and columns to render.',
    async () => {
      await grid({ outer: { height: 300, width: 250 }, columns: 10 });
      const fixed = await measure();
      expect([fixed.height, fixed.width]).toEqual([300, 250]);
      expect(fixed.rows).toBeLessThan(40);
      expect(fixed.columns).toBeLessThan(10);
      await grid({ outer: { height: 300, display: 'flex', flexDirection: 'column' } });
      expect((await measure()).height).toBe(300);
    },
  );

  claim('Always 400 pixels; rows scroll inside', async () => {
    await grid({ outer: { height: 400 }, rows: 100 });
    const tall = await measure();
    await grid({ outer: { height: 400 }, rows: 2 });
    const short = await measure();
    expect([tall.height, short.height]).toEqual([400, 400]);
    expect(tall.scrollsVertically).toBe(true);
  });

  claim('What the other children leave over', async () => {
    await show('FillRemainingSpaceLayout');
    const { gridBottom, panelBottom, panelHeight } = await page.evaluate(() => {
      const panel = document.querySelector('#root > div')!;
      const style = getComputedStyle(panel);
      return {
        gridBottom: document.querySelector('.MuiDataGrid-root')!.getBoundingClientRect().bottom,
        panelBottom:
          panel.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth),
        panelHeight: panel.getBoundingClientRect().height,
      };
    });
    // The panel's content box is 420 px tall (its padding and border come on top).
    expect(panelHeight).toBeGreaterThan(420);
    expect(Math.round(gridBottom)).toBe(Math.round(panelBottom));
  });

  claim('Grows and shrinks with the rows', async () => {
    await show('FlexParentLayout');
    const three = await measure();
    await click('Add a row');
    const four = await measure();
    await click('Remove a row');
    await click('Remove a row');
    const two = await measure();
    expect([four.height - three.height, three.height - two.height]).toEqual([52, 52]);
    expect(four.rows).toBe(4);
  });

  claim('Follows the rows, clamped to the range', async () => {
    await show('MinMaxHeightLayout');
    expect((await measure()).height).toBe(200);
    for (let step = 0; step < 6; step += 1) await click('Add rows');
    const many = await measure();
    expect(many.height).toBe(400);
    expect(many.rows).toBeLessThan(14);
  });

  claim('A share of the grandparent', async () => {
    await show('PercentageLayout');
    expect((await measure()).height).toBe(280);
  });

  claim('Grows with the rows, no virtualisation', async () => {
    await grid({ outer: { height: 100 }, autoHeight: true, rows: 30, hideFooter: true });
    const { height, rows } = await measure();
    expect(rows).toBe(30);
    expect(height).toBeGreaterThan(30 * 52);
  });

  claim(
    'If the parent ends up with a height of 0, the grid is 0 pixels tall too, so no rows show, and it logs "The parent DOM element of the Data Grid has an empty height" in the console.',
    async () => {
      errors.length = 0;
      await grid({ outer: { height: 0 } });
      // Only the root's 1 px borders remain; the scroller shows nothing (a few buffer rows are mounted, out of sight).
      expect((await measure()).height).toBeLessThanOrEqual(2);
      const visible = await page.evaluate(
        () => (document.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement).clientHeight,
      );
      expect(visible).toBe(0);
      expect(errors.join('\n')).toContain('The parent DOM element of the Data Grid has an empty height');
    },
  );

  claim(
    "A parent with no height at all does not do it: the parent then takes the grid's height, and the grid grows to show every row of the page, as in a flex parent.",
    async () => {
      errors.length = 0;
      await grid({ outer: {}, rows: 30 });
      const { height, rows } = await measure();
      expect(rows).toBe(30);
      expect(height).toBeGreaterThan(30 * 52);
      expect(errors.join('\n')).not.toContain('empty height');
    },
  );
});

describe('heights', () => {
  claim('Rows that do not fit scroll inside the grid, and only the visible ones are rendered.', async () => {
    await show('FixedHeightLayout');
    const { height, rows, scrollsVertically } = await measure();
    expect(height).toBe(300);
    expect(scrollsVertically).toBe(true);
    expect(rows).toBeLessThan(40);
  });

  claim(
    'Inside a flex column that has a height, the grid takes the space the other children leave, because its root has `flex: 1` and `min-height: 0`.',
    async () => {
      await grid({ outer: { height: 300, display: 'flex', flexDirection: 'column' }, rows: 100 });
      const style = await page.evaluate(() => {
        const computed = getComputedStyle(document.querySelector('.MuiDataGrid-root')!);
        return [computed.flexGrow, computed.minHeight];
      });
      expect(style).toEqual(['1', '0px']);
      expect((await measure()).height).toBe(300);
    },
  );

  claim(
    'Put the grid in a flex column that has no height, and the grid grows to show all its rows, then shrinks again when rows are removed.',
    async () => {
      await show('FlexParentLayout');
      const before = await measure();
      await click('Remove a row');
      const after = await measure();
      expect([before.rows, after.rows]).toEqual([3, 2]);
      expect(after.height).toBeLessThan(before.height);
      expect(before.scrollsVertically).toBe(false);
    },
  );

  claim('With no height limit, every row of the current page is in the DOM, just as with `autoHeight`.', async () => {
    await grid({ outer: { display: 'flex', flexDirection: 'column' }, rows: 60 });
    expect((await measure()).rows).toBe(60);
  });

  claim('For longer lists, keep pagination on (the default in the Community grid)', async () => {
    await grid({ outer: { display: 'flex', flexDirection: 'column' }, rows: 150 });
    const { rows } = await measure();
    expect(rows).toBe(100);
    expect(await page.locator('.MuiTablePagination-displayedRows').textContent()).toBe('1–100 of 150');
  });

  claim(
    'Add `minHeight` and `maxHeight` to the flex parent to get the best of both: the grid hugs short lists, never collapses below the minimum, and starts scrolling (with virtualisation) once the rows need more than the maximum.',
    async () => {
      await show('MinMaxHeightLayout');
      await click('Remove rows');
      const empty = await measure();
      await click('Add rows');
      await click('Add rows');
      const four = await measure();
      for (let step = 0; step < 6; step += 1) await click('Add rows');
      const many = await measure();
      expect(empty.height).toBe(200);
      expect(four.height).toBe(56 + 4 * 52 + 2);
      expect([many.height, many.scrollsVertically]).toEqual([400, true]);
      expect(many.rows).toBeLessThan(16);
    },
  );
});

describe('percentages', () => {
  claim(
    'A percentage height only works when the parent has a height itself; otherwise browsers treat `70%` as `auto`, and the grid grows to show every row of the page.',
    async () => {
      await grid({ outer: { height: 400 }, inner: { height: '70%' } });
      expect((await measure()).height).toBe(280);
      await grid({ outer: {}, inner: { height: '70%' }, rows: 30 });
      const unsized = await measure();
      expect(unsized.rows).toBe(30);
      expect(unsized.height).toBeGreaterThan(30 * 52);
    },
  );

  claim(
    "Here the grey parent is 400 pixels tall and the slider changes the grid wrapper's `height` and `width` percentages. The grid follows every change because it watches its own size with a `ResizeObserver`.",
    async () => {
      await show('PercentageLayout');
      const before = await measure();
      await page.getByRole('slider').focus();
      for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
      await settle();
      const after = await measure();
      expect([before.height, after.height]).toEqual([280, 360]);
      expect(after.width).toBeGreaterThan(before.width);
      expect(after.rows).toBeGreaterThan(before.rows);
    },
  );

  claim(
    "If you chain percentages (`height: '100%'` on `html`, `body`, the app root and so on), every ancestor needs one.",
    async () => {
      const chained = async (rootHeight: string) => {
        await page.evaluate((height) => {
          document.documentElement.style.height = '100%';
          document.body.style.height = '100%';
          document.getElementById('root')!.style.height = height;
        }, rootHeight);
        await grid({ outer: { height: '100%' } });
        return (await measure()).height;
      };
      expect(await chained('100%')).toBe(800);
      // Without one on the app root, the chain breaks: the grid grows with its 40 rows instead.
      expect(await chained('')).toBeGreaterThan(40 * 52);
      await page.evaluate(() => {
        document.documentElement.style.height = '';
        document.body.style.height = '';
      });
    },
  );
});

describe('auto height and overlays', () => {
  claim(
    'The `autoHeight` prop makes the grid as tall as its content, whatever its parent. The content after the grid moves when the page size changes.',
    async () => {
      await show('AutoHeightLayout');
      const paragraph = page.getByText('This paragraph moves down');
      const before = (await paragraph.boundingBox())!.y;
      await page.locator('.MuiTablePagination-root [role="combobox"]').click();
      await page.getByRole('option', { name: '10' }).click();
      await settle();
      expect((await paragraph.boundingBox())!.y - before).toBe(5 * 52);
    },
  );

  claim('`autoHeight` turns off row virtualisation, so every row of the page is rendered.', async () => {
    await grid({ outer: { height: 300 }, autoHeight: true, rows: 80 });
    expect((await measure()).rows).toBe(80);
  });

  claim(
    'With `autoHeight`, the overlay takes the height of two rows by default. Set the `--DataGrid-overlayHeight` CSS variable on the grid to change it.',
    async () => {
      await grid({ autoHeight: true, rows: 0, hideFooter: true });
      expect((await measure()).overlay).toBe(2 * 52);
      await show('OverlayHeightLayout');
      expect((await measure(0)).overlay).toBe(180);
    },
  );

  claim(
    'With a flex parent, the empty grid keeps the same room for the overlay (two rows, or `--DataGrid-overlayHeight`); give the parent a `minHeight` for a taller empty grid.',
    async () => {
      await grid({ outer: { display: 'flex', flexDirection: 'column' }, rows: 0, hideFooter: true });
      expect((await measure()).overlay).toBe(2 * 52);
      await grid({
        outer: { display: 'flex', flexDirection: 'column' },
        rows: 0,
        hideFooter: true,
        sx: { '--DataGrid-overlayHeight': '180px' },
      });
      expect((await measure()).overlay).toBe(180);
      await show('OverlayHeightLayout');
      const withMinimum = await measure(1);
      expect(withMinimum.height).toBe(200);
      expect(withMinimum.overlay).toBeGreaterThan(2 * 52);
    },
  );
});

describe('width', () => {
  claim(
    'Width works like height but is rarely a problem, because block elements take the full width of their parent by default.',
    async () => {
      await grid({ outer: { height: 200, width: 640 }, inner: { height: '100%' } });
      expect((await measure()).width).toBe(640);
    },
  );

  claim(
    "give the grid's wrapper `minWidth: 0` (or `width: 0` with `flex: 1`). Otherwise the flex item may refuse to shrink below the total width of the columns and the page gets a horizontal scrollbar instead of the grid.",
    async () => {
      const row = { display: 'flex', width: 500, height: 200 };
      await grid({ outer: row, inner: { flex: 1 }, columns: 10, columnWidth: 150 });
      const stuck = await measure();
      await grid({ outer: row, inner: { flex: 1, minWidth: 0 }, columns: 10, columnWidth: 150 });
      const fixed = await measure();
      expect(stuck.width).toBeGreaterThan(500);
      expect(stuck.pageWidth).toBeGreaterThan(1000);
      expect(fixed.width).toBe(500);
      expect(fixed.scrollsHorizontally).toBe(true);
    },
  );

  claim('**Inside a CSS grid track**, use `minmax(0, 1fr)` rather than `1fr` for the same reason.', async () => {
    const track = (columns: string) => ({ display: 'grid', gridTemplateColumns: columns, width: 500, height: 200 });
    await grid({ outer: track('1fr'), inner: { height: 200 }, columns: 10, columnWidth: 150 });
    const stuck = await measure();
    await grid({ outer: track('minmax(0, 1fr)'), inner: { height: 200 }, columns: 10, columnWidth: 150 });
    const fixed = await measure();
    expect(stuck.width).toBeGreaterThan(500);
    expect(fixed.width).toBe(500);
  });

  claim(
    'When the columns are wider than the grid, the grid scrolls horizontally and only renders the columns in view.',
    async () => {
      await grid({ outer: { height: 300, width: 400 }, columns: 20 });
      const { scrollsHorizontally, columns } = await measure();
      expect(scrollsHorizontally).toBe(true);
      expect(columns).toBeLessThan(20);
    },
  );
});

describe('related props', () => {
  claim(
    "Sets the page size to the number of rows that fit in the grid's height; needs a fixed or flex-filled height",
    async () => {
      await grid({ outer: { height: 400 }, autoPageSize: true, rows: 100 });
      const { rows } = await measure();
      const viewport = await page.evaluate(
        () => document.querySelector('.MuiDataGrid-virtualScroller')!.getBoundingClientRect().height - 56,
      );
      expect(rows).toBe(Math.floor(viewport / 52));
    },
  );

  claim("`'compact'`, `'standard'` or `'comfortable'`: scales row and header heights", async () => {
    const heights = async (density: string) => {
      await grid({ outer: { height: 400 }, density, rows: 3 });
      return page.evaluate(() => [
        Math.round(document.querySelector('[role="row"][data-rowindex]')!.getBoundingClientRect().height),
        Math.round(document.querySelector('[role="columnheader"]')!.getBoundingClientRect().height),
      ]);
    };
    expect(await heights('compact')).toEqual([36, 39]);
    expect(await heights('standard')).toEqual([52, 56]);
    expect(await heights('comfortable')).toEqual([67, 72]);
  });

  claim('Base heights in pixels, before density is applied', async () => {
    await grid({ outer: { height: 400 }, density: 'compact', rowHeight: 100, columnHeaderHeight: 80, rows: 3 });
    const heights = await page.evaluate(() => [
      Math.round(document.querySelector('[role="row"][data-rowindex]')!.getBoundingClientRect().height),
      Math.round(document.querySelector('[role="columnheader"]')!.getBoundingClientRect().height),
    ]);
    expect(heights).toEqual([70, 56]);
  });

  claim('Removes the footer, leaving more room for rows', async () => {
    await grid({ outer: { height: 400 }, rows: 100 });
    const withFooter = await measure();
    await grid({ outer: { height: 400 }, rows: 100, hideFooter: true });
    const without = await measure();
    expect([withFooter.footer, without.footer]).toEqual([true, false]);
    expect(without.rows).toBeGreaterThan(withFooter.rows);
  });

  claim(
    'Called on mount and after each size change, at most once per `resizeThrottleMs` (60 ms by default) while resizing; also when the grid recomputes its layout without a resize (a new `density`, for example). It receives the size of the area inside the borders, footer excluded',
    async () => {
      type Sized = { resizes: number; lastResize: { width: number; height: number } };
      const calls = () => page.evaluate(() => (window as unknown as Sized).resizes);
      const last = () => page.evaluate(() => (window as unknown as Sized).lastResize);
      const mainArea = () =>
        page.evaluate(() => {
          const { width, height } = document.querySelector('.MuiDataGrid-main')!.getBoundingClientRect();
          return { width: Math.round(width), height: Math.round(height) };
        });
      // A long throttle window, so that three resizes a frame apart surely fall inside it.
      const props = { resizeThrottleMs: 500 };
      const beforeMount = await calls();
      await grid({ outer: { height: 300, width: 400 }, ...props });
      const mounted = await calls();
      expect(mounted).toBeGreaterThan(beforeMount);
      expect(await last()).toEqual(await mainArea());
      expect((await last()).height).toBeLessThan(300 - 52);
      await page.evaluate(async () => {
        const parent = document.querySelector('#root > div') as HTMLElement;
        for (const height of ['320px', '340px', '350px']) {
          parent.style.height = height;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        await new Promise((resolve) => setTimeout(resolve, 700));
      });
      await settle();
      expect(await calls()).toBe(mounted + 1);
      expect(await last()).toEqual(await mainArea());
      const resized = await calls();
      const size = await last();
      await page.evaluate((value) => (window as unknown as { grid: (value: unknown) => void }).grid(value), {
        outer: { height: 350, width: 400 },
        density: 'compact',
        ...props,
      });
      await settle();
      expect(await calls()).toBeGreaterThan(resized);
      expect(await last()).toEqual(size);
    },
  );
});
