// Adds `theme.vars` and the colour-scheme fields of the CSS-variables theme to Material UI's Theme type.
import type {} from '@mui/material/themeCssVarsAugmentation';
