import { medianFigures } from './medianFigures';
import { runLighthouse, type LighthouseFigures } from './runLighthouse';
import { writeNoJsCopies } from './writeNoJsCopies';

export interface PageAgainstNoJs {
  route: string;
  /** Median figures of the page as built. */
  page: LighthouseFigures;
  /** Median figures of the same page with every script removed. */
  noJs: LighthouseFigures;
}

interface Options {
  /** The built site's folder, served at `origin`. */
  outDir: string;
  origin: string;
  routes: readonly string[];
  chromePort: number;
  runs: number;
}

/**
 * Lighthouse medians of each route and of its copy without scripts. The two alternate (page, copy, page, copy…) so
 * that a busy moment of the machine weighs on both alike. The copies are deleted afterwards, even on failure.
 */
export async function lighthouseAgainstNoJs({
  outDir,
  origin,
  routes,
  chromePort,
  runs,
}: Options): Promise<PageAgainstNoJs[]> {
  const copies = writeNoJsCopies(outDir, routes);
  try {
    const results: PageAgainstNoJs[] = [];
    for (const route of routes) {
      const pageRuns: LighthouseFigures[] = [];
      const noJsRuns: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        pageRuns.push(await runLighthouse(`${origin}${route}`, chromePort));
        noJsRuns.push(await runLighthouse(`${origin}${copies.copyRoute(route)}`, chromePort));
      }
      results.push({ route, page: medianFigures(pageRuns), noJs: medianFigures(noJsRuns) });
    }
    return results;
  } finally {
    copies.remove();
  }
}
