import { useTranslate } from '@/i18n/LanguageContext';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the app bar and navigation (`.skip-link` in content.css). */
export function SkipLink() {
  const t = useTranslate();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
