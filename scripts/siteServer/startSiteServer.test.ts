import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBrotliSiblingSync } from '@/server/pipeline/brotliSiblings';
import { startSiteServer, type SiteServer } from './startSiteServer';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Editing a cell, one row at a time.</p>'.repeat(200)}</body></html>`;
const MISSING = `<!DOCTYPE html><html><body>${'<p>This page does not exist.</p>'.repeat(100)}</body></html>`;

let folder: string;
let server: SiteServer;

/** The raw answer, as the bytes on the wire: Node's http does not decode. */
function get(route: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(`${server.url}${route}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function write(relative: string, text: string, modified?: Date) {
  const file = path.join(folder, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (modified) fs.utimesSync(file, modified, modified);
  return file;
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  const config = {
    trailingSlash: true,
    headers: [{ source: '**', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }],
    redirects: [{ source: '/', destination: '/x/editing/', type: 302 }],
  };
  write('serve.json', JSON.stringify(config));
  writeBrotliSiblingSync(write('x/editing/index.html', PAGE));
  // A page changed after its copy was written: the copy, of the old text, is stale.
  writeBrotliSiblingSync(write('x/changed/index.html', MISSING, new Date(Date.now() - 120_000)));
  fs.utimesSync(
    path.join(folder, 'x/changed/index.html.br'),
    new Date(Date.now() - 60_000),
    new Date(Date.now() - 60_000),
  );
  write('x/changed/index.html', PAGE);
  write('x/plain/index.html', PAGE);
  writeBrotliSiblingSync(write('404.html', MISSING));
  server = await startSiteServer(folder);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the site server', () => {
  it("answers a browser that accepts Brotli with the build's copy of the page, and the configuration's headers", async () => {
    const answer = await get('/x/editing/', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(fs.readFileSync(path.join(folder, 'x/editing/index.html.br')))).toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    // Nothing a browser needs of a page: serve-handler's Content-Disposition and Accept-Ranges.
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.headers['accept-ranges']).toBeUndefined();
  });

  it('compresses per response for a browser without Brotli, and sends the page itself to one that accepts nothing', async () => {
    const gzip = await get('/x/editing/', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);
    const identity = await get('/x/editing/', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(PAGE);
  });

  it('never sends a copy older than its page, nor one that is missing: the page is compressed per response', async () => {
    expect(fs.existsSync(path.join(folder, 'x/plain/index.html.br'))).toBe(false);
    for (const route of ['/x/changed/', '/x/plain/']) {
      const answer = await get(route, 'br');
      expect(answer.status, route).toBe(200);
      expect(answer.headers['content-encoding'], route).toBe('br');
      expect(zlib.brotliDecompressSync(answer.body).toString(), route).toBe(PAGE);
    }
  });

  it("keeps the configuration's rules: the 404 page from its copy, trailing slashes, redirects", async () => {
    const missing = await get('/x/nowhere/', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(missing.body).toString()).toBe(MISSING);
    const bare = await get('/x/editing');
    expect([bare.status, bare.headers.location]).toEqual([301, '/x/editing/']);
    const root = await get('/');
    expect([root.status, root.headers.location]).toEqual([302, '/x/editing/']);
  });
});
