import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/react';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import type { AppType } from 'next/app';
import type { ComponentProps, ComponentType, ReactElement } from 'react';
import { getHeadScript } from '@/boot/headScript';
import { HTML_LANG } from '@/i18n/languages';
import { getLanguageFromPath } from '@/routing/pathnames';
import { faviconDataUrl } from '@/server/svgDataUrl';
import { DEFAULT_PALETTE_COLORS } from '@/theme/constants';
import { createLtrEmotionCache } from '@/theme/emotionCache';

interface DocsDocumentProps extends DocumentInitialProps {
  emotionStyleTags: ReactElement[];
}

export default class DocsDocument extends Document<DocsDocumentProps> {
  static async getInitialProps(context: DocumentContext): Promise<DocsDocumentProps> {
    const cache = createLtrEmotionCache();
    const { extractCriticalToChunks } = createEmotionServer(cache);
    const originalRenderPage = context.renderPage;
    context.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App: AppType) =>
          function EnhancedApp(props: ComponentProps<AppType>) {
            const AppWithCache = App as ComponentType<ComponentProps<AppType> & { emotionCache: EmotionCache }>;
            return <AppWithCache {...props} emotionCache={cache} />;
          },
      });
    const initialProps = await Document.getInitialProps(context);
    const chunks = extractCriticalToChunks(initialProps.html);
    const emotionStyleTags = chunks.styles.map((style) => (
      <style
        data-emotion={`${style.key} ${style.ids.join(' ')}`}
        key={style.key + style.ids.join('')}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ));
    return { ...initialProps, emotionStyleTags };
  }

  render() {
    const language = getLanguageFromPath(this.props.__NEXT_DATA__.page);
    return (
      <Html lang={HTML_LANG[language]} dir="ltr">
        <Head>
          <script dangerouslySetInnerHTML={{ __html: getHeadScript() }} />
          <meta name="theme-color" content={DEFAULT_PALETTE_COLORS.light.primary} />
          <link rel="icon" href={faviconDataUrl()} type="image/svg+xml" />
          <meta name="emotion-insertion-point" content="" />
          {this.props.emotionStyleTags}
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
