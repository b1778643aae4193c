import { siteDirectory } from '../siteDirectory';
import { findChromium } from './findChromium';
import { QUIET_CHROMIUM_FLAGS } from './launchChromium';
import { median } from './medianFigures';
import { runLighthouse } from './runLighthouse';
import { startStaticServer } from './staticServer';
import { withoutHeadScript } from './withoutHeadScript';
import { writeNoJsCopies } from './writeNoJsCopies';
import { writePageCopies } from './writePageCopies';

/**
 * How much of a page's blocking time its head script accounts for (issue 39): the page as built, its copy without
 * scripts and its copy without only the head's inline script (preferences, shell controls, early input, loader), in
 * alternating Lighthouse runs, each run's total blocking time printed, then the median and the runs that blocked.
 *
 *   DOCS_SITE_DIR=out npx tsx scripts/bench/lighthouseHeadScript.ts [route] [rounds]
 */
async function main() {
  const route = process.argv[2] ?? '/x/introduction/installation/';
  const rounds = Number(process.argv[3] ?? 8);
  const chromePath = findChromium();
  if (!chromePath) {
    throw new Error('No Chromium at /usr/bin/chromium or CHROME_PATH.');
  }
  const outDir = siteDirectory();
  const copies = [
    { name: 'no scripts', ...writeNoJsCopies(outDir, [route]) },
    {
      name: 'no head script',
      ...writePageCopies(outDir, '__bench-no-head-script', [route], withoutHeadScript, 'without its head script'),
    },
  ];
  const variants = [
    { name: 'as built', route },
    ...copies.map(({ name, copyRoute }) => ({ name, route: copyRoute(route) })),
  ];
  const server = await startStaticServer(outDir);
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS] });
  try {
    const tbt = new Map<string, number[]>();
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of variants) {
        const figures = await runLighthouse(`${server.url}${variant.route}`, chrome.port);
        tbt.set(variant.name, [...(tbt.get(variant.name) ?? []), Math.round(figures.tbtMs)]);
      }
    }
    console.log(
      `Lighthouse TBT of ${route}, ${rounds} alternating rounds (each run, the median, the runs that blocked)`,
    );
    for (const [name, runs] of tbt) {
      const blocked = runs.filter((ms) => ms > 0).length;
      console.log(
        `${name.padEnd(16)} ${runs.join(' ').padEnd(40)} median ${median(runs)} ms, ${blocked} of ${runs.length}`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
    copies.forEach((copy) => copy.remove());
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
