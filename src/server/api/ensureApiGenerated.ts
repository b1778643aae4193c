import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getApiIndexPath } from './apiOutputPaths';

const GENERATOR = path.join('scripts', 'api', 'generateApi.ts');

/**
 * Runs the generator when generated/api/ has no index yet (a fresh checkout that skipped `npm run generate:api`).
 * It runs in a child process so the TypeScript compiler never becomes part of a page bundle.
 */
export function ensureApiGenerated(): void {
  if (fs.existsSync(getApiIndexPath())) {
    return;
  }
  try {
    execFileSync(process.execPath, ['--import', 'tsx', GENERATOR], { cwd: process.cwd(), stdio: 'inherit' });
  } catch (error) {
    throw new Error(
      `The API reference is missing and generating it failed. Run \`npm run generate:api\` and read its output.\n${String(error)}`,
    );
  }
  if (!fs.existsSync(getApiIndexPath())) {
    throw new Error(
      `The API generator ran but wrote no ${getApiIndexPath()}. Run \`npm run generate:api -- --force\`.`,
    );
  }
}
