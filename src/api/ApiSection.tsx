import { CodeBlock } from '@/content/CodeBlock';
import type { ApiSectionData } from './apiPageData';
import { ApiClassesTable } from './ApiClassesTable';
import { ApiRowsTable } from './ApiRowsTable';
import { ApiSlotsTable } from './ApiSlotsTable';

/** One h2 section of an API page; its id is the table of contents anchor and names its table. */
export function ApiSection({ section }: { section: ApiSectionData }) {
  const headingId = section.id;
  return (
    <section>
      <h2 id={headingId}>{section.title}</h2>
      {section.kind === 'import' ? (
        <>
          <CodeBlock tokens={section.imports.tokens} language="tsx" />
          {section.definition ? <CodeBlock tokens={section.definition.tokens} language="tsx" /> : null}
        </>
      ) : null}
      {section.kind === 'rows' ? <ApiRowsTable rows={section.rows} labelledBy={headingId} rowIdPrefix={section.rowIdPrefix} methods={section.methods} /> : null}
      {section.kind === 'slots' ? <ApiSlotsTable slots={section.slots} labelledBy={headingId} /> : null}
      {section.kind === 'classes' ? <ApiClassesTable classes={section.classes} labelledBy={headingId} /> : null}
    </section>
  );
}
