import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';
import { acceptsBrotli } from './acceptsBrotli';
import { brotliSiblingMethods } from './brotliSiblingMethods';

export interface SiteServer {
  /** Origin of the server, without a trailing slash: `http://127.0.0.1:<port>`. */
  url: string;
  close: () => Promise<void>;
}

export interface SiteServerOptions {
  host?: string;
  /** 0, the default, lets the system choose a free port. */
  port?: number;
  /** The host rules the build writes (serve.json): headers, trailing slashes, redirects. Default: the folder's own. */
  config?: string;
}

/**
 * serve-handler names every file in a `Content-Disposition` (inline, what a browser does anyway) and offers byte
 * ranges, which no one asks of a page: 72 bytes of every document's first round trip, where headers are not
 * compressed. A page's answer goes without them.
 */
function withoutIdleHeaders(response: http.ServerResponse) {
  const writeHead = response.writeHead.bind(response) as (status: number, headers?: http.OutgoingHttpHeaders) => void;
  // Innermost of the writeHead wrappers (the compression middleware's comes later and has set the headers by then).
  response.writeHead = ((status: number, headers?: http.OutgoingHttpHeaders) => {
    const type = headers?.['Content-Type'] ?? response.getHeader('Content-Type');
    if (String(type ?? '').startsWith('text/html')) {
      for (const name of ['Content-Disposition', 'Accept-Ranges']) {
        response.removeHeader(name);
        delete headers?.[name];
      }
    }
    writeHead(status, headers);
    return response;
  }) as typeof response.writeHead;
}

/**
 * Serves a built site the way `serve` did, with serve.json's rules through serve-handler (ETags, the 404 page), plus
 * what serve does not do: a page goes out as the Brotli copy the build wrote beside it (quality 11), where serve
 * compressed each response again at quality 4. Everything else compressible is compressed per response, as before.
 */
export function startSiteServer(directory: string, options: SiteServerOptions = {}): Promise<SiteServer> {
  const root = path.resolve(directory);
  const configFile = path.resolve(root, options.config ?? 'serve.json');
  const config = { ...JSON.parse(fs.readFileSync(configFile, 'utf8')), public: root, etag: true };
  const compress = promisify(compression());
  const server = http.createServer((request, response) => {
    withoutIdleHeaders(response);
    const methods = acceptsBrotli(request.headers['accept-encoding']) ? brotliSiblingMethods(response) : {};
    compress(request as never, response as never)
      .then(() => handler(request, response, config, methods))
      .catch((error: unknown) => {
        console.error(`${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) {
          response.statusCode = 500;
        }
        response.end();
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { address, port } = server.address() as AddressInfo;
      const host = address.includes(':') ? `[${address}]` : address;
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
