import '@/styles/tailwind.css';
import '@/styles/content.css';
import type { EmotionCache } from '@emotion/react';
import type { AppProps } from 'next/app';
import type { NextPage } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { LanguageContext } from '@/i18n/LanguageContext';
import { HTML_LANG } from '@/i18n/languages';
import { Analytics } from '@/integrations/analytics';
import { ServiceWorkerRegistration } from '@/integrations/serviceWorker';
import { CodePreferencesProvider } from '@/preferences/CodePreferencesProvider';
import { getLanguageFromPath } from '@/routing/pathnames';
import { AppFrame } from '@/shell/AppFrame';
import { DocsThemeProvider } from '@/theme/DocsThemeProvider';

type DocsAppProps = AppProps & { Component: NextPage & { layout?: 'bare' }; emotionCache?: EmotionCache };

/**
 * The language of the page. The static 404 page is rendered once for every URL, so its language
 * is only known in the browser, after hydration.
 */
function usePageLanguage() {
  const router = useRouter();
  const isNotFound = router.pathname === '/404';
  const [clientPath, setClientPath] = useState<string | null>(null);
  useEffect(() => {
    if (isNotFound) {
      setClientPath(window.location.pathname);
    }
  }, [isNotFound]);
  return getLanguageFromPath(isNotFound ? (clientPath ?? '/') : router.asPath);
}

export default function DocsApp({ Component, pageProps, emotionCache }: DocsAppProps) {
  const router = useRouter();
  const language = usePageLanguage();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[language];
  }, [language]);
  useEffect(() => {
    // Lets tests and tools wait for interactivity instead of guessing with timers.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const page = <Component {...pageProps} />;
  return (
    <LanguageContext.Provider value={language}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <DocsThemeProvider emotionCache={emotionCache}>
        <CodePreferencesProvider>
          <Analytics />
          <ServiceWorkerRegistration />
          {Component.layout === 'bare' ? (
            page
          ) : (
            <AppFrame pathname={router.asPath} navigationHtml={pageProps.navigationHtml}>
              {page}
            </AppFrame>
          )}
        </CodePreferencesProvider>
      </DocsThemeProvider>
    </LanguageContext.Provider>
  );
}
