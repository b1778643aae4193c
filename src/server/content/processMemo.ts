/**
 * A value kept for the life of the process, on `globalThis`: `npm run dev` evaluates the route's server code again
 * after every content edit (scripts/devServer/contentRevision.ts), and what is costly to rebuild (the highlighter,
 * formatted demo sources) should outlive that. In the build it is an ordinary module-level value.
 */
export function processMemo<T>(name: string, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`mui-x-docs:${name}`);
  if (!(key in store)) {
    store[key] = create();
  }
  return store[key] as T;
}
