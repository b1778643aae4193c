import fs from 'node:fs';
import path from 'node:path';
import { siteDirectory } from '../scripts/siteDirectory';
import { expect, test } from './fixtures';

// The e2e server is the site's own (scripts/siteServer/) with the build's generated serve.json, as `npm start` runs it.
test('hashed assets are immutable for a year; HTML and the service worker are revalidated', async ({
  page,
  request,
}) => {
  await page.goto('/x/introduction/');
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const route of ['/x/introduction/', '/zh/x/introduction/', '/x/react-data-grid/editing/']) {
    const html = await request.get(route);
    expect(html.status(), route).toBe(200);
    expect(html.headers()['content-type'], route).toContain('text/html');
    expect(html.headers()['cache-control'], route).toBe('public, max-age=0, must-revalidate');
  }

  const worker = await request.get('/x/sw.js');
  expect(worker.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(worker.headers()['service-worker-allowed']).toBe('/');
});

test('the build writes the same rules for static hosts that read a _headers file', () => {
  // Not fetched: the server does not publish it (it is configuration for other hosts), so it is read from the build.
  const headersFile = fs.readFileSync(path.join(siteDirectory(), '_headers'), 'utf8');
  expect(headersFile).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  expect(headersFile).toContain(
    '/x/sw.js\n  Cache-Control: public, max-age=0, must-revalidate\n  Service-Worker-Allowed: /',
  );
});

test("a page reaches the browser as the build's Brotli copy of it, what keeps its document within one round trip", async ({
  page,
}) => {
  const route = '/x/react-data-grid/editing/';
  await page.goto(route);
  const sizes = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { encoded: entry!.encodedBodySize, decoded: entry!.decodedBodySize };
  });
  const file = path.join(siteDirectory(), route, 'index.html');
  expect(sizes).toEqual({ encoded: fs.statSync(`${file}.br`).size, decoded: fs.statSync(file).size });
});
