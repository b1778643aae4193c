import { lcpRatio, roundedCls, tbtRatio } from './missedLighthouseTargets';
import type { PageAgainstNoJs } from './lighthouseAgainstNoJs';

const COLUMNS = [
  ['page', 46],
  ['perf', 5],
  ['a11y', 5],
  ['TBT ms', 7],
  ['no-JS TBT', 10],
  ['TBT ×', 6],
  ['CLS', 6],
  ['FCP ms', 7],
  ['LCP ms', 7],
  ['no-JS LCP', 10],
  ['LCP ×', 6],
  ['no-JS perf', 11],
  ['doc KB', 7],
  ['no-JS doc', 10],
] as const;

function line(cells: string[]): string {
  return cells
    .map((cell, index) => (index === 0 ? cell.padEnd(COLUMNS[0][1]) : cell.padStart(COLUMNS[index]![1])))
    .join(' ');
}

/** The Lighthouse table: each page's medians beside those of its copy without scripts, one line per page. */
export function formatLighthouseTable(rows: (PageAgainstNoJs & { label: string })[]): string[] {
  const ms = (value: number) => String(Math.round(value));
  return [
    line(COLUMNS.map(([title]) => title)),
    ...rows.map(({ label, page, noJs }) =>
      line([
        label,
        String(page.performance),
        String(page.accessibility),
        ms(page.tbtMs),
        ms(noJs.tbtMs),
        `${tbtRatio(page, noJs).toFixed(1)}×`,
        roundedCls(page.cls).toFixed(3),
        ms(page.fcpMs),
        ms(page.lcpMs),
        ms(noJs.lcpMs),
        `${lcpRatio(page, noJs).toFixed(2)}×`,
        String(noJs.performance),
        (page.documentBytes / 1000).toFixed(1),
        (noJs.documentBytes / 1000).toFixed(1),
      ]),
    ),
  ];
}
