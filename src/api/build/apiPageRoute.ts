import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import type { ApiPageProps } from '../ApiPage';
import { getApiProductName } from '../apiProducts';
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
export function getApiStaticProps(language: Language): GetStaticProps<ApiPageProps, ApiPageParams> {
  return async ({ params }) => {
    const entry = loadApiEntry(params!.product, params!.slug);
    return {
      props: {
        page: await buildApiPageData(entry, language),
        breadcrumbs: [translate(language, 'api.reference'), getApiProductName(entry.product)],
      },
    };
  };
}
