import Button, { type ButtonProps } from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';
import type { MenuProps } from './menus/menuProps';

interface MenuButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  label: ReactNode;
  /** Renders the menu: a code-split component (src/shell/menus/), so its code loads on the first click. */
  renderMenu: (menu: MenuProps) => ReactNode;
}

/** A button that opens a keyboard-operable menu; the app bar's switchers share it. */
export function MenuButton({ label, renderMenu, ...buttonProps }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        {...buttonProps}
      >
        {label}
      </Button>
      {/* Unmounted as soon as it closes: a menu item that navigates must not leave a closing backdrop over the page. */}
      {anchor ? renderMenu({ id: menuId, anchorEl: anchor, onClose: () => setAnchor(null) }) : null}
    </>
  );
}
