import type { Page } from '@playwright/test';
import { PHONE_CONTEXT, throttleLikeAPhone, waitForFirstPaint } from '../scripts/bench/phoneProfile';
import { expect, test } from './fixtures';

// Presses made as soon as a throttled phone paints, before the page's scripts have run, must not be lost
// (src/earlyInput/). Effects are expected within a few seconds; generous on this shared machine.
const EFFECT = { timeout: 15_000 };

test.use(PHONE_CONTEXT);
test.describe.configure({ timeout: 90_000 });

/** Opens a page on a throttled phone and returns as soon as it has painted, as a reader first sees it. */
async function openAtFirstPaint(page: Page, path: string) {
  await throttleLikeAPhone(page);
  await page.goto(path, { waitUntil: 'commit' });
  await waitForFirstPaint(page);
}

/** In one step of the page: whether the app had hydrated, and the feedback shown for a kept press. */
function earlyState(page: Page) {
  return page.evaluate(() => ({
    hydrated: document.documentElement.dataset.hydrated === 'true',
    pressed: document.querySelectorAll('[data-early-pressed][aria-busy="true"]').length,
    searchBox: document.querySelector('#early-search input') === document.activeElement,
    // The shell's own script (src/shellControls) opens the navigation before React: no press to keep.
    navigation: document.querySelector('.nav-panel[data-open]') !== null,
    // The shell's script opens settings before React too, or shows the press pending until the drawer's module runs.
    settings:
      document.querySelector('dialog.settings-drawer[open]') !== null ||
      document.querySelector('.app-bar-settings[data-early-pressed][aria-busy="true"]') !== null,
  }));
}

/**
 * Taps the centre of a control where it is on screen (a real touch, no wait for the page to be ready) and checks
 * that a press landing before hydration shows its feedback at once.
 */
async function tapEarly(
  page: Page,
  selector: string,
  feedback: 'pressed' | 'searchBox' | 'navigation' | 'settings' = 'pressed',
) {
  const control = page.locator(selector).first();
  // A demo's server markup is replaced by the live demo when it loads (decision 0024): a control found while that
  // happens may have no box a moment later, so the finger looks for it again, as a reader's eye would.
  let box: Awaited<ReturnType<typeof control.boundingBox>> = null;
  for (let attempt = 0; attempt < 5 && !box; attempt += 1) {
    await control.scrollIntoViewIfNeeded();
    box = await control.boundingBox();
  }
  if (!box) {
    throw new Error(`${selector} has no box on screen`);
  }
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const state = await earlyState(page);
  test.info().annotations.push({ type: 'pressed before hydration', description: String(!state.hydrated) });
  if (!state.hydrated) {
    expect(state[feedback]).toBeTruthy();
  }
}

const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' });

test('Ctrl+K pressed right after first paint opens search and keeps what is typed next', async ({ page }) => {
  await openAtFirstPaint(page, '/x/introduction/installation/');
  await page.keyboard.press('Control+K');
  await page.keyboard.type('editing');
  await expect(searchInput(page)).toBeFocused(EFFECT);
  await expect(searchInput(page)).toHaveValue('editing');
  await expect(page.locator('#early-search')).toHaveCount(0);
  await expect(page.getByRole('option').first()).toBeVisible(EFFECT);
});

test('/ pressed right after first paint opens search on a Data Grid page', async ({ page }) => {
  await openAtFirstPaint(page, '/x/react-data-grid/editing/');
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused(EFFECT);
  await expect(searchInput(page)).toHaveValue('');
});

test('the search button tapped right after first paint opens search', async ({ page }) => {
  await openAtFirstPaint(page, '/x/api/data-grid/data-grid/');
  await tapEarly(page, '.search-button', 'searchBox');
  await expect(searchInput(page)).toBeFocused(EFFECT);
});

test('the navigation toggle tapped right after first paint opens the navigation', async ({ page }) => {
  await openAtFirstPaint(page, '/x/introduction/installation/');
  await tapEarly(page, 'button[aria-label="Open main navigation"]', 'navigation');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Roadmap' }),
  ).toBeVisible(EFFECT);
});

test('settings tapped right after first paint opens the settings drawer', async ({ page }) => {
  await openAtFirstPaint(page, '/x/introduction/installation/');
  await tapEarly(page, 'button[aria-label="Open settings"]', 'settings');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible(EFFECT);
  await expect(page.locator('[data-early-pressed]')).toHaveCount(0);
});

test('the language menu tapped right after first paint opens', async ({ page }) => {
  await openAtFirstPaint(page, '/x/react-data-grid/editing/');
  await tapEarly(page, 'button[aria-label="Change language"]');
  await expect(page.getByRole('menu')).toBeVisible(EFFECT);
  await expect(page.getByRole('menuitem')).not.toHaveCount(0);
});

test('a demo toolbar button tapped right after first paint does its job', async ({ page }) => {
  await openAtFirstPaint(page, '/x/react-data-grid/editing/');
  const showCode = '.demo-toolbar button[aria-expanded="false"]';
  const toolbar = page.locator('.demo-toolbar').first();
  await tapEarly(page, showCode);
  await expect(toolbar.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true', EFFECT);
});

test.describe('on a tablet, where the app bar shows the switchers', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  for (const [name, label] of [
    ['product switcher', 'switch product'],
    ['version switcher', 'change documentation version'],
  ] as const) {
    test(`the ${name} tapped right after first paint opens its menu`, async ({ page }) => {
      await openAtFirstPaint(page, '/x/introduction/installation/');
      await tapEarly(page, `.app-bar button[aria-label$="${label}"]`);
      await expect(page.getByRole('menu')).toBeVisible(EFFECT);
      await expect(page.getByRole('menuitem')).not.toHaveCount(0);
    });
  }
});
