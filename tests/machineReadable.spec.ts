import fs from 'node:fs';
import { parseSiteUrl } from '../src/routing/siteUrl';
import { expect, readClipboard, test, waitForHydration } from './fixtures';

/** The origin the build wrote into canonical URLs, llms.txt and the sitemap (NEXT_PUBLIC_SITE_URL, mui.com by default). */
const SITE_URL = parseSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);
const EDITING_DEMO_LINE = 'const INITIAL_ROWS = generateEmployees(12, 4);';

test('the demo line this spec looks for is still in the Editing demo', () => {
  expect(fs.readFileSync('content/pages/react-data-grid/editing/demos/CellEditingGrid.tsx', 'utf8')).toContain(
    EDITING_DEMO_LINE,
  );
});

test('/x/llms.txt lists the pages by product, and every link reaches a Markdown twin', async ({ request }) => {
  const response = await request.get('/x/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^# MUI X\n\n> .+\n\n## Introduction\n/);
  expect(text.match(/^## .+$/gm)).toEqual([
    '## Introduction',
    '## Data Grid',
    '## Date and Time Pickers',
    '## Charts',
    '## Tree View',
    '## Common concepts',
    '## Migration',
    '## API reference',
  ]);
  const editing = text.split('\n').find((line) => line.includes('/x/react-data-grid/editing.md'));
  expect(editing).toMatch(/^- \[Data Grid - Editing\]\(.+\/x\/react-data-grid\/editing\.md\): \S.+\.$/);

  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
  expect(links.length).toBeGreaterThan(400);
  const broken: string[] = [];
  for (let start = 0; start < links.length; start += 25) {
    await Promise.all(
      links.slice(start, start + 25).map(async (link) => {
        expect(link.startsWith(`${SITE_URL}/x/`), link).toBe(true);
        const twin = await request.get(link.slice(SITE_URL.length), { maxRedirects: 0 });
        if (twin.status() !== 200 || !(await twin.text()).startsWith('# ')) {
          broken.push(`${link} → ${twin.status()}`);
        }
      }),
    );
  }
  expect(broken).toEqual([]);

  const full = await request.get('/x/llms-full.txt');
  expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const fullText = await full.text();
  expect(fullText).toContain(`# Data Grid - Editing\n\n> `);
  expect(fullText).toContain(`URL: ${SITE_URL}/x/react-data-grid/editing/`);
  expect(fullText).toContain(EDITING_DEMO_LINE);
});

test('each product has its own llms.txt, a part of the site-wide one, linked from every page’s footer', async ({
  page,
  request,
}) => {
  const site = await (await request.get('/x/llms.txt')).text();
  const siteLinks = new Set([...site.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!));
  for (const [path, own, other] of [
    ['/x/react-data-grid/llms.txt', '/x/api/data-grid/data-grid-pro.md', '/x/react-charts/'],
    ['/x/react-date-pickers/llms.txt', '/x/react-date-pickers/date-picker.md', '/x/react-data-grid/'],
    ['/x/react-charts/llms.txt', '/x/api/charts/bar-chart.md', '/x/react-tree-view/'],
    ['/x/react-tree-view/llms.txt', '/x/react-tree-view/rich-tree-view/items.md', '/x/api/charts/'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# MUI X .+\n\n> .*MUI X 7\.21\.0/);
    expect(text).toContain(`${SITE_URL}${own})`);
    expect(text).not.toContain(`${SITE_URL}${other}`);
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
    expect(
      links.filter((link) => !siteLinks.has(link)),
      path,
    ).toEqual([]);
  }
  expect(site).toContain(`${SITE_URL}/x/react-data-grid/llms.txt`);

  await page.goto('/zh/x/react-charts/bars/');
  const footerLinks = page.getByRole('navigation', { name: '供 AI 助手使用的 llms.txt' });
  await expect(footerLinks.getByRole('link', { name: 'Charts' })).toHaveAttribute('href', '/x/react-charts/llms.txt');
});

test('a page’s Markdown twin is served as Markdown, without a redirect, and holds its demo’s source', async ({
  request,
}) => {
  const response = await request.get('/x/react-data-grid/editing.md', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('text/markdown; charset=utf-8');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  // Twins stay out of search results: not indexed, and naming their HTML page as the canonical one.
  expect(headers['x-robots-tag']).toBe('noindex');
  expect((await request.get('/x/react-data-grid/editing/')).headers()['x-robots-tag']).toBeUndefined();
  const twin = await response.text();
  expect(twin.startsWith('# Data Grid - Editing\n\n> ')).toBe(true);
  expect(twin).toContain(`\n\nCanonical URL: ${SITE_URL}/x/react-data-grid/editing/\n\n`);
  expect(twin).toContain('**Demo: CellEditingGrid** (`CellEditingGrid.tsx`)\n\n```tsx\n');
  expect(twin).toContain(EDITING_DEMO_LINE);
  expect(twin).not.toMatch(/::demo|:kbd\[/);

  const chinese = await request.get('/zh/x/react-data-grid/editing.md', { maxRedirects: 0 });
  expect(chinese.status()).toBe(200);
  expect(await chinese.text()).toMatch(/^# Data Grid - 编辑\n/);
  // Every page has a current translation: its twin is the Chinese text, without the untranslated or stale note.
  const translated = await (await request.get('/zh/x/react-date-pickers/custom-field.md')).text();
  expect(translated).toMatch(/^# 自定义字段\n/);
  expect(translated).toContain(`URL: ${SITE_URL}/zh/x/react-date-pickers/custom-field/`);
  expect(translated).not.toContain('本页尚未翻译');
  expect(translated).not.toContain('较早版本');

  const api = await (await request.get('/x/api/data-grid/data-grid-pro.md')).text();
  expect(api.startsWith('# DataGridPro\n')).toBe(true);
  expect(api).toContain("import { DataGridPro } from '@mui/x-data-grid-pro';");
  expect(api).toContain('## Props\n\n| Name | Type | Default | Description |');
  expect(api).toContain('| `checkboxSelection` | `boolean` | `false` |');
});

test('Copy page copies the page’s Markdown twin, and View as Markdown links to it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/react-data-grid/editing/');
  await waitForHydration(page);
  const header = page.locator('article header');
  await expect(header.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
    'href',
    '/x/react-data-grid/editing.md',
  );
  const copy = header.getByRole('button', { name: 'Copy page as Markdown' });
  await copy.click();
  await expect(header.getByRole('button', { name: 'Copied' })).toBeVisible();
  const expected = await (await request.get('/x/react-data-grid/editing.md')).text();
  expect(await readClipboard(page)).toBe(expected);

  await page.goto('/zh/x/api/data-grid/data-grid-pro/');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: '以 Markdown 查看' })).toHaveAttribute(
    'href',
    '/zh/x/api/data-grid/data-grid-pro.md',
  );
  await page.getByRole('button', { name: '复制页面（Markdown 格式）' }).click();
  await expect(page.getByRole('button', { name: '已复制' })).toBeVisible();
  expect(await readClipboard(page)).toMatch(/^# DataGridPro\n/);
});

test('Open in ChatGPT and Open in Claude hand the twin’s URL to the assistant in a new tab, loading nothing of theirs', async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) {
      foreign.push(request.url());
    }
  });
  await page.goto('/x/react-data-grid/editing/');
  await waitForHydration(page);
  const header = page.locator('article header');
  for (const [name, base] of [
    ['Open in ChatGPT', 'https://chatgpt.com/'],
    ['Open in Claude', 'https://claude.ai/new'],
  ] as const) {
    const link = header.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL((await link.getAttribute('href'))!);
    expect(`${url.origin}${url.pathname}`).toBe(base);
    expect(url.searchParams.get('q')).toContain(`${SITE_URL}/x/react-data-grid/editing.md`);
    expect(url.searchParams.get('q')).toContain('MUI X 7.21.0');
  }
  // Keyboard: Tab moves from View as Markdown to both links.
  await header.getByRole('link', { name: 'View as Markdown' }).focus();
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'Open in ChatGPT' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'Open in Claude' })).toBeFocused();
  expect(foreign.filter((url) => /chatgpt|openai|claude|anthropic/.test(url))).toEqual([]);

  await page.goto('/zh/x/react-charts/bars/');
  const chinese = page.getByRole('link', { name: '在 Claude 中打开' });
  const q = new URL((await chinese.getAttribute('href'))!).searchParams.get('q');
  expect(q).toContain(`${SITE_URL}/zh/x/react-charts/bars.md`);
});

