import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The English text a translation recorded, read back from git's objects by its blob id; null when this clone lacks it
 * (never committed, or a shallow clone).
 */
export function readRecordedEnglish(hash: string): string | null {
  try {
    return execFileSync('git', ['cat-file', 'blob', hash], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/** A unified diff (git's) from the recorded English text to the current one, labelled with the file's path. */
export function diffEnglish(recorded: string, current: string, repositoryPath: string): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-diff-'));
  try {
    for (const [side, text] of [
      ['recorded', recorded],
      ['current', current],
    ] as const) {
      fs.mkdirSync(path.dirname(path.join(directory, side, repositoryPath)), { recursive: true });
      fs.writeFileSync(path.join(directory, side, repositoryPath), text);
    }
    const result = spawnSync(
      'git',
      [
        'diff',
        '--no-index',
        '--no-color',
        '--no-prefix',
        path.join('recorded', repositoryPath),
        path.join('current', repositoryPath),
      ],
      { cwd: directory, encoding: 'utf8' },
    );
    // git diff exits 1 when the files differ.
    if (result.status !== 0 && result.status !== 1) {
      throw new Error(`git diff failed for ${repositoryPath}: ${result.stderr}`);
    }
    return result.stdout;
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
