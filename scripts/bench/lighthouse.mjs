import fs from 'node:fs';
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROUTES = ['/x/introduction/', '/x/introduction/installation/', '/x/common-concepts/custom-components/'];
const PORT = 4321;

function findChromium() {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return fs.existsSync(candidate) ? candidate : null;
}

async function waitForServer(url, attempts = 50) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The static server did not answer at ${url}.`);
}

/** Lighthouse scores for a few routes of out/, served locally; skipped (with a note) when no Chromium is installed. */
export async function runLighthouse() {
  const chromePath = findChromium();
  if (!chromePath) {
    console.log('Lighthouse: skipped (no Chromium at /usr/bin/chromium or CHROME_PATH).');
    return;
  }
  const server = spawn('npx', ['serve', 'out', '--listen', `tcp://127.0.0.1:${PORT}`, '--no-clipboard', '--no-port-switching', '--config', 'serve.json'], {
    stdio: 'ignore',
  });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/x/introduction/`);
    console.log('\nLighthouse (mobile emulation, simulated throttling)\n');
    console.log(`${'route'.padEnd(42)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}`);
    for (const route of ROUTES) {
      const result = await lighthouse(`http://127.0.0.1:${PORT}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits } = result.lhr;
      const score = (category) => String(Math.round((categories[category]?.score ?? 0) * 100)).padStart(5);
      const value = (id, digits = 0) => (audits[id]?.numericValue ?? NaN).toFixed(digits);
      console.log(
        `${route.padEnd(42)} ${score('performance')} ${score('accessibility')} ${value('largest-contentful-paint').padStart(8)} ${value('total-blocking-time').padStart(7)} ${value('cumulative-layout-shift', 3).padStart(6)}`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
}
