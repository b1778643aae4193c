/**
 * `tsx scripts/siteServer/serveSite.ts <folder> [--host H] [--port P] [--config serve.json]`: serves a built site
 * (startSiteServer) until stopped. The end-to-end tests and the bench run it in a process of its own.
 */
import { parseArgs } from 'node:util';
import { startSiteServer } from './startSiteServer';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { host: { type: 'string' }, port: { type: 'string' }, config: { type: 'string' } },
});
const [directory] = positionals;
if (!directory) {
  console.error('Usage: serveSite.ts <folder> [--host H] [--port P] [--config serve.json]');
  process.exit(2);
}
void startSiteServer(directory, {
  host: values.host,
  port: values.port === undefined ? undefined : Number(values.port),
  config: values.config,
}).then((server) => {
  console.log(`Serving ${directory} at ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.close().then(() => process.exit(0)));
  }
});
