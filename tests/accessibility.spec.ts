import { expect, test, waitForHydration, axeViolations, scrollDemoIntoView } from './fixtures';

const cases = [
  { name: 'English, light', path: '/x/introduction/', mode: 'light', direction: 'ltr' },
  { name: 'English, dark', path: '/x/introduction/', mode: 'dark', direction: 'ltr' },
  { name: 'English, RTL', path: '/x/introduction/', mode: 'light', direction: 'rtl' },
  { name: 'Chinese, light', path: '/zh/x/introduction/', mode: 'light', direction: 'ltr' },
  { name: 'Chinese, dark', path: '/zh/x/introduction/', mode: 'dark', direction: 'ltr' },
  { name: 'Chinese, RTL', path: '/zh/x/introduction/', mode: 'dark', direction: 'rtl' },
  // Highlighted code, demo toolbars and the live grid, pickers and charts.
  { name: 'demos, light', path: '/x/common-concepts/custom-components/', mode: 'light', direction: 'ltr' },
  { name: 'demos, dark', path: '/x/common-concepts/custom-components/', mode: 'dark', direction: 'ltr' },
  { name: 'demos, RTL', path: '/x/common-concepts/custom-components/', mode: 'dark', direction: 'rtl' },
  { name: 'Data Grid editing, dark', path: '/x/react-data-grid/editing/', mode: 'dark', direction: 'ltr' },
  // Generated props, slots and classes tables.
  { name: 'API page, light', path: '/x/api/data-grid/data-grid-pro/', mode: 'light', direction: 'ltr' },
  { name: 'API page, dark', path: '/x/api/data-grid/data-grid-pro/', mode: 'dark', direction: 'ltr' },
  // Wide tables and code blocks scroll sideways on a phone: each must be reachable from the keyboard.
  { name: 'phone', path: '/x/introduction/installation/', mode: 'light', direction: 'ltr', width: 375 },
  { name: 'phone', path: '/x/react-data-grid/editing/', mode: 'light', direction: 'ltr', width: 375 },
] as const;

for (const { name, path, mode, direction, ...viewport } of cases) {
  test(`axe finds no violations on ${path} (${name})`, async ({ page }) => {
    // Every demo of the page loads before axe runs, and axe then walks thirteen grids and the API tables: on a busy
    // machine Editing took 2.5 min, axe alone 2.5 of it (with two workers and two other browsers running beside them).
    test.setTimeout(300_000);
    await page.addInitScript(
      ([storedMode, storedDirection]) => {
        localStorage.setItem('mui-mode', storedMode!);
        localStorage.setItem('mui-direction', storedDirection!);
      },
      [mode, direction],
    );
    if ('width' in viewport) {
      await page.setViewportSize({ width: viewport.width, height: 800 });
    }
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    // Every demo on the page rendered: scroll each into view (they load near the viewport) and wait for it.
    for (const demo of await page.locator('[data-demo]').all()) {
      await scrollDemoIntoView(demo);
      await expect(demo.getByText('Loading demo…')).toHaveCount(0, { timeout: 20_000 });
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('landmarks: banner, main navigation, main and footer', async ({ page }) => {
  await page.goto('/x/introduction/');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).last()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('keyboard focus is visible on the app bar controls', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const settings = page.getByRole('button', { name: 'Open settings' });
  const github = page.getByRole('link', { name: 'GitHub repository' });
  await github.focus();
  await page.keyboard.press('Tab');
  await expect(settings).toBeFocused();
  // The static stylesheet's :focus-visible ring (2px, the primary colour).
  await expect(settings).toHaveCSS('outline-style', 'solid');
  await expect(settings).toHaveCSS('outline-width', '2px');
});

test('every button and link of the shell has an accessible name that contains its visible label (WCAG 2.5.3)', async ({
  page,
}) => {
  for (const path of ['/x/react-data-grid/', '/zh/x/react-data-grid/']) {
    await page.goto(path);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /settings|设置/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const mismatches = await page.evaluate(() => {
      const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
      const visibleText = (element: Element) => {
        const clone = element.cloneNode(true) as Element;
        clone.querySelectorAll('[aria-hidden="true"], [aria-hidden=""]').forEach((hidden) => hidden.remove());
        return normalize(clone.textContent ?? '');
      };
      const accessibleName = (element: Element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        if (labelledBy) {
          return normalize(
            labelledBy
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' '),
          );
        }
        return normalize(element.getAttribute('aria-label') ?? element.textContent ?? '');
      };
      // The shell: everything outside the demos (whose controls belong to the libraries they show).
      const controls = [...document.querySelectorAll('button, a[href], [role="button"], [role="link"]')].filter(
        (element) => !element.closest('.demo-frame'),
      );
      return (
        controls
          .map((element) => ({
            label: visibleText(element),
            name: accessibleName(element),
            html: element.outerHTML.slice(0, 120),
          }))
          // A label of symbols alone (the "#" of heading links) is no word a speech-input user would say.
          .filter(({ label, name }) => /[\p{L}\p{N}]/u.test(label) && !name.includes(label))
      );
    });
    expect(mismatches, `on ${path}`).toEqual([]);
  }
});
