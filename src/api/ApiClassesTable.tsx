import { getApiRowId } from './apiRowAnchors';
import { useTranslate } from '@/i18n/LanguageContext';
import type { ApiClassData } from './apiPageData';
import { ApiHtml, ApiTable } from './ApiTable';

/** The global class names a component applies, with the `classes` key (rule name) that overrides each. */
export function ApiClassesTable({ classes, labelledBy }: { classes: ApiClassData[]; labelledBy: string }) {
  const t = useTranslate();
  return (
    <ApiTable
      labelledBy={labelledBy}
      rowHeightBound={84}
      headers={[t('api.className'), t('api.ruleName'), t('api.description')]}
    >
      {classes.map((item) => (
        <tr key={item.key}>
          <th scope="row" id={getApiRowId('cssClass', item.key)}>
            <code>.{item.className}</code>
          </th>
          <td>
            <code>{item.key}</code>
          </td>
          <td>
            <ApiHtml html={item.descriptionHtml} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}
