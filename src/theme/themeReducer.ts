import { SPACING } from './constants';
import { clampSpacing } from './spacing';
import type { ColorMode } from './colorMode';
import type { Direction } from './direction';
import type { PaletteColors } from './paletteColors';

export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors | null;
  spacing: number;
  paletteMode: ColorMode;
}

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>>;
    };

export const initialThemeState: ThemeState = {
  dense: false,
  direction: 'ltr',
  paletteColors: null,
  spacing: SPACING,
  paletteMode: 'system',
};

/**
 * The single rule book for theme changes. Spacing stays within MIN_SPACING..MAX_SPACING. Unknown actions are
 * programming errors and throw.
 */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: clampSpacing(action.payload) };
    case 'INCREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing + 1) };
    case 'DECREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing - 1) };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: null };
    case 'CHANGE':
      return {
        ...state,
        paletteMode: action.payload.paletteMode ?? state.paletteMode,
        direction: action.payload.direction ?? state.direction,
        paletteColors: action.payload.paletteColors !== undefined ? action.payload.paletteColors : state.paletteColors,
      };
    default: {
      const unknownType = (action as { type?: unknown }).type;
      throw new Error(`Unrecognized type ${String(unknownType)}`);
    }
  }
}
