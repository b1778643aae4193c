import { defineConfig, devices } from '@playwright/test';

/**
 * The authoring loop against `npm run dev` (tests/dev/): one worker, since the test starts its own development server
 * and edits content files, and apart from the production-build suite (playwright.config.ts), whose servers it needs
 * none of.
 */
export default defineConfig({
  testDir: 'tests/dev',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
