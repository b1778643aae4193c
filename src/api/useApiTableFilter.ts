import { useEffect, type RefObject } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { API_FILTER_PARAM, matchesApiFilter, parseApiFilter, withApiFilter } from './apiTableFilter';

/**
 * Gives the build-time filter boxes of an API page their behaviour: typing hides the rows of the long tables that do
 * not match, says how many are shown, and writes the filter into the URL (`?filter=`, replacing the history entry)
 * so the filtered page can be shared; a shared URL opens filtered. `version` changes with the page's HTML.
 */
export function useApiTableFilter(container: RefObject<HTMLElement | null>, version: unknown) {
  const t = useTranslate();
  useEffect(() => {
    const root = container.current;
    const forms = root ? [...root.querySelectorAll<HTMLFormElement>('form[data-api-filter]')] : [];
    if (forms.length === 0) {
      return undefined;
    }
    const apply = (query: string) => {
      const words = parseApiFilter(query);
      for (const form of forms) {
        const rows = [
          ...(root!.querySelectorAll<HTMLTableRowElement>(`[data-api-table="${form.dataset.apiFilter}"] tbody tr`) ??
            []),
        ];
        let shown = 0;
        for (const row of rows) {
          row.hidden = !matchesApiFilter(row.textContent ?? '', words);
          shown += row.hidden ? 0 : 1;
        }
        const input = form.querySelector('input')!;
        if (input.value !== query) {
          input.value = query;
        }
        form.querySelector('.api-filter-status')!.textContent =
          words.length === 0
            ? ''
            : shown === 0
              ? t('api.filterNoMatch')
              : t('api.filterCount', { shown, total: rows.length });
      }
    };
    const onInput = (event: Event) => {
      const query = (event.target as HTMLInputElement).value;
      apply(query);
      window.history.replaceState(window.history.state, '', withApiFilter(window.location.href, query));
    };
    const onSubmit = (event: Event) => event.preventDefault();
    for (const form of forms) {
      form.addEventListener('input', onInput);
      form.addEventListener('submit', onSubmit);
    }
    const initial = new URLSearchParams(window.location.search).get(API_FILTER_PARAM);
    if (initial) {
      apply(initial);
    }
    return () => {
      for (const form of forms) {
        form.removeEventListener('input', onInput);
        form.removeEventListener('submit', onSubmit);
      }
    };
  }, [container, t, version]);
}
