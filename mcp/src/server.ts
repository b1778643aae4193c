#!/usr/bin/env node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createDocsServer } from './createDocsServer';
import { loadDocsData } from './loadDocsData';

/**
 * The MUI X docs MCP server over stdio. Its data is the package's `data/` folder (next to `dist/`), or the folder
 * given as `--data <folder>`. Stdout carries the protocol only; problems go to stderr.
 */
async function main() {
  const flag = process.argv.indexOf('--data');
  const dataDirectory =
    flag > 0 && process.argv[flag + 1]
      ? path.resolve(process.argv[flag + 1]!)
      : path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');
  const data = loadDocsData(dataDirectory);
  const server = createDocsServer(data);
  await server.connect(new StdioServerTransport());
  // The English index is built right after the handshake, while the client lists the tools; Chinese on first use.
  setImmediate(() => data.engine('en'));
}

main().catch((error: unknown) => {
  console.error(`mui-x-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
