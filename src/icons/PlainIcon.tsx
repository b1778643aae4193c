import type { PlainIconName } from './iconNames';

interface PlainIconProps {
  name: PlainIconName;
  /** 1.25rem instead of the 1.5rem of Material icons; inside the app bar's buttons the button sets the size. */
  small?: boolean;
}

/**
 * A Material icon, decorative (hidden from assistive technology), in the text colour: an empty element that the
 * build's icon stylesheet (scripts/generateIcons.ts) draws as a mask, so the page's markup carries no path data.
 */
export function PlainIcon({ name, small = false }: PlainIconProps) {
  return <span className={small ? 'plain-icon plain-icon-small' : 'plain-icon'} data-icon={name} aria-hidden="true" />;
}
