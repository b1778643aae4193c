import { useRef } from 'react';
import { MarkdownContent } from '@/content/MarkdownContent';
import { PageLayout } from '@/shell/PageLayout';
import type { ApiPageView } from './apiPageData';
import { useApiTableFilter } from './useApiTableFilter';

export interface ApiPageProps {
  page: ApiPageView;
  breadcrumbs: string[];
}

/**
 * An API page or a product's API overview: its body (JSDoc and tables, or the list of entries) is build-time HTML;
 * the filter boxes of its long tables get their behaviour from useApiTableFilter.
 */
export function ApiPage({ page, breadcrumbs }: ApiPageProps) {
  const container = useRef<HTMLDivElement>(null);
  useApiTableFilter(container, page.segments);
  return (
    <PageLayout
      title={page.title}
      headTitle={page.headTitle}
      description={page.summary}
      breadcrumbs={breadcrumbs}
      markers={page.plan ? { plan: page.plan } : {}}
      toc={page.toc}
    >
      <div ref={container}>
        <MarkdownContent segments={page.segments} />
      </div>
    </PageLayout>
  );
}
