// Written by scripts/generateIcons.ts from @mui/icons-material (run before the build, typecheck and tests).
import paths from '../../generated/icons/paths.json';
import type { PlainIconName } from './iconNames';

interface PlainIconProps {
  name: PlainIconName;
  /** 1.25rem instead of the 1.5rem of Material icons; inside the app bar's buttons the button sets the size. */
  small?: boolean;
}

/** A Material icon as plain SVG, decorative (hidden from assistive technology), in the text colour. */
export function PlainIcon({ name, small = false }: PlainIconProps) {
  return (
    <svg
      className={small ? 'plain-icon plain-icon-small' : 'plain-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
