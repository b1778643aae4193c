import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { DOCS_SHAPE_RADIUS } from '@/theme/constants';

const CALLOUT_COLORS = { info: 'info', success: 'success', warning: 'warning', error: 'error' } as const;

/** Typography and block styles for rendered Markdown. Colours come from CSS variables, so both modes share one stylesheet. */
export const markdownStyles = (theme: Theme): SystemStyleObject<Theme> => ({
  fontSize: '1rem',
  lineHeight: 1.7,
  color: theme.vars.palette.text.primary,
  '& h2': { ...theme.typography.h5, fontWeight: 700, mt: 5, mb: 1.5, scrollMarginTop: '80px' },
  '& h3': { ...theme.typography.h6, fontWeight: 700, mt: 4, mb: 1, scrollMarginTop: '80px' },
  '& h4': { fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1, scrollMarginTop: '80px' },
  '& h2, & h3, & h4': {
    '& .heading-link': { ml: 1, opacity: 0, color: theme.vars.palette.text.secondary, textDecoration: 'none' },
    '&:hover .heading-link, & .heading-link:focus-visible': { opacity: 1 },
  },
  '& p, & ul, & ol': { mt: 0, mb: 2 },
  '& a': { color: theme.vars.palette.primary.main, textUnderlineOffset: '3px' },
  '& a:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  '& :not(pre) > code': {
    // Long API names (`gridPaginatedVisibleSortedGridRowIdsSelector`) must wrap on a 375 px screen.
    overflowWrap: 'anywhere',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.875em',
    px: 0.5,
    py: 0.25,
    borderRadius: 1,
    bgcolor: theme.vars.palette.action.hover,
  },
  // Inside a link the code keeps the link colour on the page background, where it meets the contrast ratio.
  '& a > code': { bgcolor: 'transparent', px: 0, color: 'inherit' },
  '& kbd.key': {
    fontFamily: 'inherit',
    fontSize: '0.8125em',
    px: 0.75,
    py: 0.25,
    border: 1,
    borderColor: theme.vars.palette.divider,
    borderBottomWidth: 2,
    borderRadius: 1,
  },
  '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto', mb: 2 },
  '& th, & td': { textAlign: 'start', p: 1, borderBottom: 1, borderColor: theme.vars.palette.divider, verticalAlign: 'top' },
  '& th': { fontWeight: 700 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& blockquote': { m: 0, mb: 2, pl: 2, borderInlineStart: 4, borderColor: theme.vars.palette.divider, color: theme.vars.palette.text.secondary },
  '& .callout': {
    my: 2,
    px: 2,
    py: 1.5,
    borderRadius: `${DOCS_SHAPE_RADIUS}px`,
    borderInlineStart: 4,
    '& > :last-child': { mb: 0 },
  },
  ...Object.fromEntries(
    Object.entries(CALLOUT_COLORS).map(([kind, color]) => [
      `& .callout-${kind}`,
      { borderColor: theme.vars.palette[color].main, bgcolor: `rgba(${theme.vars.palette[color].mainChannel} / 0.08)` },
    ]),
  ),
  '& .code-block pre': {
    m: 0,
    p: 2,
    pr: 10,
    overflowX: 'auto',
    borderRadius: `${DOCS_SHAPE_RADIUS}px`,
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    border: 1,
    borderColor: theme.vars.palette.divider,
  },
  '& .shiki': { color: 'var(--shiki-light)', backgroundColor: '#f6f8fa' },
  '& .shiki span': { color: 'var(--shiki-light)' },
  '[data-mui-color-scheme="dark"] & .shiki': { color: 'var(--shiki-dark)', backgroundColor: '#0d1117' },
  '[data-mui-color-scheme="dark"] & .shiki span': { color: 'var(--shiki-dark)' },
  '& table:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  '& .code-block [role="group"]:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, borderRadius: `${DOCS_SHAPE_RADIUS}px` },
});
