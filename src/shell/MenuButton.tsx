import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { useId, useState, type ReactNode } from 'react';

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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {children(close)}
      </Menu>
    </>
  );
}
