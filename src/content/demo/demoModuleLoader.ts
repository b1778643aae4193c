import type { ComponentType } from 'react';

/** A page's demos (every styling variant), each module path under content/pages mapped to what loads its module. */
export type DemoModules = Record<string, () => Promise<{ default: ComponentType }>>;

export type DemoModuleLoader = (modulePath: string) => Promise<{ default: ComponentType }>;

/** Loads a demo from its page's map; a demo the map lacks fails with a message saying how to fix it. */
export function demoModuleLoader(modules: DemoModules): DemoModuleLoader {
  return (modulePath) =>
    Object.hasOwn(modules, modulePath)
      ? modules[modulePath]!()
      : Promise.reject(
          new Error(
            `The demo ${modulePath} is not in this page's demo map: run \`npx tsx scripts/generateDemoRoutes.ts\` (npm run dev and the build do).`,
          ),
        );
}
