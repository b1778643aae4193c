import { getApiRowId } from './apiRowAnchors';
import { useTranslate } from '@/i18n/LanguageContext';
import type { ApiSlotData } from './apiPageData';
import { ApiCopyLink } from './ApiCopyLink';
import { ApiRowName } from './ApiRowName';
import { ApiHtml, ApiTable } from './ApiTable';

/** The slots a component lets you replace, with their default component. */
export function ApiSlotsTable({ slots, labelledBy }: { slots: ApiSlotData[]; labelledBy: string }) {
  const t = useTranslate();
  return (
    <ApiTable
      labelledBy={labelledBy}
      rowHeightBound={72}
      headers={[t('api.name'), t('api.default'), t('api.description')]}
    >
      {slots.map((slot) => (
        <tr key={slot.name}>
          <th scope="row" id={getApiRowId('slot', slot.name)}>
            <ApiRowName id={getApiRowId('slot', slot.name)} name={slot.name} />
            <ApiCopyLink id={getApiRowId('slot', slot.name)} name={slot.name} />
          </th>
          <td>{slot.default !== null ? <code>{slot.default}</code> : null}</td>
          <td>
            <ApiHtml html={slot.descriptionHtml} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}
