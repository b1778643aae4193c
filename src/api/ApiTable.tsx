import { Children, type ReactNode } from 'react';

/** The header row's height (one line of bold text and its padding; 48 px measured). */
const HEADER_HEIGHT = 48;
/** Room for a short table's one tall row: a one-row table of properties measured 348 px, 100 px over 48 + 200. */
const SLACK = 112;

/**
 * A reference table that scrolls sideways inside its own box, so a wide table never widens the page (375 px
 * screens). The scroll box is focusable and named by its section heading, so keyboard users can scroll it too.
 * Styled by `.api-table` in src/styles/content.css, which lays a table out only once it nears the viewport
 * (`content-visibility: auto`): until then it takes the height of its rows at `rowHeightBound` pixels each, more
 * than the rows measured for its kind of table on a phone (decision 0037), and some slack. An upper bound rather than
 * a typical height: a tool that measures a table not yet laid out (axe's target-size rule) sees its rows inside its
 * box, not over what follows.
 */
export function ApiTable({
  labelledBy,
  headers,
  rowHeightBound,
  children,
}: {
  labelledBy: string;
  headers: string[];
  rowHeightBound: number;
  children: ReactNode;
}) {
  const heightBound = HEADER_HEIGHT + SLACK + Children.count(children) * rowHeightBound;
  return (
    <div
      className="api-table"
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      data-api-table={labelledBy}
      style={{ containIntrinsicSize: `auto ${heightBound}px` }}
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
