import dynamic from 'next/dynamic';
import type { DemoModuleLoader } from '@/content/demo/demoModuleLoader';
import { useDemoCodeLoader } from '@/content/demo/useDemoCodeLoader';
import { MarkdownContent } from '@/content/MarkdownContent';
import type { PageData } from '@/content/types';
import { ENVIRONMENT } from '@/config/environment';
import { AdSlot, isAdSlotAllowed } from '@/integrations/ads';
import { PageFooterNav, type PageLink } from './PageFooterNav';
import { PageLayout } from './PageLayout';

export interface DocsPageProps {
  page: PageData;
  breadcrumbs: string[];
  previous: PageLink | null;
  next: PageLink | null;
  /** Loads the page's demos: given by a page's own route (src/shell/createDemoPage.tsx), absent on pages without. */
  loadDemoModule?: DemoModuleLoader;
}

const NO_DEMOS: DemoModuleLoader = (modulePath) =>
  Promise.reject(new Error(`The demo ${modulePath} is on a page served without its demo route.`));

// Split from the page: only pages that embed demos download the demo machinery.
const Demo = dynamic(() => import('@/content/demo/Demo').then((module) => module.Demo));

/** A guide page: its ad, its Markdown with demos, then previous/next. */
export function DocsPage({ page, breadcrumbs, previous, next, loadDemoModule = NO_DEMOS }: DocsPageProps) {
  const loadDemoCode = useDemoCodeLoader(page.demoCode);
  return (
    <PageLayout
      title={page.title}
      description={page.description}
      breadcrumbs={breadcrumbs}
      markers={page.markers}
      translation={{ status: page.translation, englishPathname: page.pathname }}
      toc={page.toc}
    >
      {/* Keyed by page: each page shows (and counts) its own ad. */}
      {isAdSlotAllowed(page.markers, ENVIRONMENT.ads.enabled) ? <AdSlot key={page.pathname} /> : null}
      <MarkdownContent
        segments={page.segments}
        renderDemo={(name) => (
          <Demo demo={page.demos[name]!} pageTitle={page.title} loadCode={loadDemoCode} loadModule={loadDemoModule} />
        )}
      />
      <PageFooterNav previous={previous} next={next} sourcePath={page.sourcePath} />
    </PageLayout>
  );
}
