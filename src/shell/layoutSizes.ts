/** Readable measure of the content column, px. (The navigation and table of contents widths live in src/styles/content.css.) */
export const CONTENT_MAX_WIDTH = 860;
