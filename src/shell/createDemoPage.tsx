import type { NavigationProps } from './navigation/navigationProps';
import { DocsPage, type DocsPageProps } from './DocsPage';
import { demoModuleLoader, type DemoModules } from '@/content/demo/demoModuleLoader';
import { DemoSlot } from '@/content/demo/DemoSlot';
import { demoFromModules } from '@/content/demoModulePaths';

/** The component of a page's own route (written by scripts/generateDemoRoutes.ts): the guide page with its demos. */
export function createDemoPage(modules: DemoModules) {
  const loadDemoModule = demoModuleLoader(modules);
  const modulePaths = new Set(Object.keys(modules));
  function DemoPage(props: DocsPageProps & NavigationProps) {
    const { page } = props;
    return (
      <DocsPage
        {...props}
        renderDemo={(name) => (
          <DemoSlot
            demo={demoFromModules(modulePaths, page.pathname, name)}
            pageTitle={page.title}
            demoCode={page.demoCode}
            loadModule={loadDemoModule}
          />
        )}
      />
    );
  }
  return DemoPage;
}
