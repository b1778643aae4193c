import type { ReactNode } from 'react';

/**
 * A reference table that scrolls sideways inside its own box, so a wide table never widens the page (375 px
 * screens). The scroll box is focusable and named by its section heading, so keyboard users can scroll it too.
 * Styled by `.api-table` in src/styles/content.css.
 */
export function ApiTable({
  labelledBy,
  headers,
  children,
}: {
  labelledBy: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="api-table" role="region" aria-labelledby={labelledBy} tabIndex={0} data-api-table={labelledBy}>
      <table>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Build-time HTML of a description (our JSDoc rendering, never network data). */
export function ApiHtml({ html }: { html: string }) {
  return html ? <div className="api-description" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
