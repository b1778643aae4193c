import Menu, { type MenuProps } from '@mui/material/Menu';

/** Material UI's Menu, in a module of its own so the app bar can load it on first use. */
export function PopupMenu(props: MenuProps) {
  return <Menu {...props} />;
}
