import { useId, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { MenuProps } from './menus/menuProps';

interface MenuButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick'> {
  label: ReactNode;
  endIcon?: ReactNode;
  /** Renders the menu: a code-split component (src/shell/menus/), so its code loads on the first click. */
  renderMenu: (menu: MenuProps) => ReactNode;
  [dataAttribute: `data-${string}`]: string;
}

/** A button of the app bar that opens a keyboard-operable menu; the switchers share it. Plain markup (`.shell-button`). */
export function MenuButton({ label, endIcon, renderMenu, className, ...buttonProps }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className={`shell-button ${className ?? ''}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        {...buttonProps}
      >
        {label}
        {endIcon}
      </button>
      {/* Unmounted as soon as it closes: a menu item that navigates must not leave a closing backdrop over the page. */}
      {anchor ? renderMenu({ id: menuId, anchorEl: anchor, onClose: () => setAnchor(null) }) : null}
    </>
  );
}
