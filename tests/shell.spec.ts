import { BASE_URL, expect, readClipboard, test, waitForHydration } from './fixtures';

test('the version switcher lists next, 7.21.0 (current), v6, v5 and v4', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Change documentation version' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['next', '7.21.0 (current)', 'v6', 'v5', 'v4']);
  await expect(page.getByRole('menuitem', { name: 'v6' })).toHaveAttribute(
    'href',
    'https://v6.mui.com/x/introduction/',
  );
  await expect(page.getByRole('menuitem', { name: 'next' })).toHaveAttribute(
    'href',
    'https://next.mui.com/x/introduction/',
  );
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

test('the app bar has the product name, the GitHub link and the search button', async ({ page }) => {
  await page.goto('/x/introduction/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'MUI X', exact: true })).toHaveAttribute('href', '/x/introduction/');
  await expect(banner.getByRole('link', { name: 'GitHub repository' })).toHaveAttribute(
    'href',
    'https://github.com/mui/mui-x',
  );
  await expect(banner.getByRole('button', { name: /search/i })).toHaveCount(1);
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
  expect((await readClipboard(page)).trim()).toBe(expected.trim());
  await expect(button).not.toContainText('Copied', { timeout: 4000 });
  const elapsed = Date.now() - clickedAt;
  expect(elapsed).toBeGreaterThanOrEqual(2000);
  expect(elapsed).toBeLessThan(4000);
});

/** Puts a marker on the clipboard, so a test can tell whether a key press copied anything. */
async function resetClipboard(page: import('@playwright/test').Page) {
  await page.evaluate(() => navigator.clipboard.writeText('untouched'));
}

test('Ctrl+C over a hovered code block copies the whole block; the Copy button shows the shortcut', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const second = page.locator('.code-block').nth(1);
  const button = second.getByRole('button');
  await expect(button.locator('.copy-hint')).toBeVisible();
  await expect(button.locator('.copy-hint')).toHaveText(/^\s*Ctrl\+C$/);
  await expect(button).toHaveAccessibleName('Copy the code (or Ctrl + C)');
  // "Copy" and the hint read as two words, not "COPYCTRL+C": sentence case, and a visible gap between them.
  const gap = await button.evaluate((node) => {
    const hint = node.querySelector('.copy-hint')!;
    const label = document.createRange();
    label.selectNodeContents(node.firstChild!);
    return hint.getBoundingClientRect().left - label.getBoundingClientRect().right;
  });
  expect(gap).toBeGreaterThanOrEqual(4);
  await expect(button).toHaveCSS('text-transform', 'none');

  await resetClipboard(page);
  await second.hover();
  await page.keyboard.press('Control+c');
  await expect(button).toContainText('Copied');
  expect((await readClipboard(page)).trim()).toBe((await second.locator('pre').innerText()).trim());
});

test('Ctrl+C with text selected in a block copies the selection (the browser copy), not the block, and says nothing', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const third = page.locator('.code-block').nth(2);
  const whole = (await third.locator('pre').innerText()).trim();
  // Select the first four characters only ("pnpm"), so the selection and the whole block differ.
  const selected = await third.locator('pre').evaluate((pre) => {
    const text = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, Math.min(4, text.length));
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
  expect(selected.trim().length).toBeGreaterThan(0);
  expect(selected.trim()).not.toBe(whole);
  // Records whether "Copied" ever shows, however briefly.
  await third.evaluate((block) => {
    const log: string[] = [];
    (window as unknown as { copiedLog: string[] }).copiedLog = log;
    new MutationObserver(() => {
      const copied = block.textContent?.includes('Copied') ?? false;
      if (copied && log.at(-1) !== 'copied') log.push('copied');
    }).observe(block, { subtree: true, childList: true, characterData: true });
  });
  const copiedLog = () => page.evaluate(() => (window as unknown as { copiedLog: string[] }).copiedLog);

  await resetClipboard(page);
  await third.hover();
  await page.keyboard.press('Control+c');
  await expect.poll(() => readClipboard(page)).toBe(selected);
  await expect(third.getByRole('button')).toHaveText(/^Copy(?!ied)/);
  // Sentinel: the block's own Copy button shows "Copied"; a "Copied" from the shortcut would have come before it.
  await page.evaluate(() => (window as unknown as { copiedLog: string[] }).copiedLog.push('button'));
  await third.getByRole('button').click();
  await expect.poll(copiedLog).toEqual(['button', 'copied']);
});

test('Ctrl+C copies the block that has keyboard focus, on its code or on its Copy button', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  // The pointer rests on the app bar, over no block: only focus can pick the block.
  await page.mouse.move(0, 0);
  const blocks = page.locator('.code-block');

  // Focus on the code itself (a tab stop of its own).
  const second = blocks.nth(1);
  await expect(second.getByRole('group')).toHaveAttribute('tabindex', '0');
  await second.getByRole('group').focus();
  await resetClipboard(page);
  await page.keyboard.press('Control+c');
  await expect(second.getByRole('button')).toContainText('Copied');
  expect((await readClipboard(page)).trim()).toBe((await second.locator('pre').innerText()).trim());

  // Focus on the Copy button, reached with Tab from the code.
  const third = blocks.nth(2);
  await third.getByRole('group').focus();
  await page.keyboard.press('Tab');
  await expect(third.getByRole('button')).toBeFocused();
  await resetClipboard(page);
  await page.keyboard.press('Control+c');
  await expect(third.getByRole('button')).toContainText('Copied');
  expect((await readClipboard(page)).trim()).toBe((await third.locator('pre').innerText()).trim());
});

for (const { language, path, name, copied } of [
  { language: 'English', path: '/x/introduction/installation/', name: 'Copy the code (or Ctrl + C)', copied: 'Copied' },
  {
    language: 'Chinese',
    path: '/zh/x/introduction/installation/',
    name: '复制代码 （或按 Ctrl + C）',
    copied: '已复制',
  },
]) {
  test(`${language}: the Copy button has a translated accessible name and works from the keyboard`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    await waitForHydration(page);
    await page.mouse.move(0, 0);
    const block = page.locator('.code-block').first();
    const button = block.getByRole('button', { name });
    await expect(button).toBeVisible();

    // Tab from the code to its button, then Enter.
    await block.getByRole('group').focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await resetClipboard(page);
    await page.keyboard.press('Enter');
    const confirmed = block.getByRole('button', { name: copied, exact: true });
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toContainText(copied);
    expect((await readClipboard(page)).trim()).toBe((await block.locator('pre').innerText()).trim());
  });
}

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
  expect(await readClipboard(page)).toBe(`${BASE_URL}/x/introduction/installation/#${id}`);
});
