import type { ReactNode } from 'react';
import type { TocEntry } from '@/content/types';
import type { NavMarkers } from '@/navigation/types';
import { PageHead } from './PageHead';
import { PageHeader, type PageTranslation } from './PageHeader';
import { TableOfContents } from './TableOfContents';

export interface PageLayoutProps {
  title: string;
  /** The document title when it differs from the page heading (`DataGrid API`). */
  headTitle?: string;
  description: string;
  breadcrumbs: string[];
  markers: NavMarkers;
  /** How a guide page's text relates to the reader's language; absent on pages written in every language (API). */
  translation?: PageTranslation;
  toc: TocEntry[] | null;
  /** The body: Markdown content, then anything a page kind adds below it (previous/next). */
  children: ReactNode;
}

/** The one layout of guide pages, API pages and API overviews: head, header, body and table of contents. */
export function PageLayout({
  title,
  headTitle,
  description,
  breadcrumbs,
  markers,
  translation,
  toc,
  children,
}: PageLayoutProps) {
  return (
    <>
      <PageHead title={headTitle ?? title} description={description} />
      <div className="page-columns">
        <article className="page-article">
          <PageHeader
            title={title}
            description={description}
            breadcrumbs={breadcrumbs}
            markers={markers}
            translation={translation}
          />
          {children}
        </article>
        <TableOfContents entries={toc} />
      </div>
    </>
  );
}
