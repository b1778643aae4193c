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
