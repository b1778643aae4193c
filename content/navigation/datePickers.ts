import type { NavNode } from '@/navigation/types';

const page = (slug: string, en: string, zh: string, markers: Omit<NavNode, 'pathname' | 'title'> = {}): NavNode => ({
  pathname: `/x/react-date-pickers/${slug}${slug ? '/' : ''}`,
  title: { en, zh },
  ...markers,
});

const group = (slug: string, en: string, zh: string, children: NavNode[]): NavNode => ({
  pathname: `/x/react-date-pickers/${slug}-group`,
  title: { en, zh },
  children,
});

export const datePickersSection: NavNode[] = [
  {
    pathname: '/x/react-date-pickers-section',
    title: { en: 'Date and Time Pickers', zh: '日期和时间选择器' },
    children: [
      page('', 'Overview', '概览'),
      page('getting-started', 'Getting started', '快速入门'),
      page('base-concepts', 'Base concepts', '基本概念'),
      page('accessibility', 'Accessibility', '无障碍'),
      page('faq', 'FAQ', '常见问题'),
      {
        pathname: '/x/react-date-pickers/components-group',
        subheader: { en: 'Components', zh: '组件' },
        children: [
          group('date', 'Date components', '日期组件', [
            page('date-picker', 'Date Picker', '日期选择器'),
            page('date-field', 'Date Field', '日期字段'),
            page('date-calendar', 'Date Calendar', '日历'),
          ]),
          group('time', 'Time components', '时间组件', [
            page('time-picker', 'Time Picker', '时间选择器'),
            page('time-field', 'Time Field', '时间字段'),
            page('time-clock', 'Time Clock', '时钟'),
            page('digital-clock', 'Digital Clock', '数字时钟'),
          ]),
          group('date-time', 'Date Time components', '日期时间组件', [
            page('date-time-picker', 'Date Time Picker', '日期时间选择器'),
            page('date-time-field', 'Date Time Field', '日期时间字段'),
          ]),
          group('date-range', 'Date Range components', '日期范围组件', [
            page('date-range-picker', 'Date Range Picker', '日期范围选择器', { plan: 'pro' }),
            page('date-range-field', 'Date Range Field', '日期范围字段', { plan: 'pro' }),
            page('date-range-calendar', 'Date Range Calendar', '日期范围日历', { plan: 'pro' }),
          ]),
          group('time-range', 'Time Range components', '时间范围组件', [
            page('time-range-picker', 'Time Range Picker', '时间范围选择器', { plan: 'pro', planned: true }),
            page('time-range-field', 'Time Range Field', '时间范围字段', { plan: 'pro' }),
          ]),
          group('date-time-range', 'Date Time Range components', '日期时间范围组件', [
            page('date-time-range-picker', 'Date Time Range Picker', '日期时间范围选择器', {
              plan: 'pro',
              newFeature: true,
            }),
            page('date-time-range-field', 'Date Time Range Field', '日期时间范围字段', { plan: 'pro' }),
          ]),
          page('fields', 'Field components', '字段组件'),
        ],
      },
      {
        pathname: '/x/react-date-pickers/common-features-group',
        subheader: { en: 'Common features', zh: '通用功能' },
        children: [
          page('validation', 'Validation', '验证'),
          page('lifecycle', 'Components lifecycle', '组件生命周期'),
          page('shortcuts', 'Shortcuts', '快捷选项'),
        ],
      },
      {
        pathname: '/x/react-date-pickers/localization-group',
        subheader: { en: 'Localization', zh: '本地化' },
        children: [
          page('localization', 'Translated components', '组件翻译'),
          page('adapters-locale', 'Date format and localization', '日期格式与本地化'),
          page('timezone', 'UTC and timezones', 'UTC 与时区'),
          page('calendar-systems', 'Calendar systems', '历法'),
        ],
      },
      {
        pathname: '/x/react-date-pickers/visual-customization-group',
        subheader: { en: 'Visual customization', zh: '视觉定制' },
        children: [
          page('custom-components', 'Custom subcomponents', '自定义子组件'),
          page('custom-layout', 'Custom layout', '自定义布局'),
          page('custom-field', 'Custom field', '自定义字段'),
          page('custom-opening-button', 'Custom opening button', '自定义打开按钮'),
          page('playground', 'Customization playground', '定制演练场'),
        ],
      },
    ],
  },
];
