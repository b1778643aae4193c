// Adds `theme.vars` and the colour-scheme fields of the CSS-variables theme to Material UI's Theme type.
import type {} from '@mui/material/themeCssVarsAugmentation';
// Lets the theme carry the grid's and the pickers' default props (their locale texts on Chinese pages).
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
