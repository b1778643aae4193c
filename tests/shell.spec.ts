import { BASE_URL, expect, test, waitForHydration } from './fixtures';

test('the version switcher lists next, 7.21.0 (current), v6, v5 and v4', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Change documentation version' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['next', '7.21.0 (current)', 'v6', 'v5', 'v4']);
  await expect(page.getByRole('menuitem', { name: 'v6' })).toHaveAttribute('href', 'https://v6.mui.com/x/introduction/');
  await expect(page.getByRole('menuitem', { name: 'next' })).toHaveAttribute('href', 'https://next.mui.com/x/introduction/');
  await expect(page.getByRole('menuitem', { name: /7\.21\.0/ })).toHaveAttribute('href', '/x/introduction/');
});

test('the product switcher offers the other MUI products as outbound links', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Switch product' }).click();
  const material = page.getByRole('menuitem', { name: 'Material UI' });
  await expect(material).toHaveAttribute('href', 'https://mui.com/material-ui/');
  await expect(material).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');
  await expect(material).toBeHidden();
});

test('the app bar has the product name, the GitHub link and no search button yet', async ({ page }) => {
  await page.goto('/x/introduction/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'MUI X', exact: true })).toHaveAttribute('href', '/x/introduction/');
  await expect(banner.getByRole('link', { name: 'GitHub repository' })).toHaveAttribute('href', 'https://github.com/mui/mui-x');
  await expect(banner.getByRole('button', { name: /search/i })).toHaveCount(0);
});

test('the Copy button copies the whole block and says "Copied" for 2 seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const block = page.locator('.code-block').first();
  const expected = await block.locator('pre').innerText();
  const button = block.getByRole('button');
  await expect(button).toContainText('Copy');
  const clickedAt = Date.now();
  await button.click();
  await expect(button).toContainText('Copied');
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(expected.trim());
  await expect(button).not.toContainText('Copied', { timeout: 4000 });
  const elapsed = Date.now() - clickedAt;
  expect(elapsed).toBeGreaterThanOrEqual(2000);
  expect(elapsed).toBeLessThan(4000);
});

test('Ctrl+C over a hovered code block copies it, unless text is selected', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const blocks = page.locator('.code-block');
  const second = blocks.nth(1);
  await second.hover();
  await page.keyboard.press('Control+c');
  await expect(second.getByRole('button')).toContainText('Copied');
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe((await second.locator('pre').innerText()).trim());

  await page.evaluate(() => navigator.clipboard.writeText('untouched'));
  const third = blocks.nth(2);
  await third.locator('pre').selectText();
  await third.hover();
  await page.keyboard.press('Control+c');
  await expect(third.getByRole('button')).not.toContainText('Copied');
});

test('a failing clipboard is ignored silently', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const button = page.locator('.code-block').first().getByRole('button');
  await button.click();
  await expect(button).toContainText('Copy');
  await expect(button).not.toContainText('Copied');
});

test('code blocks are highlighted at build time for both colour modes', async ({ request }) => {
  const html = await (await request.get('/x/introduction/installation/')).text();
  expect(html).toContain('--shiki-light');
  expect(html).toContain('--shiki-dark');
});

test('a heading anchor copies the link to its section', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const heading = page.locator('article h2').first();
  const id = await heading.getAttribute('id');
  expect(id).toMatch(/^[a-z0-9-]+$/);
  await heading.hover();
  await heading.locator('a.heading-link').click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}/x/introduction/installation/#${id}`);
});
