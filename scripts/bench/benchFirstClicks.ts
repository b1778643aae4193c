import { siteDirectory } from '../siteDirectory';
import { formatFirstClick, missedFirstClickTargets, type ClickMoment } from './firstClickFigures';
import { launchChromium } from './launchChromium';
import { measureFirstClicksInBrowser } from './measureFirstClicksInBrowser';
import { startStaticServer } from './staticServer';

/**
 * The first click on each shell control of the measured pages, on a phone profile, against the built site alone
 * (`npm run bench` prints the same figures among the others): `npx tsx scripts/bench/benchFirstClicks.ts
 * [--first-paint-only] [--runs N]`: taps as soon as the page has painted and once it has loaded, unless told. Exits
 * with 1 when a control misses its target.
 */
async function main() {
  const runsFlag = process.argv.indexOf('--runs');
  const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : undefined;
  const moments: ClickMoment[] = process.argv.includes('--first-paint-only')
    ? ['first paint']
    : ['first paint', 'load'];
  const browser = await launchChromium();
  if (!browser) {
    throw new Error('No Chromium at /usr/bin/chromium or CHROME_PATH: install it to time the first clicks.');
  }
  const server = await startStaticServer(siteDirectory());
  try {
    const figures = await measureFirstClicksInBrowser(browser, server.url, { moments, runs });
    let page = '';
    for (const figure of figures) {
      if (figure.route !== page) {
        page = figure.route;
        console.log(`${figure.kind} page ${figure.route}`);
      }
      console.log(`  ${formatFirstClick(figure)}`);
    }
    const misses = missedFirstClickTargets(figures);
    for (const miss of misses) {
      console.log(`missed: ${miss.text}`);
    }
    process.exitCode = misses.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
