/** The repository folder of the guide's pages, their demos beside them (a path relative to the repository root). */
export const CONTENT_PAGES_FOLDER = 'content/pages';
