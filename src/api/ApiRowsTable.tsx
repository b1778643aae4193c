import { useTranslate } from '@/i18n/LanguageContext';
import { MarkerBadges } from '@/shell/MarkerBadges';
import type { ApiRowData } from './apiPageData';
import { ApiCopyLink } from './ApiCopyLink';
import { ApiRowName } from './ApiRowName';
import { ApiHtml, ApiTable } from './ApiTable';
import { ApiTypeDetails } from './ApiTypeDetails';

function NameCell({ row, id, showRequired }: { row: ApiRowData; id: string; showRequired: boolean }) {
  const t = useTranslate();
  return (
    <th scope="row" id={id}>
      <ApiRowName
        id={id}
        name={row.name}
        className={row.deprecatedHtml !== null ? 'api-name api-name-deprecated' : 'api-name'}
      />
      {showRequired && row.required ? (
        <>
          <span className="api-required" aria-hidden="true">
            *
          </span>
          <span className="visually-hidden">{` (${t('api.required')})`}</span>
        </>
      ) : null}
      {row.plan ? <MarkerBadges plan={row.plan} /> : null}
      <ApiCopyLink id={id} name={row.name} />
    </th>
  );
}

function TypeCell({ row }: { row: ApiRowData }) {
  const t = useTranslate();
  return (
    <td>
      <code>{row.type}</code>
      {row.typeDetails ? <ApiTypeDetails details={row.typeDetails} name={row.name} /> : null}
      {row.fullType ? (
        <details className="api-full-type">
          <summary>{t('api.fullType')}</summary>
          <code>{row.fullType}</code>
        </details>
      ) : null}
      {row.fullTypeTooLong ? <p className="api-note">{t('api.typeTooLong')}</p> : null}
    </td>
  );
}

function DescriptionCell({ row }: { row: ApiRowData }) {
  const t = useTranslate();
  return (
    <td>
      {row.deprecatedHtml !== null ? (
        <div className="api-deprecated">
          <strong>{t('api.deprecated')}</strong>
          {row.deprecatedHtml ? ': ' : null}
          <span dangerouslySetInnerHTML={{ __html: row.deprecatedHtml }} />
        </div>
      ) : null}
      <ApiHtml html={row.descriptionHtml} />
    </td>
  );
}

interface ApiRowsTableProps {
  rows: ApiRowData[];
  labelledBy: string;
  rowIdPrefix: string;
  /** Methods: no Default column and no required marker (every method exists). */
  methods: boolean;
}

/** Props, properties or methods: name (asterisk when required, struck through when deprecated), type, default, description. */
export function ApiRowsTable({ rows, labelledBy, rowIdPrefix, methods }: ApiRowsTableProps) {
  const t = useTranslate();
  const headers = methods
    ? [t('api.name'), t('api.type'), t('api.description')]
    : [t('api.name'), t('api.type'), t('api.default'), t('api.description')];
  return (
    <ApiTable labelledBy={labelledBy} rowHeightBound={200} headers={headers}>
      {rows.map((row) => (
        <tr key={row.name}>
          <NameCell row={row} id={`${rowIdPrefix}${row.name}`} showRequired={!methods} />
          <TypeCell row={row} />
          {methods ? null : <td>{row.default !== null ? <code>{row.default}</code> : null}</td>}
          <DescriptionCell row={row} />
        </tr>
      ))}
    </ApiTable>
  );
}
