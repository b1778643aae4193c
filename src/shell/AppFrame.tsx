import { useCallback, useState, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { useSettingsDrawerInDevelopment } from '@/settings/useSettingsDrawerInDevelopment';
import { getProductFromPath } from '@/routing/products';
import { getCanonicalPathname } from '@/routing/pathnames';
import { AppHeader } from './AppHeader';
import { Footer } from './Footer';
import { NavDrawer } from './NavDrawer';
import { PRODUCT_LINKS } from './products';
import { SkipLink, MAIN_CONTENT_ID } from './SkipLink';

/**
 * The frame around every documentation page: skip link, app bar, navigation and the main landmark. The settings drawer
 * is not React's: the shell's script opens it (src/settings/).
 */
export function AppFrame({
  pathname,
  navigationHtml,
  children,
}: {
  pathname: string;
  navigationHtml: string | null | undefined;
  children: ReactNode;
}) {
  const [navigationOpen, setNavigationOpen] = useState(false);
  const closeNavigation = useCallback(() => setNavigationOpen(false), []);
  const activePathname = `${getCanonicalPathname(pathname)}/`;
  const language = useLanguage();
  useSettingsDrawerInDevelopment();
  return (
    <>
      <SkipLink />
      <AppHeader
        pathname={activePathname}
        product={getProductFromPath(pathname)}
        products={PRODUCT_LINKS}
        onOpenNavigation={() => setNavigationOpen(true)}
      />
      {/* The navigation follows the content in the document (CSS puts it first on screen): the page's text is parsed,
          and painted, before the few hundred links of the navigation. */}
      <div className="app-body">
        <div className="app-main-column">
          <main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <div className="app-bar-offset" />
            {children}
          </main>
          <Footer />
        </div>
        <NavDrawer
          key={language}
          activePathname={activePathname}
          navigationHtml={navigationHtml}
          mobileOpen={navigationOpen}
          onClose={closeNavigation}
        />
      </div>
    </>
  );
}
