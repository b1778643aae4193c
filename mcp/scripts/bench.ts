import fs from 'node:fs';
import os from 'node:os';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import relevanceSet from '../../src/search/relevanceSet.json';

/** Targets of issue 25, on this machine. */
const TARGETS = { readyMs: 2000, searchMedianMs: 50, memoryMb: 200 };

/** Peak resident memory of a process, from Linux's /proc (VmHWM); null elsewhere. */
function peakMemoryMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes ? Number(kilobytes) / 1024 : null;
  } catch {
    return null;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Starts the packed server (mcp/dist/server.mjs) as an assistant would and prints: the time until it answers the
 * protocol's handshake, the median round trip of search_docs over the relevance set's queries, and its peak memory.
 */
async function main() {
  const started = performance.now();
  const transport = new StdioClientTransport({ command: process.execPath, args: ['mcp/dist/server.mjs'] });
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(transport);
  const handshakeMs = performance.now() - started;
  // Ready means answering a search: the time to the first search_docs answer, index building included.
  const first = await client.callTool({ name: 'search_docs', arguments: { query: 'data grid' } });
  const readyMs = performance.now() - started;
  if (first.isError) {
    throw new Error(`search_docs failed: ${JSON.stringify(first.content)}`);
  }
  const times: number[] = [];
  for (const { query, language } of relevanceSet.queries) {
    const before = performance.now();
    const result = await client.callTool({ name: 'search_docs', arguments: { query, language } });
    times.push(performance.now() - before);
    if (result.isError) {
      throw new Error(`search_docs("${query}") failed: ${JSON.stringify(result.content)}`);
    }
  }
  const memoryMb = transport.pid ? peakMemoryMb(transport.pid) : null;
  await client.close();
  const searchMedianMs = median(times);
  const rows = [
    [
      `ready after start (first search_docs answered; handshake after ${handshakeMs.toFixed(0)} ms)`,
      `${readyMs.toFixed(0)} ms`,
      `≤ ${TARGETS.readyMs} ms`,
      readyMs <= TARGETS.readyMs,
    ],
    [
      `search_docs median (${times.length} queries)`,
      `${searchMedianMs.toFixed(1)} ms`,
      `≤ ${TARGETS.searchMedianMs} ms`,
      searchMedianMs <= TARGETS.searchMedianMs,
    ],
    [
      'peak memory (RSS)',
      memoryMb === null ? 'not measured' : `${memoryMb.toFixed(0)} MB`,
      `≤ ${TARGETS.memoryMb} MB`,
      memoryMb === null || memoryMb <= TARGETS.memoryMb,
    ],
  ] as const;
  // The figures depend on what else the machine runs: the load average is printed with them.
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(`MCP server bench, ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${load}:`);
  for (const [name, value, target, met] of rows) {
    console.log(`- ${name}: ${value} (target ${target})${met ? '' : ' MISSED'}`);
  }
  if (rows.some(([, , , met]) => !met)) {
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
