import Box from '@mui/material/Box';
import { useTranslate } from '@/i18n/LanguageContext';
import { MarkerBadges } from '@/shell/MarkerBadges';
import type { ApiRowData } from './apiPageData';
import { ApiHtml, ApiTable } from './ApiTable';

function NameCell({ row, id, showRequired }: { row: ApiRowData; id: string; showRequired: boolean }) {
  const t = useTranslate();
  return (
    <th scope="row" id={id}>
      <Box component="code" sx={{ fontWeight: 600, textDecoration: row.deprecatedHtml !== null ? 'line-through' : 'none' }}>
        {row.name}
      </Box>
      {showRequired && row.required ? (
        <>
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.25 }}>
            *
          </Box>
          <span className="visually-hidden">{` (${t('api.required')})`}</span>
        </>
      ) : null}
      {row.plan ? <MarkerBadges plan={row.plan} /> : null}
    </th>
  );
}

function TypeCell({ row }: { row: ApiRowData }) {
  const t = useTranslate();
  return (
    <td>
      <code>{row.type}</code>
      {row.fullType ? (
        <Box component="details" sx={{ mt: 0.5, '& summary': { cursor: 'pointer', fontSize: '0.8125rem' } }}>
          <summary>{t('api.fullType')}</summary>
          <code>{row.fullType}</code>
        </Box>
      ) : null}
      {row.fullTypeTooLong ? (
        <Box component="p" sx={{ fontSize: '0.8125rem', color: 'text.secondary', mt: 0.5, mb: 0 }}>
          {t('api.typeTooLong')}
        </Box>
      ) : null}
    </td>
  );
}

function DescriptionCell({ row }: { row: ApiRowData }) {
  const t = useTranslate();
  return (
    <td>
      {row.deprecatedHtml !== null ? (
        <Box sx={{ mb: 1, pl: 1, borderInlineStart: 3, borderColor: 'warning.main', '& p': { display: 'inline', m: 0 } }}>
          <strong>{t('api.deprecated')}</strong>
          {row.deprecatedHtml ? ': ' : null}
          <Box component="span" dangerouslySetInnerHTML={{ __html: row.deprecatedHtml }} />
        </Box>
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
  const headers = methods ? [t('api.name'), t('api.type'), t('api.description')] : [t('api.name'), t('api.type'), t('api.default'), t('api.description')];
  return (
    <ApiTable labelledBy={labelledBy} headers={headers}>
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
