import { MarkdownContent } from '@/content/MarkdownContent';
import { PageLayout } from '@/shell/PageLayout';
import type { ApiPageView } from './apiPageData';

export interface ApiPageProps {
  page: ApiPageView;
  breadcrumbs: string[];
}

/** An API page or a product's API overview: its body (JSDoc and tables, or the list of entries) is build-time HTML. */
export function ApiPage({ page, breadcrumbs }: ApiPageProps) {
  return (
    <PageLayout
      title={page.title}
      headTitle={page.headTitle}
      description={page.summary}
      breadcrumbs={breadcrumbs}
      markers={page.plan ? { plan: page.plan } : {}}
      translated
      toc={page.toc}
    >
      <MarkdownContent segments={page.segments} />
    </PageLayout>
  );
}
