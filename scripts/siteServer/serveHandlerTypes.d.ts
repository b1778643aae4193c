// serve-handler ships no types: what the site's server uses of it.
declare module 'serve-handler' {
  import type { ReadStream, Stats } from 'node:fs';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The file-system methods a caller may replace (the ones the site's server replaces). */
  export interface FileMethods {
    lstat?: (file: string) => Promise<Stats>;
    createReadStream?: (file: string, options?: { start?: number; end?: number }) => ReadStream;
  }

  /** Answers `request` from `config.public` with serve.json's rules (headers, trailing slashes, redirects…). */
  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    config: Record<string, unknown>,
    methods?: FileMethods,
  ): Promise<void>;
}
