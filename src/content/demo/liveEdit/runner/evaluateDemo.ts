import type { ComponentType } from 'react';

/**
 * Runs compiled demo code with `require` answering from the modules already loaded, and returns its default export.
 * Only the runner's page may call it: its policy allows evaluation because its origin is opaque
 * (see docs/decisions/0007-sandboxed-demo-runner.md).
 */
export function evaluateDemo(code: string, modules: ReadonlyMap<string, unknown>): ComponentType {
  const require = (specifier: string) => {
    if (!modules.has(specifier)) {
      throw new Error(`"${specifier}" was not loaded before the demo ran.`);
    }
    return modules.get(specifier);
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error('The code has no default export: export the demo component with `export default function …`.');
  }
  return component as ComponentType;
}