test('Copy page says so when the Markdown cannot be fetched, and copies nothing', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/*.md', (route) => route.abort());
  await page.goto('/x/react-charts/bars/');
  await waitForHydration(page);
  await page.evaluate(() => navigator.clipboard.writeText('untouched'));
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not copy this page' })).toBeVisible();
  expect(await readClipboard(page)).toBe('untouched');
});

test('sitemap.xml lists every page in both languages with hreflang alternates, and robots.txt names it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.length).toBeGreaterThan(800);
  expect(locs.filter((loc) => loc.startsWith(`${SITE_URL}/zh/x/`))).toHaveLength(locs.length / 2);
  expect(locs).toContain(`${SITE_URL}/x/react-data-grid/editing/`);
  expect(locs).toContain(`${SITE_URL}/zh/x/api/charts/bar-chart/`);
  const entry = xml
    .split('<url>')
    .find((candidate) => candidate.includes(`<loc>${SITE_URL}/zh/x/react-data-grid/editing/</loc>`))!;
  for (const [hreflang, path] of [
    ['en', '/x/react-data-grid/editing/'],
    ['zh-CN', '/zh/x/react-data-grid/editing/'],
    ['x-default', '/x/react-data-grid/editing/'],
  ]) {
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${SITE_URL}${path}"/>`);
  }

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

for (const [language, path, title] of [
  ['English', '/x/react-data-grid/editing/', 'Data Grid - Editing'],
  ['Chinese', '/zh/x/react-data-grid/editing/', 'Data Grid - 编辑'],
] as const) {
  test(`the HTML of a ${language} page has its canonical URL, hreflang alternates and Open Graph meta`, async ({
    page,
    request,
  }) => {
    // In the served HTML itself, for crawlers that run no JavaScript.
    const html = await (await request.get(path)).text();
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${escape(`${SITE_URL}${path}`)}"`));
    expect(html).toMatch(
      new RegExp(
        `<link rel="alternate" hreflang="zh-CN" href="${escape(`${SITE_URL}/zh/x/react-data-grid/editing/`)}"`,
        'i',
      ),
    );
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="${escape(`${SITE_URL}${path}`)}"`));

    await page.goto(path);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/x/react-data-grid/editing/`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/zh/x/react-data-grid/editing/`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/x/react-data-grid/editing/`,
    );
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}${path}`);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[name="twitter:description"]')).toHaveAttribute('content', /\S/);
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  });
}
