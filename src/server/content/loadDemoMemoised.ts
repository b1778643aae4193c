import fs from 'node:fs';
import path from 'node:path';
import { processMemo } from './processMemo';
import { loadDemo } from './loadDemo';

type LoadedDemo = ReturnType<typeof loadDemo>;

/** What a demo's loaded form depends on: the name, size and time of every file of its page's `demos/` folder. */
function demosFolderStamp(pageDirectory: string): string {
  const directory = path.join(pageDirectory, 'demos');
  return fs
    .readdirSync(directory)
    .sort()
    .map((file) => {
      const { size, mtimeMs } = fs.statSync(path.join(directory, file));
      return `${file}:${size}:${mtimeMs}`;
    })
    .join('|');
}

/**
 * `loadDemo` (formatting, JavaScript generation and highlighting: most of a page's getStaticProps time) once per demo
 * until a file of its `demos/` folder changes: a Markdown edit, or the other language of the page, reuses it.
 */
export function loadDemoMemoised(pageDirectory: string, name: string, pageFile: string): LoadedDemo {
  const memo = processMemo('loadedDemos', () => new Map<string, { stamp: string; demo: LoadedDemo }>());
  const key = path.join(pageDirectory, 'demos', name);
  const stamp = fs.existsSync(path.join(pageDirectory, 'demos')) ? demosFolderStamp(pageDirectory) : '';
  const known = memo.get(key);
  if (known?.stamp === stamp) {
    return known.demo;
  }
  const demo = loadDemo(pageDirectory, name, pageFile);
  memo.set(key, { stamp, demo });
  // A failure (a missing file, a syntax error) is reported each time, not remembered.
  demo.catch(() => memo.delete(key));
  return demo;
}
