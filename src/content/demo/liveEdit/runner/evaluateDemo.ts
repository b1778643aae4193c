import type { ComponentType } from 'react';
import { LOOP_GUARD_NAME, type LoopGuard } from './loopGuard';

/** Compiled demo code wrapped as a CommonJS module body, given the guard its loops call. */
export type DemoFactory = (
  require: (specifier: string) => unknown,
  module: { exports: object },
  exports: object,
  loopGuard: LoopGuard,
) => void;

let loadedScripts = 0;

/**
 * Turns compiled code into a function by loading it as a script from a `blob:` URL made in the runner's document: its
 * policy allows `blob:` scripts, so no page of the site needs `'unsafe-eval'`. A syntax error the script throws
 * while loading is reported by the window's error event, which is matched to this script by its URL.
 */
export function loadDemoFactory(code: string): Promise<DemoFactory> {
  loadedScripts += 1;
  const key = `__demoFactory${loadedScripts}`;
  const registry = window as unknown as Record<string, DemoFactory | undefined>;
  const source = `window[${JSON.stringify(key)}]=function(require,module,exports,${LOOP_GUARD_NAME}){${code}\n};`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  return new Promise<DemoFactory>((resolve, reject) => {
    const script = document.createElement('script');
    let loadError: unknown = null;
    const onError = (event: ErrorEvent) => {
      if (event.filename === url) {
        event.preventDefault();
        loadError = event.error ?? new Error(event.message);
      }
    };
    const finish = () => {
      window.removeEventListener('error', onError);
      script.remove();
      URL.revokeObjectURL(url);
      const factory = registry[key];
      delete registry[key];
      if (factory && !loadError) {
        resolve(factory);
      } else {
        reject(loadError ?? new Error('The edited code could not be loaded.'));
      }
    };
    window.addEventListener('error', onError);
    script.onload = finish;
    script.onerror = finish;
    script.src = url;
    document.head.append(script);
  });
}

/**
 * Runs compiled demo code with `require` answering from the modules already loaded, and returns its default export.
 * Only the runner's page may call it (see docs/decisions/0007-sandboxed-demo-runner.md).
 */
export async function evaluateDemo(
  code: string,
  modules: ReadonlyMap<string, unknown>,
  loopGuard: LoopGuard,
  loadFactory: (code: string) => Promise<DemoFactory> = loadDemoFactory,
): Promise<ComponentType> {
  const require = (specifier: string) => {
    if (!modules.has(specifier)) {
      throw new Error(`"${specifier}" was not loaded before the demo ran.`);
    }
    return modules.get(specifier);
  };
  const module = { exports: {} as Record<string, unknown> };
  (await loadFactory(code))(require, module, module.exports, loopGuard);
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error('The code has no default export: export the demo component with `export default function …`.');
  }
  return component as ComponentType;
}
