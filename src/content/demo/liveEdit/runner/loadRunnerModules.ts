import { DEMO_DATA_SPECIFIER, isRelativeSpecifier } from './demoImportSpecifiers';

export type ModuleLoaders = Record<string, () => Promise<unknown>>;

/** An import the runner does not provide, named for the reader. */
export class UnavailableImportError extends Error {
  constructor(specifier: string) {
    super(
      `The live preview cannot import "${specifier}". It provides React, Material UI, the MUI X packages, the date ` +
        'libraries and icons the demos use, and the demo data (import it from "@content/demoData" or "./demoData").',
    );
    this.name = 'UnavailableImportError';
  }
}

/** The module the runner gives for a specifier: a file next to the demo is the demo data, as on the site. */
export function resolveRunnerSpecifier(specifier: string): string {
  return isRelativeSpecifier(specifier) && !specifier.endsWith('.css') ? DEMO_DATA_SPECIFIER : specifier;
}

/**
 * Loads the modules compiled code requires, each once for the runner's life (so later edits need no network), and
 * returns them by the specifier the code wrote. Rejects with UnavailableImportError, before anything loads, when one
 * is not provided.
 */
export function createModuleLoader(loaders: ModuleLoaders) {
  const loaded = new Map<string, Promise<unknown>>();
  const loadOne = (key: string) => {
    let promise = loaded.get(key);
    if (!promise) {
      promise = loaders[key]!();
      // A chunk that failed to download (offline) is tried again on the next edit.
      promise.catch(() => loaded.delete(key));
      loaded.set(key, promise);
    }
    return promise;
  };
  return async function loadModules(specifiers: string[]): Promise<Map<string, unknown>> {
    const missing = specifiers.find((specifier) => !Object.hasOwn(loaders, resolveRunnerSpecifier(specifier)));
    if (missing !== undefined) {
      throw new UnavailableImportError(missing);
    }
    const modules = await Promise.all(specifiers.map((specifier) => loadOne(resolveRunnerSpecifier(specifier))));
    return new Map(specifiers.map((specifier, index) => [specifier, modules[index]]));
  };
}
