import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { expect, test } from '@playwright/test';
import { checkPackedServer } from '../mcp/scripts/packTest';
import { parseSiteUrl } from '../src/routing/siteUrl';

/**
 * The MCP server of the built docs (mcp/, packed by the build), driven by the SDK's own client over stdio, as an
 * assistant would: no browser here.
 */
const SITE_URL = parseSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);

test.describe.configure({ mode: 'serial' });

let client: Client;

/** The text of a tool's answer, and whether the server reported it as an error. */
async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  return { text: content.map((part) => part.text).join('\n'), isError: result.isError === true };
}

test.beforeAll(async () => {
  client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: ['mcp/dist/server.mjs'], stderr: 'pipe' }),
  );
});

test.afterAll(async () => {
  await client?.close();
});

test('offers its five tools, each with an input schema', async () => {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([
    'get_api',
    'get_demo',
    'get_page',
    'list_pages',
    'search_docs',
  ]);
  const search = tools.find((tool) => tool.name === 'search_docs')!;
  expect(search.inputSchema.required).toEqual(['query']);
  expect(Object.keys(search.inputSchema.properties ?? {})).toContain('product');
});

test('search_docs ranks as the site does: "row grouping" finds the Row grouping page first', async () => {
  const { text, isError } = await call('search_docs', { query: 'row grouping' });
  expect(isError).toBe(false);
  expect(text).toContain('MUI X 7.21.0');
  const urls = [...text.matchAll(/^ {3}URL: (\S+)$/gm)].map((match) => match[1]!);
  expect(urls[0]).toMatch(new RegExp(`^${SITE_URL}/x/react-data-grid/row-grouping/`));

  const trees = await call('search_docs', { query: 'selection', product: 'tree-view' });
  const treeUrls = [...trees.text.matchAll(/^ {3}URL: (\S+)$/gm)].map((match) => match[1]!);
  expect(treeUrls.length).toBeGreaterThan(0);
  expect(
    treeUrls.every((url) => /\/x\/(react-tree-view|api\/tree-view)\//.test(url)),
    treeUrls.join('\n'),
  ).toBe(true);
});

test('get_api lists DataGrid’s processRowUpdate with its type, its import and its plan', async () => {
  const { text, isError } = await call('get_api', { name: 'DataGrid' });
  expect(isError).toBe(false);
  expect(text).toContain(`MUI X 7.21.0 documentation, ${SITE_URL}/x/api/data-grid/data-grid/`);
  expect(text).toContain("import { DataGrid } from '@mui/x-data-grid';");
  expect(text).toContain('Plan: Community');
  const row = text.split('\n').find((line) => line.startsWith('| `processRowUpdate` |'));
  expect(row).toContain('(newRow: R, oldRow: R, params: { rowId: GridRowId; }) => R \\| Promise<R>');
});

test('get_page returns a page’s Markdown twin, the Chinese one for a Chinese path', async () => {
  const english = await call('get_page', { path: '/x/react-data-grid/editing/' });
  expect(english.text).toContain(`Source: MUI X 7.21.0 documentation, ${SITE_URL}/x/react-data-grid/editing/`);
  expect(english.text).toContain('# Data Grid - Editing\n');
  expect(english.text).toContain('const INITIAL_ROWS = generateEmployees(12, 4);');

  const chinese = await call('get_page', { path: `${SITE_URL}/zh/x/react-data-grid/editing/` });
  expect(chinese.isError).toBe(false);
  expect(chinese.text).toContain(`${SITE_URL}/zh/x/react-data-grid/editing/`);
  expect(chinese.text).toContain('# Data Grid - 编辑\n');
});

test('get_demo gives a demo’s full source with the data modules it imports', async () => {
  const { text, isError } = await call('get_demo', { page: '/x/react-data-grid/editing/', demo: 'CellEditingGrid' });
  expect(isError).toBe(false);
  expect(text).toContain(`MUI X 7.21.0 documentation, ${SITE_URL}/x/react-data-grid/editing/`);
  expect(text).toContain('### CellEditingGrid.tsx\n\n```tsx\n');
  expect(text).toContain('const INITIAL_ROWS = generateEmployees(12, 4);');
  expect(text).toContain('### demoData/employees.ts');
  expect(text).toContain('export function generateEmployees');
  expect(text).toMatch(
    /### demoData\/index\.ts\n\n```ts\nexport \{ [^}]*\bgenerateEmployees\b[^}]*\} from '\.\/employees';/,
  );
});

test('list_pages gives one product’s navigation with URLs', async () => {
  const { text } = await call('list_pages', { product: 'charts' });
  expect(text).toContain('MUI X 7.21.0');
  expect(text).toContain(`${SITE_URL}/x/react-charts/bars/`);
  expect(text).toContain(`${SITE_URL}/x/api/charts/bar-chart/`);
  expect(text).not.toContain('/x/react-data-grid/');
});

test('bad input gets an error naming the problem, and the server keeps answering', async () => {
  const page = await call('get_page', { path: '/x/react-data-grid/no-such-page/' });
  expect(page.isError).toBe(true);
  expect(page.text).toContain('no page of the MUI X 7.21.0 docs at "/x/react-data-grid/no-such-page/"');

  const api = await call('get_api', { name: 'DataGridUltra' });
  expect(api.isError).toBe(true);
  expect(api.text).toMatch(/documents no component or interface named "DataGridUltra"\. Close names: .*DataGrid/);

  const blank = await call('search_docs', { query: '   ' });
  expect(blank.isError).toBe(true);
  expect(blank.text).toContain('search_docs needs a query');

  const empty = await call('search_docs', { query: '' });
  expect(empty.isError).toBe(true);
  expect(empty.text).toMatch(/Invalid arguments for tool search_docs/);

  const demo = await call('get_demo', { page: '/x/react-data-grid/editing/', demo: 'Nope' });
  expect(demo.isError).toBe(true);
  expect(demo.text).toContain('Its demos: ');

  const product = await call('list_pages', { product: 'material-ui' });
  expect(product.isError).toBe(true);

  expect((await call('search_docs', { query: 'processRowUpdate' })).isError).toBe(false);
});

test('the packed package, installed into an empty folder, starts by its bin and answers a search', async () => {
  // npm pack, npm install of the tarball (no dependencies: the server is bundled) and a start: slow on a busy machine.
  test.setTimeout(180_000);
  const { firstResult } = await checkPackedServer();
  expect(firstResult).toMatch(
    new RegExp(`^1\\. Data Grid - Row grouping\\n {3}URL: ${SITE_URL}/x/react-data-grid/row-grouping/$`),
  );
});
