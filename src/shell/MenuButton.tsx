import Button, { type ButtonProps } from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useId, useState, type ReactNode } from 'react';

// Menus are code-split: most readers never open a switcher, so its popover code loads on the first click.
const PopupMenu = dynamic(() => import('./PopupMenu').then((module) => module.PopupMenu), { ssr: false });

interface MenuButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  label: ReactNode;
  children: (close: () => void) => ReactNode;
}

/** A button that opens a keyboard-operable menu; the app bar's switchers share it. */
export function MenuButton({ label, children, ...buttonProps }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
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
      {anchor ? (
        <PopupMenu id={menuId} anchorEl={anchor} open onClose={close}>
          {children(close)}
        </PopupMenu>
      ) : null}
    </>
  );
}
