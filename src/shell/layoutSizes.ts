/** Width of the navigation drawer, px. */
export const NAV_DRAWER_WIDTH = 280;
/** Width of the table of contents column, px. */
export const TOC_WIDTH = 240;
/** Readable measure of the content column, px. */
export const CONTENT_MAX_WIDTH = 860;
