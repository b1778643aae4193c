import { useTranslate } from '@/i18n/LanguageContext';
import { API_FILTER_PARAM } from './apiTableFilter';

/**
 * The filter box above a long API table (build-time markup; useApiTableFilter gives it its behaviour). A search
 * input in a GET form: its label says what it filters, and Enter without scripts reloads the page with `?filter=`.
 */
export function ApiTableFilter({ tableId, rowCount }: { tableId: string; rowCount: number }) {
  const t = useTranslate();
  const inputId = `${tableId}-filter`;
  return (
    <form className="api-filter" role="search" method="get" data-api-filter={tableId}>
      <label htmlFor={inputId}>{t('api.filterRows', { count: rowCount })}</label>
      <input id={inputId} type="search" name={API_FILTER_PARAM} autoComplete="off" spellCheck={false} />
      <p className="api-filter-status" aria-live="polite" />
    </form>
  );
}
