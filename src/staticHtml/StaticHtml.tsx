import type { HTMLAttributes } from 'react';

type StaticHtmlProps = { html: string | null | undefined; as?: 'div' | 'ul' } & Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
>;

/**
 * Markup rendered at build time that never hydrates. On a page's first load `html` is null: the page's HTML holds it
 * and the build drops it from the page data (src/server/pipeline/transforms/stripStaticProps.ts). React leaves an element's existing
 * content alone while hydrating `dangerouslySetInnerHTML`, and an unchanged `__html` is never written again, so
 * the server's DOM stays as it is until a client-side navigation brings new HTML.
 */
export function StaticHtml({ html, as: Tag = 'div', ...attributes }: StaticHtmlProps) {
  return <Tag {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
