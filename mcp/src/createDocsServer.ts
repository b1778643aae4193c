import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { LANGUAGES } from '@/i18n/languages';
import { PRODUCT_OPTIONS } from './docsManifest';
import type { DocsData } from './loadDocsData';
import { getApi } from './tools/getApi';
import { getDemo } from './tools/getDemo';
import { getPage } from './tools/getPage';
import { listPages } from './tools/listPages';
import { searchDocs } from './tools/searchDocs';

const product = z
  .enum(PRODUCT_OPTIONS)
  .optional()
  .describe('Limit to one product: data-grid, date-pickers, charts or tree-view.');
const language = z.enum(LANGUAGES).optional().describe('en (default) or zh for the Chinese pages.');
const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

/** Answers as MCP content: one Markdown text. A thrown error becomes an error result with its message (the SDK's). */
const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

/** The MCP server of the docs: five read-only tools over the packed documentation. */
export function createDocsServer(data: DocsData): McpServer {
  const { version } = data.manifest;
  const server = new McpServer(
    { name: 'mui-x-docs', version },
    {
      instructions: `The documentation of MUI X ${version} (Data Grid, Date and Time Pickers, Charts, Tree View) exactly as published for this version. Search it with search_docs, read pages with get_page, component and interface APIs with get_api, demo sources with get_demo; list_pages shows the navigation.`,
    },
  );
  server.registerTool(
    'search_docs',
    {
      title: 'Search the MUI X docs',
      description: `Search the MUI X ${version} documentation with the site's own search (guides, API props, slots, CSS classes). Returns titles, URLs, sections and short excerpts, best first.`,
      inputSchema: {
        query: z.string().min(1).max(200).describe('Words or an API name, e.g. "row grouping" or "processRowUpdate".'),
        product,
        language: language.describe('Index to search; default: zh when the query has Chinese characters, else en.'),
        limit: z.number().int().min(1).max(20).optional().describe('How many results (default 8).'),
      },
      annotations: READ_ONLY,
    },
    async (input) => text(searchDocs(data, input)),
  );
  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description: `A page of the MUI X ${version} docs as Markdown, demos' TypeScript inline. A /zh/x/… path gives the Chinese page.`,
      inputSchema: {
        path: z.string().min(1).max(300).describe('The page path or URL, e.g. /x/react-data-grid/editing/.'),
      },
      annotations: READ_ONLY,
    },
    async (input) => text(getPage(data, input)),
  );
  server.registerTool(
    'get_api',
    {
      title: 'Read a component or interface API',
      description: `The API of an MUI X ${version} component or interface: import lines, plan, props (name, type, default, description), slots and CSS classes, or an interface's properties and methods.`,
      inputSchema: {
        name: z.string().min(1).max(100).describe('Exported name, e.g. DataGridPro, GridColDef, DatePicker.'),
        language,
      },
      annotations: READ_ONLY,
    },
    async (input) => text(getApi(data, input)),
  );
  server.registerTool(
    'list_pages',
    {
      title: 'List the docs pages',
      description: `The navigation of the MUI X ${version} docs: every page with its URL, plan and demo count, by section.`,
      inputSchema: { product, language },
      annotations: READ_ONLY,
    },
    async (input) => text(listPages(data, input)),
  );
  server.registerTool(
    'get_demo',
    {
      title: 'Get a demo’s source',
      description: `The full TypeScript source of a demo of an MUI X ${version} docs page, with the local data modules it imports.`,
      inputSchema: {
        page: z.string().min(1).max(300).describe('The page path or URL, e.g. /x/react-data-grid/editing/.'),
        demo: z.string().min(1).max(100).describe('The demo name, as get_page shows it (e.g. CellEditingGrid).'),
      },
      annotations: READ_ONLY,
    },
    async (input) => text(getDemo(data, input)),
  );
  return server;
}
