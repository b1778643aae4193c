import { DENSE_SPACING, MAX_SPACING, MIN_SPACING, SPACING } from './constants';

/** A spacing the site supports: a whole number of pixels between MIN_SPACING and MAX_SPACING. */
export function clampSpacing(spacing: number): number {
  return Math.min(MAX_SPACING, Math.max(MIN_SPACING, Math.round(spacing)));
}

/** Reads a stored spacing; anything but a number in range (garbage, an old format, nothing) means the default. */
export function parseSpacing(raw: unknown): number {
  const spacing = typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  return spacing >= MIN_SPACING && spacing <= MAX_SPACING ? spacing : SPACING;
}

/** The dense layout tightens spacing to DENSE_SPACING, unless a tighter spacing was chosen already. */
export function effectiveSpacing(state: { dense: boolean; spacing: number }): number {
  return state.dense ? Math.min(state.spacing, DENSE_SPACING) : state.spacing;
}
