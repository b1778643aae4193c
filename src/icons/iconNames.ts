/**
 * The Material icons the site's own markup draws (app bar, switchers, demo toolbar, search dialog). Their paths are
 * read from @mui/icons-material by the build (scripts/generateIcons.ts) into a stylesheet, so the markup draws the same
 * icons without Material UI's SvgIcon and its styling engine, and without their path data, in every page's first load.
 */
export const PLAIN_ICON_NAMES = [
  'Add',
  'ArrowDropDown',
  'CenterFocusStrong',
  'Close',
  'Code',
  'ContentCopy',
  'GitHub',
  'Link',
  'Menu',
  'Refresh',
  'Remove',
  'Search',
  'SettingsOutlined',
  'Translate',
] as const;

export type PlainIconName = (typeof PLAIN_ICON_NAMES)[number];

/** Where the build writes the stylesheet that draws each icon (imported by `_app`). */
export const ICON_STYLESHEET_FILE = 'generated/icons/icons.css';
