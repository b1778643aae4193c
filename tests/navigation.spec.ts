import { expect, followNavigationLink, test, waitForHydration } from './fixtures';

test('/ and /x/ lead to the overview page', async ({ page }) => {
  for (const path of ['/', '/x/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  }
});

test('the drawer lists the Introduction pages and marks the current one', async ({ page }) => {
  await page.goto('/x/introduction/licensing/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
  for (const title of ['Overview', 'Installation', 'Licensing', 'Support', 'Roadmap']) {
    await expect(nav.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Licensing', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('sections are native disclosures that collapse and expand from the keyboard', async ({ page }) => {
  await page.goto('/x/introduction/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
  const section = nav.locator('summary').filter({ hasText: 'Introduction' });
  const details = section.locator('xpath=..');
  await expect(details).toHaveJSProperty('open', true);
  await section.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveJSProperty('open', false);
  await expect(nav.getByRole('link', { name: 'Support' })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Support' })).toBeVisible();
  // Sections away from the current page start closed, another product's too; the current page's section is open.
  const dataGrid = nav.locator('details[data-section="/x/react-data-grid-section"]');
  await expect(dataGrid).toHaveJSProperty('open', false);
  await dataGrid.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(dataGrid.getByRole('link', { name: 'Quick start' })).toBeVisible();
  await expect(
    nav
      .locator('summary')
      .filter({ hasText: /^Filtering$/ })
      .locator('xpath=..'),
  ).toHaveJSProperty('open', false);
});

test('a section closed before hydration stays closed, also when the reader then opens another one', async ({
  page,
}) => {
  // The page's scripts wait until the section has been closed, so the press surely lands before hydration.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/_next/static/chunks/pages/**', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/x/introduction/', { waitUntil: 'commit' });
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
  const current = nav.locator('details[data-section="/x/introduction-section"]');
  await current.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(current).toHaveJSProperty('open', false);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  releaseScripts();
  await waitForHydration(page);
  await expect(current).toHaveJSProperty('open', false);
  await expect(nav.getByRole('link', { name: 'Support' })).toBeHidden();
  // Filling other sections with their links re-runs the navigation's effects: the closed one must not reopen.
  await nav.locator('details[data-section="/x/api-section"] > summary').click();
  const apiGrid = nav.locator('details[data-section="/x/api/data-grid-section"]');
  await apiGrid.locator('summary').click();
  await expect(apiGrid.getByRole('link', { name: 'DataGrid', exact: true })).toBeVisible();
  await expect(current).toHaveJSProperty('open', false);
});

test('the navigation follows client-side navigation: the new page is current and its section opens', async ({
  page,
}) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
  // Quick filter sits in a section that starts closed (Filtering): the built page leaves its links out.
  await expect(nav.getByRole('link', { name: 'Quick filter' })).toHaveCount(0);
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(
      '/x/react-data-grid/filtering/quick-filter/',
    ),
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quick filter');
  const current = nav.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', '/x/react-data-grid/filtering/quick-filter/');
  await expect(current).toBeVisible();
});

test('a closed section gets its links when opened from the keyboard', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
  // The API reference is closed and empty as built, and so is each product's part of it once it is filled.
  const api = nav.locator('details[data-section="/x/api-section"]');
  await expect(api.getByRole('link')).toHaveCount(0);
  await api.locator('summary').focus();
  await page.keyboard.press('Enter');
  const apiGrid = nav.locator('details[data-section="/x/api/data-grid-section"]');
  await expect(apiGrid).toHaveJSProperty('open', false);
  await apiGrid.locator('summary').focus();
  await page.keyboard.press('Enter');
  const dataGrid = apiGrid.getByRole('link', { name: 'DataGrid', exact: true });
  await expect(dataGrid).toBeVisible();
  await dataGrid.click();
  await expect(page.getByRole('heading', { level: 1, name: 'DataGrid' })).toBeVisible();
  await expect(dataGrid).toHaveAttribute('aria-current', 'page');
});

test('navigating from the drawer is client-side and previous/next follow the tree', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await followNavigationLink(page, 'Installation');
  await expect(page).toHaveTitle('Installation - MUI X 7.21.0');
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(1);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.locator('a[rel="prev"]')).toContainText('Overview');
  await expect(footer.locator('a[rel="next"]')).toContainText('Licensing');
  await footer.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    /content\/pages\/introduction\/licensing\/index\.md$/,
  );
});

test('below lg a menu button opens the navigation as a temporary drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open main navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Roadmap' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toHaveCount(0);
  await page.getByRole('button', { name: 'Open main navigation' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Roadmap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the table of contents lists h2/h3 and follows the scroll at xl', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await expect(toc).toBeVisible();
  const headings = await page.locator('article h2, article h3').evaluateAll((nodes) => nodes.map((node) => node.id));
  const tocLinks = await toc.getByRole('link').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(tocLinks).toEqual(headings.map((id) => `#${id}`));
  const target = headings[Math.floor(headings.length / 2)]!;
  await page
    .locator(`[id="${target}"]`)
    .evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 90));
  await expect(toc.locator(`a[href="#${target}"]`)).toHaveAttribute('aria-current', 'location');
});

test('the table of contents is hidden below xl', async ({ page }) => {
  await page.goto('/x/introduction/installation/');
  await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeHidden();
});

test('the playground renders with no app bar or navigation', async ({ page }) => {
  await page.goto('/x/playground/');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});

test('the playground shows a demo at full size from ?demo=, and a message for an unknown one', async ({ page }) => {
  await page.goto('/x/playground/?demo=common-concepts/custom-components/demos/CustomSlots.tailwind');
  await expect(page.getByText('Release checklist')).toBeVisible();
  await expect(page.locator('.MuiDataGrid-toolbarContainer')).toHaveClass(/px-3/);
  await page.goto('/x/playground/?demo=../../src/pages/_app');
  await expect(page.getByRole('alert').filter({ hasText: 'No demo named' })).toBeVisible();
  await page.goto('/x/playground/?demo=introduction/demos/Nothing');
  await expect(page.getByRole('alert').filter({ hasText: 'No demo named "introduction/demos/Nothing"' })).toBeVisible();
});

test('the product switcher lists the four MUI X products and marks the current one', async ({ page }) => {
  await page.goto('/x/react-data-grid/editing/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Switch product' }).click();
  const expected = {
    'Data Grid': '/x/react-data-grid/',
    'Date and Time Pickers': '/x/react-date-pickers/',
    Charts: '/x/react-charts/',
    'Tree View': '/x/react-tree-view/',
  };
  for (const [name, href] of Object.entries(expected)) {
    await expect(page.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('menuitem', { name: 'Data Grid', exact: true })).toHaveClass(/Mui-selected/);
  await page.getByRole('menuitem', { name: 'Charts', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Charts');
});

test('the active page is scrolled into view in a long navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/x/react-data-grid/server-side-data/');
  await waitForHydration(page);
  const active = page.getByRole('navigation', { name: 'Main navigation' }).last().locator('a[aria-current="page"]');
  await expect(active).toHaveAttribute('href', '/x/react-data-grid/server-side-data/');
  await expect(active).toHaveText(/^Overview/);
  await expect(active).toBeInViewport();
});
