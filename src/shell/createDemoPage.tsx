import type { NavigationProps } from './navigation/navigationProps';
import { DocsPage, type DocsPageProps } from './DocsPage';
import { demoModuleLoader, type DemoModules } from '@/content/demo/demoModuleLoader';
import { DemoSlot } from '@/content/demo/DemoSlot';

/** The component of a page's own route (written by scripts/generateDemoRoutes.ts): the guide page with its demos. */
export function createDemoPage(modules: DemoModules) {
  const loadDemoModule = demoModuleLoader(modules);
  function DemoPage(props: DocsPageProps & NavigationProps) {
    const { page } = props;
    return (
      <DocsPage
        {...props}
        renderDemo={(name) => (
          <DemoSlot
            demo={page.demos[name]!}
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
