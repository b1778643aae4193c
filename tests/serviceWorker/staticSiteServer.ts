import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticSite {
  /** `http://localhost:<port>`: the e2e build registers its service worker on localhost only. */
  origin: string;
  /** Serves another build from now on, at the same origin: what a deploy does. */
  setRoot(root: string): void;
  /**
   * Drops every connection while offline. `context.setOffline` does not reach a service worker's own requests in
   * Chromium, so the tests cut the network on this side too.
   */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

/**
 * A static server for one test, on 127.0.0.1 and a free port, whose folder can be swapped between two builds.
 * Same rules as the production hosting (scripts/cacheHeaders.ts): directory URLs, revalidated HTML and worker,
 * `Service-Worker-Allowed: /` on the worker, 404.html for unknown paths.
 */
export async function startStaticSite(initialRoot: string): Promise<StaticSite> {
  let root = path.resolve(initialRoot);
  let offline = false;
  const server = http.createServer((request, response) => {
    if (offline) {
      request.socket.destroy();
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (!pathname.endsWith('/') && fs.existsSync(file) && fs.statSync(file).isDirectory()) {
      response.writeHead(301, { Location: `${pathname}/` }).end();
      return;
    }
    let status = 200;
    if (!fs.existsSync(file)) {
      status = 404;
      file = path.join(root, '404.html');
    }
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/_next/static/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    };
    if (pathname === '/x/sw.js') {
      headers['Service-Worker-Allowed'] = '/';
    }
    response.writeHead(status, headers);
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    setRoot(next) {
      root = path.resolve(next);
    },
    setOffline(value) {
      offline = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
