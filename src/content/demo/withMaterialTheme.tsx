import type { DemoModuleLoader } from './demoModuleLoader';

/**
 * A demo loader that loads Material UI's theme beside each demo (in parallel, not after it) and renders the demo in
 * it: the demos are built with Material UI, the page around them is not. A theme chunk that fails to download fails
 * the demo's load, which the demo's error card offers to retry.
 */
export function withMaterialTheme(load: DemoModuleLoader): DemoModuleLoader {
  return (modulePath) =>
    Promise.all([load(modulePath), import('@/theme/MaterialThemeScope')]).then(([module, { MaterialThemeScope }]) => {
      const Component = module.default;
      function ThemedDemo() {
        return (
          <MaterialThemeScope>
            <Component />
          </MaterialThemeScope>
        );
      }
      return { default: ThemedDemo };
    });
}
