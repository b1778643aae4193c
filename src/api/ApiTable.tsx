import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A reference table that scrolls sideways inside its own box, so a wide table never widens the page (375 px
 * screens). The scroll box is focusable and named by its section heading, so keyboard users can scroll it too.
 */
export function ApiTable({ labelledBy, headers, children }: { labelledBy: string; headers: string[]; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      sx={(theme) => ({
        overflowX: 'auto',
        mb: 3,
        '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
        // Doubled class: wins over the Markdown styles, which make every table a scrolling block.
        '&& > table': { display: 'table', width: '100%', minWidth: 720, mb: 0, fontSize: '0.875rem', lineHeight: 1.6 },
        // Name and type columns get room for identifiers; the description takes what is left.
        '&& th:first-of-type': { width: '24%' },
        '&& th:nth-of-type(2)': { width: '28%' },
        '&& code': { overflowWrap: 'break-word', wordBreak: 'break-word' },
      })}
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
    </Box>
  );
}

/** Build-time HTML of a description (our JSDoc rendering, never network data). */
export function ApiHtml({ html }: { html: string }) {
  return html ? <Box sx={{ '& > :last-child': { mb: 0 } }} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
