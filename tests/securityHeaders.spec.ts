import { expect, openSettings, test, waitForHydration, scrollDemoIntoView } from './fixtures';

/**
 * The security headers as served. Every e2e test fails on a Content-Security-Policy violation (tests/fixtures.ts
 * reports each `securitypolicyviolation` event as a console error), so the demo, ad, analytics, settings and
 * service-worker tests all run under the policy; the tests here cover what they do not.
 */

test('HTML is served with a script policy of hashes and no unsafe-inline, nosniff, a referrer policy and a permissions policy', async ({
  request,
}) => {
  for (const path of ['/x/introduction/', '/zh/x/react-data-grid/editing/', '/x/api/data-grid/data-grid/']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc, path).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
});

test('an injected inline script is refused by the policy', async ({ page, consoleErrors }) => {
  await page.goto('/x/introduction/#"><script>window.__injected=1</script>');
  await waitForHydration(page);
  const refused = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
          once: true,
        });
        const script = document.createElement('script');
        script.textContent = 'window.__injected = 2';
        document.head.append(script);
      }),
  );
  expect(await refused).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  // The refusal was expected here: it is the behaviour under test, not a defect of the page.
  // Chromium logs the refusal too ("Executing inline script violates the following Content Security Policy…").
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/^CSP violation|Content Security Policy/.test(error)),
  );
});

test('a demo page, the settings drawer and the sandbox buttons work under the policy', async ({ page, context }) => {
  const posted: string[] = [];
  // The form opens a new tab: routed for the whole context.
  await context.route('https://stackblitz.com/**', (route) => {
    posted.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>StackBlitz</title>' });
  });
  await page.goto('/x/common-concepts/custom-components/');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomSlots"]');
  await scrollDemoIntoView(demo);
  await expect(demo.getByRole('grid')).toBeVisible();
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await page.keyboard.press('Escape');
  await demo.getByRole('button', { name: 'Edit in StackBlitz' }).click();
  await expect.poll(() => posted.length).toBe(1);
});
