import fs from 'node:fs';
import path from 'node:path';
import * as charts from '@mui/x-charts';
import * as chartsPro from '@mui/x-charts-pro';

const folders = (packageName: string) => fs.readdirSync(path.dirname(require.resolve(`${packageName}/package.json`)));

/**
 * What the installed Charts packages (`@mui/x-charts` and `@mui/x-charts-pro`) name after a pattern: their exports and
 * the folders they ship. A planned chart has neither, whatever its component ends up being called.
 */
export function chartsNamesMatching(pattern: RegExp): { exports: string[]; folders: string[] } {
  return {
    exports: [...Object.keys(charts), ...Object.keys(chartsPro)].filter((name) => pattern.test(name)),
    folders: [...folders('@mui/x-charts'), ...folders('@mui/x-charts-pro')].filter((name) => pattern.test(name)),
  };
}
