import { execFileSync } from 'node:child_process';

/**
 * Imports a module in a Node process of its own, in native ES module mode, from the project's root: how a server
 * renderer or a test runner without a bundler would load it. Throws with Node's error (its code in the message) when
 * the import fails.
 */
export function nodeImport(specifier: string, ...flags: string[]): Buffer {
  return execFileSync(process.execPath, [...flags, '--input-type=module', '-e', `await import('${specifier}')`], {
    stdio: 'pipe',
  });
}
