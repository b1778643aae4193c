import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { MarkdownContent } from '@/content/MarkdownContent';
import { markdownStyles } from '@/content/markdownStyles';
import type { PageData } from '@/content/types';
import { ADS_CONFIG, AdSlot, isAdSlotAllowed } from '@/integrations/ads';
import { CONTENT_MAX_WIDTH } from './layoutSizes';
import { PageFooterNav, type PageLink } from './PageFooterNav';
import { PageHead } from './PageHead';
import { PageHeader } from './PageHeader';
import { TableOfContents } from './TableOfContents';

export interface DocsPageProps {
  page: PageData;
  breadcrumbs: string[];
  previous: PageLink | null;
  next: PageLink | null;
}

// Split from the page: only pages that embed demos download the demo machinery.
const Demo = dynamic(() => import('@/content/demo/Demo').then((module) => module.Demo));

/** A documentation page: header, rendered Markdown, table of contents, previous/next and footer. */
export function DocsPage({ page, breadcrumbs, previous, next }: DocsPageProps) {
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 4, px: { xs: 2, sm: 4 }, py: 4 }}>
        <Box component="article" sx={{ flex: 1, minWidth: 0, maxWidth: CONTENT_MAX_WIDTH }}>
          <PageHeader
            title={page.title}
            description={page.description}
            breadcrumbs={breadcrumbs}
            markers={page.markers}
            translated={page.translated}
          />
          {/* Keyed by page: each page shows (and counts) its own ad. */}
          {isAdSlotAllowed(page.markers, ADS_CONFIG.enabled) ? <AdSlot key={page.pathname} /> : null}
          <Box sx={markdownStyles}>
            <MarkdownContent
              segments={page.segments}
              renderDemo={(name) => <Demo demo={page.demos[name]!} pageTitle={page.title} sandboxModules={page.sandboxModules} />}
            />
          </Box>
          <PageFooterNav previous={previous} next={next} sourcePath={page.sourcePath} />
        </Box>
        <TableOfContents entries={page.toc} />
      </Box>
    </>
  );
}
