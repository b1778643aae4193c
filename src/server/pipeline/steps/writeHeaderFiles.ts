import fs from 'node:fs';
import path from 'node:path';
import { toHeadersFile, toServeJson } from '../../../../scripts/cacheHeaders';
import type { BuildContext } from '../buildStep';
import { buildContentSecurityPolicy, buildRunnerContentSecurityPolicy, securityHeaders } from '../securityHeaders';

/**
 * Writes serve.json and _headers into the site folder: the policy allows exactly the inline scripts this build
 * emitted, by hash; the live-edit runner's page gets a policy of its own (evaluation allowed, sandboxed, this site only).
 */
export function writeHeaderFiles({ outDir, scriptHashes, environment }: BuildContext): string {
  const headers = securityHeaders(buildContentSecurityPolicy({ scriptHashes, environment }));
  const runnerHeaders = securityHeaders(buildRunnerContentSecurityPolicy({ scriptHashes }));
  fs.writeFileSync(
    path.join(outDir, 'serve.json'),
    `${JSON.stringify(toServeJson(headers, runnerHeaders), null, 2)}\n`,
  );
  fs.writeFileSync(path.join(outDir, '_headers'), toHeadersFile(headers, runnerHeaders));
  return `serve.json and _headers, Content-Security-Policy with ${scriptHashes.length} inline script hash(es)`;
}
