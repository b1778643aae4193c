import { useTranslate } from '@/i18n/LanguageContext';
import type { ApiTypeDetails as Details, ApiTypeField } from './types';

function FieldList({ fields }: { fields: ApiTypeField[] }) {
  return (
    <ul>
      {fields.map((field) => (
        <li key={field.name}>
          <code>{`${field.name}${field.optional ? '?' : ''}: ${field.type}`}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * A prop's type opened in place: a union's members, an object type's fields, or a callback's parameters and return
 * type. A native `<details>`, so it opens with Enter or Space and works without scripts. Build time only.
 */
export function ApiTypeDetails({ details, name }: { details: Details; name: string }) {
  const t = useTranslate();
  return (
    <details className="api-type-details">
      <summary>
        {t(`api.expand.${details.kind}`)}
        <span className="visually-hidden">{`: ${name}`}</span>
      </summary>
      {details.kind === 'union' ? (
        <ul>
          {details.members.map((member) => (
            <li key={member}>
              <code>{member}</code>
            </li>
          ))}
        </ul>
      ) : null}
      {details.kind === 'object' ? <FieldList fields={details.fields} /> : null}
      {details.kind === 'function' ? (
        <>
          <FieldList fields={details.params} />
          <p>
            {t('api.returns')} <code>{details.returns}</code>
          </p>
        </>
      ) : null}
    </details>
  );
}
