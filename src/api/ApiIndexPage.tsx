import Box from '@mui/material/Box';
import { markdownStyles } from '@/content/markdownStyles';
import { Link } from '@/routing/Link';
import { CONTENT_MAX_WIDTH } from '@/shell/layoutSizes';
import { MarkerBadges } from '@/shell/MarkerBadges';
import { PageHead } from '@/shell/PageHead';
import { PageHeader } from '@/shell/PageHeader';
import { TableOfContents } from '@/shell/TableOfContents';
import type { ApiIndexPageData } from './apiPageData';

export interface ApiIndexPageProps {
  page: ApiIndexPageData;
  breadcrumbs: string[];
}

/** A product's API overview: its components and interfaces, each linking to its page. */
export function ApiIndexPage({ page, breadcrumbs }: ApiIndexPageProps) {
  return (
    <>
      <PageHead title={page.title} description={page.summary} />
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 4, px: { xs: 2, sm: 4 }, py: 4 }}>
        <Box component="article" sx={{ flex: 1, minWidth: 0, maxWidth: CONTENT_MAX_WIDTH }}>
          <PageHeader title={page.title} description={page.summary} breadcrumbs={breadcrumbs} markers={{}} translated />
          <Box sx={markdownStyles}>
            {page.groups.map((group) => (
              <section key={group.id}>
                <h2 id={group.id}>{group.title}</h2>
                <Box component="ul" sx={{ columnWidth: 240, columnGap: 4, pl: 2.5 }}>
                  {group.links.map((link) => (
                    <Box component="li" key={link.pathname} sx={{ breakInside: 'avoid' }}>
                      <Link href={link.pathname}>{link.name}</Link>
                      {link.plan ? <MarkerBadges plan={link.plan} /> : null}
                    </Box>
                  ))}
                </Box>
              </section>
            ))}
          </Box>
        </Box>
        <TableOfContents entries={page.toc} />
      </Box>
    </>
  );
}
