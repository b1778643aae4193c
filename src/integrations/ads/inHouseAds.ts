import type { Language } from '@/i18n/languages';
import type { Ad } from './types';

/** A house promotion: shown when no ad network is configured or the network's ad is blocked. Images are in public/x/static/ads/. */
export interface InHouseAd {
  name: string;
  link: string;
  img: string;
  description: Record<Language, string>;
}

const campaign = (name: string) => `utm_source=docs&utm_medium=referral&utm_campaign=in-house-${name}`;

export const IN_HOUSE_ADS: readonly InHouseAd[] = [
  {
    name: 'MUI X Premium',
    link: `https://mui.com/pricing/?${campaign('x-premium')}`,
    img: '/x/static/ads/mui-x-premium.svg',
    description: {
      en: 'Row grouping, aggregation and Excel export for the Data Grid, with priority support.',
      zh: '为数据表格提供行分组、聚合和 Excel 导出，并享有优先支持。',
    },
  },
  {
    name: 'MUI X Pro',
    link: `https://mui.com/pricing/?${campaign('x-pro')}`,
    img: '/x/static/ads/mui-x-pro.svg',
    description: {
      en: 'Column pinning, tree data, lazy loading and date range pickers for demanding apps.',
      zh: '列固定、树形数据、懒加载和日期范围选择器，满足复杂应用的需求。',
    },
  },
  {
    name: 'MUI Store',
    link: `https://mui.com/store/?${campaign('templates')}`,
    img: '/x/static/ads/mui-store.svg',
    description: {
      en: 'Dashboards, admin panels and landing pages built with Material UI, ready to ship.',
      zh: '基于 Material UI 构建的仪表盘、管理后台和落地页模板，开箱即用。',
    },
  },
];

/** One house ad, chosen at random for each display. */
export function pickInHouseAd(random: () => number): InHouseAd {
  return IN_HOUSE_ADS[Math.min(IN_HOUSE_ADS.length - 1, Math.floor(random() * IN_HOUSE_ADS.length))]!;
}

/** A house ad in the reader's language, labelled for the slot showing it. */
export function toInHouseAd(ad: InHouseAd, language: Language, label: string): Ad {
  return { name: ad.name, link: ad.link, img: ad.img, description: ad.description[language], poweredby: 'MUI', label };
}
