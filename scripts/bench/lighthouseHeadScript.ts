import fs from 'node:fs';
import path from 'node:path';
import { writeBrotliSiblingSync } from '@/server/pipeline/brotliSiblings';
import { siteDirectory } from '../siteDirectory';
import { findChromium } from './findChromium';
import { QUIET_CHROMIUM_FLAGS } from './launchChromium';
import { median } from './medianFigures';
import { runLighthouse } from './runLighthouse';
import { startStaticServer } from './staticServer';
import { stripScripts } from './stripScripts';
import { withoutHeadScript } from './withoutHeadScript';

/**
 * How much of a page's blocking time its head script accounts for (issue 39): the page as built, its copy without
 * scripts and its copy without only the head's inline script (preferences, shell controls, early input, loader), in
 * alternating Lighthouse runs, each run's total blocking time printed, then the median and the runs that blocked.
 *
 *   DOCS_SITE_DIR=out npx tsx scripts/bench/lighthouseHeadScript.ts [route] [rounds]
 */
const FOLDER = '__bench-head-script';
const VARIANTS = {
  'as built': (html: string) => html,
  'no scripts': stripScripts,
  'no head script': withoutHeadScript,
};

async function main() {
  const route = process.argv[2] ?? '/x/introduction/installation/';
  const rounds = Number(process.argv[3] ?? 8);
  const chromePath = findChromium();
  if (!chromePath) {
    throw new Error('No Chromium at /usr/bin/chromium or CHROME_PATH.');
  }
  const outDir = siteDirectory();
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const routes = Object.entries(VARIANTS).map(([name, transform], index) => {
    if (index === 0) {
      return { name, route };
    }
    const copy = path.join(outDir, FOLDER, String(index), route, 'index.html');
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.writeFileSync(copy, transform(html));
    writeBrotliSiblingSync(copy);
    return { name, route: `/${FOLDER}/${index}${route}` };
  });
  const server = await startStaticServer(outDir);
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS] });
  try {
    const tbt = new Map<string, number[]>();
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of routes) {
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
    fs.rmSync(path.join(outDir, FOLDER), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
