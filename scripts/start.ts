import { ensureBuild } from './ensureBuild';
import { siteDirectory } from './siteDirectory';
import { startSiteServer } from './siteServer/startSiteServer';

/** Serves the static build (out/) with the host rules of its serve.json, building first when needed. */
ensureBuild();
void startSiteServer(siteDirectory(), {
  host: process.env.HOST ?? '0.0.0.0',
  port: Number(process.env.PORT ?? '3000'),
}).then(
  (server) => console.log(`Serving ${siteDirectory()} at ${server.url.replace('0.0.0.0', 'localhost')}`),
  (error: unknown) => {
    console.error(`Could not serve ${siteDirectory()}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
