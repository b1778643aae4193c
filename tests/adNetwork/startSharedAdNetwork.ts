import e2eEnvironment from '../../scripts/e2eEnvironment.json';
import { startAdNetworkServer } from './adNetworkServer';

/**
 * The ad network every e2e test reaches unless it routes the ad URLs to a server of its own (adNetworkFixture.ts):
 * started by playwright.config.ts on the fixed port the e2e build points at, answering the `quiet` scenario.
 */
async function main() {
  const port = Number(new URL(e2eEnvironment.NEXT_PUBLIC_AD_SCRIPT_URL).port);
  const server = await startAdNetworkServer('quiet', port);
  console.log(`Shared e2e ad network on ${server.origin}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(`The shared e2e ad network could not start: ${String(error)}`);
  process.exit(1);
});
