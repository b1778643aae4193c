import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { renderStaticHtml } from '@/staticHtml/renderStaticHtml';
import { ApiBody } from '@/api/ApiBody';
import type { NavigationProps } from '@/shell/navigation/navigationProps';
import { renderNavigationHtml } from '@/shell/navigation/renderNavigationHtml';
import type { ApiPageProps } from '@/api/ApiPage';
import { getApiPathname } from '@/api/apiPathnames';
import { getApiProductName } from '@/api/apiProducts';
import { loadApiIndex } from './apiIndex';
import { buildApiPageData } from './buildApiPageData';
import { loadApiEntry } from './loadApiEntry';

type ApiPageParams = { product: string; slug: string };

/** Static paths of every API page, `/x/api/<product>/<slug>/`, from generated/api/index.json. */
export const getApiStaticPaths: GetStaticPaths<ApiPageParams> = async () => ({
  paths: loadApiIndex().map((entry) => ({ params: { product: entry.product, slug: entry.slug } })),
  fallback: false,
});

/** Builds the props of an API page in a language. */
export function getApiStaticProps(language: Language): GetStaticProps<ApiPageProps & NavigationProps, ApiPageParams> {
  return async ({ params }) => {
    const entry = loadApiEntry(params!.product, params!.slug);
    const data = await buildApiPageData(entry, language);
    return {
      props: {
        page: {
          title: data.name,
          headTitle: `${data.name} API`,
          summary: data.summary,
          plan: data.plan,
          segments: [{ kind: 'html', html: renderStaticHtml(<ApiBody page={data} />, language) }],
          toc: data.toc,
        },
        breadcrumbs: [translate(language, 'api.reference'), getApiProductName(entry.product)],
        navigationHtml: renderNavigationHtml(getApiPathname(entry.product, entry.slug), language),
      },
    };
  };
}
