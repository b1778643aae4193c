import fs from 'node:fs';
import path from 'node:path';
import { firstLoadJs } from '../scripts/bench/firstLoadJs';
import { MEASURED_PAGES } from '../scripts/bench/measuredPages';
import { TARGETS } from '../scripts/bench/targets';
import { siteDirectory } from '../scripts/siteDirectory';
import { expect, test } from './fixtures';

// Issue 39: every page kind a reader lands on, demo pages included, loads at most 110 KB of JavaScript (gzip) before
// a reader interacts, counted as `npm run bench` counts it, on the built site.
test('each measured page kind loads at most the first-load JavaScript budget', () => {
  const site = siteDirectory();
  const figures = MEASURED_PAGES.map(({ kind, route }) => {
    const html = fs.readFileSync(path.join(site, route, 'index.html'), 'utf8');
    const { files, kb } = firstLoadJs(site, html);
    return { kind, route, files, kb: Number(kb.toFixed(1)) };
  });
  for (const { kind, route, files, kb } of figures) {
    test
      .info()
      .annotations.push({ type: 'first-load JS', description: `${kind} ${route}: ${kb} KB in ${files} files` });
    console.log(`first-load JS, ${kind} ${route}: ${kb} KB in ${files} files (budget ${TARGETS.firstLoadKb} KB)`);
  }
  expect(figures.filter((figure) => figure.kb > TARGETS.firstLoadKb)).toEqual([]);
});
