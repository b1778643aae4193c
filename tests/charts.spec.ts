import { expect, LICENSE_NOTICE, openDemo, openSettings, test, waitForHydration, scrollDemoIntoView } from './fixtures';

test.use({ allowedConsoleErrors: [LICENSE_NOTICE] });

test('hovering a bar shows the tooltip with its values', async ({ page }) => {
  const demo = await openDemo(page, '/x/react-charts/bars/', 'BasicBars');
  const firstBar = demo.locator('.MuiBarElement-root').first();
  await expect(firstBar).toBeVisible();
  const box = (await firstBar.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const tooltip = page.locator('.MuiChartsTooltip-root');
  await expect(tooltip).toBeVisible();
  // The axis tooltip of Q1 lists both series with their values.
  await expect(tooltip).toContainText('Q1');
  await expect(tooltip).toContainText('42');
  await expect(tooltip).toContainText('48');
});

test('clicking a legend item toggles its series in the legend demo', async ({ page }) => {
  const demo = await openDemo(page, '/x/react-charts/legend/', 'LegendToggleSeries');
  // A hidden series keeps its bars, at zero height: counting flat bars shows whether it is drawn.
  const flatBars = () =>
    demo
      .locator('.MuiBarElement-root')
      .evaluateAll((bars) => bars.filter((bar) => bar.getBoundingClientRect().height < 1).length);
  const hidden = await flatBars();
  expect(hidden).toBeGreaterThan(0);
  // The legend item's background rectangle takes the click, as it does for a mouse user.
  await demo.locator('.MuiChartsLegend-series', { hasText: 'Training (hidden)' }).click();
  await expect(demo.getByText('Training (hidden)')).toHaveCount(0);
  await expect.poll(flatBars).toBe(0);
  await demo.locator('.MuiChartsLegend-series', { hasText: /^Training$/ }).click();
  await expect(demo.getByText('Training (hidden)')).toBeVisible();
  await expect.poll(flatBars).toBe(hidden);
});

test('the wheel zooms the Charts Pro line chart', async ({ page }) => {
  const demo = await openDemo(page, '/x/react-charts/zoom-and-pan/', 'ControlledZoom');
  const status = demo.getByText(/^Showing /);
  const before = await status.textContent();
  await expect(demo.locator('.MuiLineElement-root').first()).toBeAttached();
  // The chart's own surface (the first svg of the demo); the zoomed line itself reaches far outside it.
  const surface = demo.locator('svg').first();
  await surface.scrollIntoViewIfNeeded();
  const box = (await surface.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -400);
  await expect(status).not.toHaveText(before!);
});

test('chart text stays readable in dark mode: axis labels contrast with the page', async ({ page }) => {
  await page.goto('/x/react-charts/bars/');
  await waitForHydration(page);
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  const demo = page.locator('[data-demo="BasicBars"]');
  await scrollDemoIntoView(demo);
  const label = demo.locator('.MuiChartsAxis-tickLabel').first();
  await expect(label).toBeVisible({ timeout: 20_000 });
  const contrast = await label.evaluate((node) => {
    const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((channel) => {
          const value = channel / 255;
          return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
        })
        .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index]!, 0);
    let background = 'rgba(0, 0, 0, 0)';
    for (
      let element: Element | null = node.closest('.demo-frame');
      element && /rgba\(.*, 0\)|transparent/.test(background);
      element = element.parentElement
    ) {
      background = getComputedStyle(element).backgroundColor;
    }
    const [lighter, darker] = [luminance(parse(getComputedStyle(node).fill)), luminance(parse(background))].sort(
      (a, b) => b - a,
    );
    return (lighter! + 0.05) / (darker! + 0.05);
  });
  expect(contrast).toBeGreaterThanOrEqual(4.5);
});
