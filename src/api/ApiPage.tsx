import Box from '@mui/material/Box';
import { MarkdownContent } from '@/content/MarkdownContent';
import { markdownStyles } from '@/content/markdownStyles';
import { CONTENT_MAX_WIDTH } from '@/shell/layoutSizes';
import { PageHead } from '@/shell/PageHead';
import { PageHeader } from '@/shell/PageHeader';
import { TableOfContents } from '@/shell/TableOfContents';
import type { ApiPageData } from './apiPageData';
import { ApiSection } from './ApiSection';

export interface ApiPageProps {
  page: ApiPageData;
  breadcrumbs: string[];
}

/** The API reference of one component or interface: header, JSDoc, then Import / Props / Slots / CSS classes sections. */
export function ApiPage({ page, breadcrumbs }: ApiPageProps) {
  return (
    <>
      <PageHead title={`${page.name} API`} description={page.summary} />
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 4, px: { xs: 2, sm: 4 }, py: 4 }}>
        <Box component="article" sx={{ flex: 1, minWidth: 0, maxWidth: CONTENT_MAX_WIDTH }}>
          <PageHeader title={page.name} description={page.summary} breadcrumbs={breadcrumbs} markers={page.plan ? { plan: page.plan } : {}} translated />
          <Box sx={markdownStyles}>
            {page.descriptionHtml ? <MarkdownContent segments={[{ kind: 'html', html: page.descriptionHtml }]} /> : null}
            {page.sections.map((section) => (
              <ApiSection key={section.id} section={section} />
            ))}
          </Box>
        </Box>
        <TableOfContents entries={page.toc} />
      </Box>
    </>
  );
}
