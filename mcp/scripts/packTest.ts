import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

/**
 * The package on its own: `npm pack` of mcp/ (packed by the build), installed into an empty folder outside this
 * repository (its dependencies from the npm registry, or npm's cache), started by its bin and asked a search.
 * Returns the first result line and the package's size.
 */
export async function checkPackedServer(): Promise<{ firstResult: string; tarballKb: number; installMs: number }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-x-docs-mcp-'));
  try {
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', folder], { cwd: 'mcp' })
      .toString()
      .trim()
      .split('\n')
      .pop()!;
    const project = path.join(folder, 'project');
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, 'package.json'), '{ "name": "empty", "private": true }\n');
    const installStarted = Date.now();
    execFileSync(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--silent', path.join(folder, tarball)],
      { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const installMs = Date.now() - installStarted;
    const client = new Client({ name: 'pack-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: path.join(project, 'node_modules', '.bin', 'mui-x-docs-mcp'),
        cwd: project,
        stderr: 'inherit',
      }),
    );
    try {
      const result = await client.callTool({ name: 'search_docs', arguments: { query: 'row grouping' } });
      const text = (result.content as { text: string }[])[0]?.text ?? '';
      if (result.isError || !text.includes('MUI X 7.21.0')) {
        throw new Error(`The installed package answered search_docs with: ${text}`);
      }
      const firstResult = /^1\. .+\n {3}URL: \S+/m.exec(text)?.[0] ?? '';
      return { firstResult, tarballKb: fs.statSync(path.join(folder, tarball)).size / 1024, installMs };
    } finally {
      await client.close();
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('mcp/scripts/packTest.ts')) {
  checkPackedServer()
    .then(({ firstResult, tarballKb, installMs }) => {
      console.log(
        `Packed server: ${tarballKb.toFixed(0)} KB tarball, installed in an empty folder in ${(installMs / 1000).toFixed(1)} s, answered search_docs:\n${firstResult}`,
      );
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
