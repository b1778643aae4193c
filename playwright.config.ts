import { defineConfig, devices } from '@playwright/test';
import e2eEnvironment from './scripts/e2eEnvironment.json';
import { siteDirectory } from './scripts/siteDirectory';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests',
  // The authoring loop runs against `npm run dev`, with a configuration of its own (playwright.dev.config.ts).
  testIgnore: 'dev/**',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The e2e build's folder: scripts/test-e2e.ts sets DOCS_SITE_DIR before it builds and starts this run.
      command: `npx tsx scripts/siteServer/serveSite.ts ${siteDirectory()} --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/x/introduction/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The ad network the e2e build points at (scripts/e2eEnvironment.json); ad tests route to servers of their own.
      command: 'npx tsx tests/adNetwork/startSharedAdNetwork.ts',
      url: `${new URL(e2eEnvironment.NEXT_PUBLIC_AD_SCRIPT_URL).origin}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
