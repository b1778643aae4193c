import { Children, type ReactNode } from 'react';

/** The header row's height, about (one line of bold text and its padding). */
const HEADER_HEIGHT_ESTIMATE = 48;

/**
 * A reference table that scrolls sideways inside its own box, so a wide table never widens the page (375 px
 * screens). The scroll box is focusable and named by its section heading, so keyboard users can scroll it too.
 * Styled by `.api-table` in src/styles/content.css, which lays a table out only once it nears the viewport
 * (`content-visibility: auto`): until then it takes the height of its rows at `rowHeightEstimate` pixels each, the
 * median measured for its kind of table, so that the page's length is about right before it is.
 */
export function ApiTable({
  labelledBy,
  headers,
  rowHeightEstimate,
  children,
}: {
  labelledBy: string;
  headers: string[];
  rowHeightEstimate: number;
  children: ReactNode;
}) {
  const estimatedHeight = HEADER_HEIGHT_ESTIMATE + Children.count(children) * rowHeightEstimate;
  return (
    <div
      className="api-table"
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      data-api-table={labelledBy}
      style={{ containIntrinsicSize: `auto ${estimatedHeight}px` }}
    >
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
