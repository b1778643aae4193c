import Head from 'next/head';
import { useRouter } from 'next/router';
import { useLanguage, useTranslate } from '@/i18n/LanguageContext';
import { getPagePathname } from '@/routing/markdownTwin';
import { ENVIRONMENT } from '@/config/environment';
import { getHeadMeta } from './headMeta';

/**
 * The `<head>` of a guide or API page: title, description, canonical URL, language alternates, Open Graph and
 * Twitter cards. The page's path comes from the router, so every page kind renders the same head from its title.
 */
export function PageHead({ title, description }: { title: string; description: string }) {
  const t = useTranslate();
  const language = useLanguage();
  const { asPath } = useRouter();
  const meta = getHeadMeta({
    pathname: getPagePathname(asPath),
    language,
    title,
    description,
    siteUrl: ENVIRONMENT.siteUrl,
  });
  return (
    <Head>
      <title>{`${title} - ${t('appTitleSuffix')}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={meta.canonical} />
      {meta.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {meta.openGraph.map(({ property, content }) => (
        <meta key={property} property={property} content={content} />
      ))}
      {meta.twitter.map(({ name, content }) => (
        <meta key={name} name={name} content={content} />
      ))}
    </Head>
  );
}
