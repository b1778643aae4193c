import { useTranslate } from '@/i18n/LanguageContext';
import { getProductLlmsTxtPath, SITE_LLMS_TXT_PATH } from '@/routing/llmsTxtPath';
import { PRODUCT_IDS } from '@/routing/products';
import { PRODUCT_NAMES } from './products';

const LLMS_TXT_LINKS = [
  { href: SITE_LLMS_TXT_PATH, name: 'MUI X' },
  ...PRODUCT_IDS.map((id) => ({ href: getProductLlmsTxtPath(id), name: PRODUCT_NAMES[id] })),
];

export function Footer() {
  const t = useTranslate();
  return (
    <footer className="site-footer">
      <p>{t('footerCopyright')}</p>
      <p>{t('footerLicense')}</p>
      <nav aria-label={t('footerLlmsTxt')} className="site-footer-llms">
        {t('footerLlmsTxt')}:{' '}
        {LLMS_TXT_LINKS.map(({ href, name }, index) => (
          <span key={href}>
            {index > 0 ? ' · ' : null}
            <a href={href} type="text/plain">
              {name}
            </a>
          </span>
        ))}
      </nav>
    </footer>
  );
}
