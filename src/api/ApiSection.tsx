import { toHtml } from 'hast-util-to-html';
import type { CodeTokens } from '@/content/codeTokens';
import { codeBlockElement } from '@/server/content/codeBlockElement';
import { useLanguage } from '@/i18n/LanguageContext';
import type { ApiSectionData } from './apiPageData';
import { ApiClassesTable } from './ApiClassesTable';
import { ApiRowsTable } from './ApiRowsTable';
import { API_FILTER_MIN_ROWS } from './apiTableFilter';
import { ApiTableFilter } from './ApiTableFilter';
import { ApiSlotsTable } from './ApiSlotsTable';
import { ApiUsedInList } from './ApiUsedInList';

/** A highlighted code block, as on content pages (rendered at build time only). */
function CodeBlockHtml({ tokens }: { tokens: CodeTokens }) {
  const language = useLanguage();
  return <div dangerouslySetInnerHTML={{ __html: toHtml(codeBlockElement(tokens, 'tsx', language)) }} />;
}

/** One h2 section of an API page; its id is the table of contents anchor and names its table. */
export function ApiSection({ section }: { section: ApiSectionData }) {
  const headingId = section.id;
  return (
    <section>
      <h2 id={headingId}>{section.title}</h2>
      {section.kind === 'import' ? (
        <>
          <CodeBlockHtml tokens={section.imports.tokens} />
          {section.definition ? <CodeBlockHtml tokens={section.definition.tokens} /> : null}
        </>
      ) : null}
      {section.kind === 'usedIn' ? <ApiUsedInList pages={section.pages} /> : null}
      {section.kind === 'rows' && section.rows.length >= API_FILTER_MIN_ROWS ? (
        <ApiTableFilter tableId={headingId} rowCount={section.rows.length} />
      ) : null}
      {section.kind === 'rows' ? (
        <ApiRowsTable
          rows={section.rows}
          labelledBy={headingId}
          rowIdPrefix={section.rowIdPrefix}
          methods={section.methods}
        />
      ) : null}
      {section.kind === 'slots' ? <ApiSlotsTable slots={section.slots} labelledBy={headingId} /> : null}
      {section.kind === 'classes' ? <ApiClassesTable classes={section.classes} labelledBy={headingId} /> : null}
    </section>
  );
}
