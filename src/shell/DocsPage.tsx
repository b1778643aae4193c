import type { ReactNode } from 'react';
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
  /**
   * Renders one of the page's demos by name: given by a page's own route (src/shell/createDemoPage.tsx), so pages
   * without demos carry none of their code.
   */
  renderDemo?: (name: string) => ReactNode;
}

/** A guide page: its ad, its Markdown with demos, then previous/next. */
export function DocsPage({ page, breadcrumbs, previous, next, renderDemo }: DocsPageProps) {
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
      <MarkdownContent segments={page.segments} renderDemo={renderDemo} />
      <PageFooterNav previous={previous} next={next} sourcePath={page.sourcePath} />
    </PageLayout>
  );
}
