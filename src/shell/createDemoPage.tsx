import type { NavigationProps } from './navigation/navigationProps';
import { DocsPage, type DocsPageProps } from './DocsPage';
import { demoModuleLoader, type DemoModules } from '@/content/demo/demoModuleLoader';
import { DemoSlot } from '@/content/demo/DemoSlot';
import { useDemoCodeLoader } from '@/content/demo/useDemoCodeLoader';

/** The component of a page's own route (written by scripts/generateDemoRoutes.ts): the guide page with its demos. */
export function createDemoPage(modules: DemoModules) {
  const loadDemoModule = demoModuleLoader(modules);
  function DemoPage(props: DocsPageProps & NavigationProps) {
    const { page } = props;
    const loadDemoCode = useDemoCodeLoader(page.demoCode);
    return (
      <DocsPage
        {...props}
        renderDemo={(name) => (
          <DemoSlot
            demo={page.demos[name]!}
            pageTitle={page.title}
            loadCode={loadDemoCode}
            loadModule={loadDemoModule}
          />
        )}
      />
    );
  }
  return DemoPage;
}
