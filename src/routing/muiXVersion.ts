/**
 * The MUI X release this site documents: the version of the installed `@mui/x-*` packages (muiXVersion.test.ts
 * compares them), pinned by sandboxes and named by the version switcher and page titles.
 */
export const MUI_X_VERSION = '7.21.0';
