import type { ApiPageData } from './apiPageData';
import { ApiSection } from './ApiSection';

/** The body of an API page below its header: the JSDoc, then Import / Props / Slots / CSS classes. Build time only. */
export function ApiBody({ page }: { page: ApiPageData }) {
  return (
    <>
      {page.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} /> : null}
      {page.sections.map((section) => (
        <ApiSection key={section.id} section={section} />
      ))}
    </>
  );
}
