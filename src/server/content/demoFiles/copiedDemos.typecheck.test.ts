import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_COMPILER_OPTIONS } from '@/content/demo/sandbox/createSandboxFiles';
import { CONTENT_ROOT } from '../contentFiles';
import { cssModuleFileName } from '../loadDemo';
import { readImportSpecifiers } from './collectDemoDataModules';
import { readDemoDataFile, readDemoSource, type ShownFile } from './readDemoFiles';

/*
 * The promise of the code view: the files a reader sees under a demo, copied into an empty project that has only
 * the packages, run. For every demo file this writes exactly those files (the demo, its CSS module, its data
 * modules) into a temporary folder outside the repository, with no path aliases, and type-checks them all as one
 * TypeScript program against the installed packages, with the compiler options of the exported sandboxes.
 * Demos showing the same files beside them share a folder, so each data module is checked once per set, not per demo.
 */

// What Vite's client types (`vite/client`, referenced by a Vite project) declare for CSS modules.
const CSS_MODULE_TYPES =
  "declare module '*.module.css' {\n  const classes: Record<string, string>;\n  export default classes;\n}\n";

function listDemoFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return listDemoFiles(full);
    }
    return path.basename(directory) === 'demos' && entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The files a reader is shown for one demo, as path beside the demo → text, in one code language. */
interface ShownDemo {
  repositoryFile: string;
  demo: ShownFile;
  companions: ShownFile[];
}

/** The errors `tsc -p <folder>` reports, each with its file (absolute), line and first message line. */
async function runTsc(folder: string): Promise<{ file: string; line: number; message: string }[]> {
  const tsc = createRequire(__filename).resolve('typescript/bin/tsc');
  const output = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      [tsc, '-p', folder, '--pretty', 'false'],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) =>
        // tsc exits 2 when it reports errors: those are the result, not a failure to run.
        error && error.code !== 2 ? reject(error) : resolve(stdout),
    ),
  );
  return [...output.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/gm)].map(([, file, line, message]) => ({
    file: path.resolve(folder, file!),
    line: Number(line),
    message: message!,
  }));
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'copied-demos-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('copied demos', () => {
  it('every demo, with the files shown beside it, type-checks in an empty project with only the packages', async () => {
    const started = performance.now();
    const demoFiles = listDemoFiles(CONTENT_ROOT).sort();
    const shown: Record<'TS' | 'JS', ShownDemo[]> = { TS: [], JS: [] };
    for (const file of demoFiles) {
      const { sources, dataModules } = await readDemoSource(file);
      const cssName = cssModuleFileName(path.basename(file).replace(/\.css\.tsx$/, ''));
      const css = file.endsWith('.css.tsx')
        ? [{ fileName: cssName, code: fs.readFileSync(path.join(path.dirname(file), cssName), 'utf8') }]
        : [];
      for (const variant of ['TS', 'JS'] as const) {
        const data = await Promise.all(dataModules.map(async (module) => (await readDemoDataFile(module))[variant]));
        shown[variant].push({ repositoryFile: file, demo: sources[variant], companions: [...css, ...data] });
      }
    }

    // Each relative import of a shown file names another shown file: nothing else is there to copy.
    const unresolved = [...shown.TS, ...shown.JS].flatMap(({ repositoryFile, demo, companions }) => {
      const names = new Set([demo, ...companions].map((file) => file.fileName));
      return [demo, ...companions].flatMap((file) =>
        readImportSpecifiers(file.code, file.fileName)
          .filter((specifier) => !specifier.match(/^[@a-z]/i))
          .map((specifier) => path.posix.join(path.posix.dirname(file.fileName), specifier))
          .filter((target) => !['', '.ts', '.tsx', '.js'].some((extension) => names.has(`${target}${extension}`)))
          .map((target) => `${path.relative(CONTENT_ROOT, repositoryFile)}: ${file.fileName} imports ${target}`),
      );
    });
    expect(unresolved).toEqual([]);

    // One folder per set of companion files; demo files are prefixed with their page so names cannot collide.
    fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
    fs.writeFileSync(path.join(root, 'css-modules.d.ts'), CSS_MODULE_TYPES);
    const folders = new Map<string, string>();
    const origins = new Map<string, string>();
    for (const { repositoryFile, demo, companions } of shown.TS) {
      const setKey = companions.map((file) => file.fileName).join('+');
      let folder = folders.get(setKey);
      if (!folder) {
        folder = path.join(root, `set-${folders.size}`);
        folders.set(setKey, folder);
      }
      const relative = path.relative(CONTENT_ROOT, path.dirname(repositoryFile)).replace(/[\\/]/g, '_');
      const target = path.join(folder, `${relative}_${demo.fileName}`);
      origins.set(target, repositoryFile);
      fs.mkdirSync(path.join(folder, 'data'), { recursive: true });
      fs.writeFileSync(target, demo.code);
      for (const file of companions) {
        const destination = path.join(folder, file.fileName);
        if (fs.existsSync(destination) && fs.readFileSync(destination, 'utf8') !== file.code) {
          throw new Error(`Two demos show different files named ${file.fileName}; give one another name.`);
        }
        fs.writeFileSync(destination, file.code);
      }
    }
    const prepared = performance.now();

    // `tsc -p` on the folder, as a reader's project would run it, in a process of its own: the worker stays free to
    // answer Vitest while the type-check runs (a minute-long synchronous check made its calls time out).
    const files = [path.join(root, 'css-modules.d.ts'), ...origins.keys()];
    fs.writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { ...SANDBOX_COMPILER_OPTIONS, types: [] }, files }),
    );
    const diagnostics = (await runTsc(root)).map(
      ({ file, line, message }) => `${origins.get(file) ?? file}:${line}: ${message}`,
    );
    console.info(
      `copied demos: ${demoFiles.length} demo files in ${folders.size} folders; reading ` +
        `${Math.round((prepared - started) / 1000)} s, type-check ${Math.round((performance.now() - prepared) / 1000)} s`,
    );
    expect(diagnostics).toEqual([]);
  }, 600_000);
});
