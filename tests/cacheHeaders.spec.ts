import { expect, test } from './fixtures';

// The e2e server is `serve` with the generated out/serve.json, exactly as `npm start` runs it.
test('hashed assets are immutable for a year; HTML and the service worker are revalidated', async ({ page, request }) => {
  await page.goto('/x/introduction/');
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const path of ['/x/introduction/', '/zh/x/introduction/', '/x/introduction/index.html']) {
    const html = await request.get(path);
    expect(html.status(), path).toBe(200);
    expect(html.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }

  const worker = await request.get('/x/sw.js');
  expect(worker.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(worker.headers()['service-worker-allowed']).toBe('/');
});

test('the static host files carry the same rules', async ({ request }) => {
  const headersFile = await (await request.get('/_headers')).text();
  expect(headersFile).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  expect(headersFile).toContain('/x/sw.js\n  Cache-Control: public, max-age=0, must-revalidate\n  Service-Worker-Allowed: /');
});
