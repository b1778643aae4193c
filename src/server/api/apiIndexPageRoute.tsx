import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { renderStaticHtml } from '@/staticHtml/renderStaticHtml';
import { ApiIndexBody } from '@/api/ApiIndexBody';
import type { NavigationProps } from '@/shell/navigation/navigationProps';
import { renderNavigationHtml } from '@/shell/navigation/renderNavigationHtml';
import type { ApiPageProps } from '@/api/ApiPage';
import type { ApiIndexPageData, ApiLinkData } from '@/api/apiPageData';
import { getApiPathname, getApiProductPathname } from '@/api/apiPathnames';
import { getApiProductName, toNavPlan } from '@/api/apiProducts';
import { API_PACKAGES } from '@/api/apiPackages';
import type { ApiIndexEntry } from '@/api/types';
import { loadApiIndex } from './apiIndex';

type ApiIndexParams = { product: string };

/** Static paths of every product's API overview, `/x/api/<product>/`. */
export const getApiIndexStaticPaths: GetStaticPaths<ApiIndexParams> = async () => ({
  paths: [...new Set(loadApiIndex().map((entry) => entry.product))].map((product) => ({ params: { product } })),
  fallback: false,
});

/**
 * The overview of one product: a section per package (`#x-data-grid-pro`) listing the components it adds, then the
 * interfaces; each section only when it has entries.
 */
export function buildApiIndexPageData(
  index: readonly ApiIndexEntry[],
  product: string,
  language: Language,
): ApiIndexPageData {
  const productName = getApiProductName(product);
  const group = (id: string, title: string, belongs: (entry: ApiIndexEntry) => boolean) => {
    const links: ApiLinkData[] = index
      .filter((entry) => entry.product === product && belongs(entry))
      .map((entry) => ({
        name: entry.name,
        pathname: getApiPathname(entry.product, entry.slug),
        plan: toNavPlan(entry.plan) ?? null,
      }));
    return links.length > 0 ? [{ id, title, links }] : [];
  };
  const componentsTitle = translate(language, 'api.components');
  const packages = API_PACKAGES.filter((pkg) => pkg.product === product);
  const homeless = index.filter(
    (entry) =>
      entry.product === product && entry.kind === 'component' && !packages.some((pkg) => pkg.plan === entry.plan),
  );
  if (homeless.length > 0) {
    throw new Error(
      `No ${product} package has the plan of ${homeless.map((entry) => `${entry.name} (${entry.plan})`).join(', ')}: the API overview would leave it out.`,
    );
  }
  const groups = [
    ...packages.flatMap((pkg) =>
      group(
        pkg.name.replace('@mui/', ''),
        `${pkg.name} · ${componentsTitle}`,
        (entry) => entry.kind === 'component' && entry.plan === pkg.plan,
      ),
    ),
    ...group('interfaces', translate(language, 'api.interfaces'), (entry) => entry.kind === 'interface'),
  ];
  return {
    title: translate(language, 'api.indexTitle', { product: productName }),
    summary: translate(language, 'api.indexDescription', { product: productName }),
    groups,
    toc: groups.map(({ id, title }) => ({ id, text: title, level: 2 })),
  };
}

/** Builds the props of a product's API overview in a language. */
export function getApiIndexStaticProps(
  language: Language,
): GetStaticProps<ApiPageProps & NavigationProps, ApiIndexParams> {
  return async ({ params }) => {
    const data = buildApiIndexPageData(loadApiIndex(), params!.product, language);
    return {
      props: {
        page: {
          title: data.title,
          headTitle: data.title,
          summary: data.summary,
          plan: null,
          segments: [{ kind: 'html', html: renderStaticHtml(<ApiIndexBody page={data} />, language) }],
          toc: data.toc,
        },
        breadcrumbs: [translate(language, 'api.reference')],
        navigationHtml: renderNavigationHtml(getApiProductPathname(params!.product), language),
      },
    };
  };
}
