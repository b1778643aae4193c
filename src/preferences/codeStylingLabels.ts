import type { TranslationKey } from '@/i18n/translate';
import type { CodeStyling } from './codePreferences';

/** How each code style is named, in the settings drawer and on demo toolbars alike. */
export const CODE_STYLING_LABELS = {
  system: 'settings.styleSystem',
  tailwind: 'settings.styleTailwind',
  css: 'settings.styleCss',
} as const satisfies Record<CodeStyling, TranslationKey>;
