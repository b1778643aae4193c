import type { NavNode } from '@/navigation/types';

const page = (slug: string, en: string, zh: string, markers: Omit<NavNode, 'pathname' | 'title'> = {}): NavNode => ({
  pathname: `/x/react-data-grid/${slug}${slug ? '/' : ''}`,
  title: { en, zh },
  ...markers,
});

export const dataGridSection: NavNode[] = [
  {
    pathname: '/x/react-data-grid-section',
    title: { en: 'Data Grid', zh: '数据表格' },
    children: [
      page('', 'Overview', '概览'),
      page('getting-started', 'Quick start', '快速入门'),
      page('demo', 'Demo', '示例'),
      page('layout', 'Layout', '布局'),
      page('features', 'Features comparison', '功能对比'),
      {
        pathname: '/x/react-data-grid/columns-group',
        subheader: { en: 'Columns', zh: '列' },
        children: [
          page('column-definition', 'Definition', '定义'),
          page('column-dimensions', 'Dimensions', '尺寸'),
          page('column-visibility', 'Visibility', '可见性'),
          page('custom-columns', 'Custom columns', '自定义列'),
          page('column-header', 'Header', '列头'),
          page('column-menu', 'Column menu', '列菜单'),
          page('column-spanning', 'Spanning', '跨列'),
          page('column-groups', 'Groups', '列分组'),
          page('column-ordering', 'Ordering', '列重新排序', { plan: 'pro' }),
          page('column-pinning', 'Pinning', '列固定', { plan: 'pro' }),
        ],
      },
      {
        pathname: '/x/react-data-grid/rows-group',
        subheader: { en: 'Rows', zh: '行' },
        children: [
          page('row-definition', 'Definition', '定义'),
          page('row-updates', 'Updates', '更新'),
          page('row-height', 'Height', '行高'),
          page('row-spanning', 'Spanning', '跨行', { newFeature: true, unstable: true }),
          page('master-detail', 'Master detail', '主从详情', { plan: 'pro' }),
          page('row-ordering', 'Ordering', '行重新排序', { plan: 'pro' }),
          page('row-pinning', 'Pinning', '行固定', { plan: 'pro' }),
          page('row-lazy-loading', 'Lazy loading', '懒加载', { plan: 'pro' }),
          page('row-recipes', 'Recipes', '实用示例'),
        ],
      },
      {
        pathname: '/x/react-data-grid/features-group',
        subheader: { en: 'Main features', zh: '主要功能' },
        children: [
          page('editing', 'Editing', '编辑'),
          page('sorting', 'Sorting', '排序'),
          {
            pathname: '/x/react-data-grid/filtering-section',
            title: { en: 'Filtering', zh: '筛选' },
            children: [
              page('filtering', 'Overview', '概览'),
              page('filtering/customization', 'Customization', '定制'),
              page('filtering/quick-filter', 'Quick filter', '快速筛选'),
              page('filtering/server-side', 'Server-side filter', '服务端筛选'),
              page('filtering/multi-filters', 'Multi-filters', '多条件筛选', { plan: 'pro' }),
              page('filtering/header-filters', 'Header filters', '表头筛选', { plan: 'pro' }),
              page('filtering-recipes', 'Recipes', '实用示例'),
            ],
          },
          page('pagination', 'Pagination', '分页'),
          {
            pathname: '/x/react-data-grid/selection-section',
            title: { en: 'Selection', zh: '选择' },
            children: [
              page('row-selection', 'Row selection', '行选择'),
              page('cell-selection', 'Cell selection', '单元格选择', { plan: 'premium' }),
            ],
          },
          page('export', 'Export', '导出'),
          page('clipboard', 'Copy and paste', '复制与粘贴'),
          page('overlays', 'Overlays', '覆盖层'),
          page('components', 'Custom subcomponents', '自定义子组件'),
          {
            pathname: '/x/react-data-grid/style-section',
            title: { en: 'Style', zh: '样式' },
            children: [page('style', 'Overview', '概览'), page('style-recipes', 'Recipes', '实用示例')],
          },
          page('localization', 'Localization', '本地化'),
          page('virtualization', 'Virtualization', '虚拟化'),
          page('scrolling', 'Scrolling', '滚动'),
          page('accessibility', 'Accessibility', '无障碍'),
          page('performance', 'Performance', '性能'),
        ],
      },
      {
        pathname: '/x/react-data-grid/advanced-group',
        subheader: { en: 'Advanced', zh: '高级' },
        children: [
          page('events', 'Events', '事件'),
          page('state', 'State', '状态'),
          page('api-object', 'API object', 'API 对象'),
        ],
      },
      {
        pathname: '/x/react-data-grid/group-pivot-group',
        subheader: { en: 'Group and pivot', zh: '分组与透视' },
        children: [
          page('tree-data', 'Tree data', '树形数据', { plan: 'pro' }),
          page('row-grouping', 'Row grouping', '行分组', { plan: 'premium' }),
          page('aggregation', 'Aggregation', '聚合', { plan: 'premium' }),
          page('pivoting', 'Pivoting', '透视', { plan: 'premium', planned: true }),
        ],
      },
      page('list-view', 'List view', '列表视图', { plan: 'pro', unstable: true }),
      {
        pathname: '/x/react-data-grid/server-side-data-section',
        title: { en: 'Server-side data', zh: '服务端数据' },
        plan: 'pro',
        unstable: true,
        children: [
          page('server-side-data', 'Overview', '概览', { plan: 'pro' }),
          page('server-side-data/tree-data', 'Tree data', '树形数据', { plan: 'pro' }),
          page('server-side-data/lazy-loading', 'Lazy loading', '懒加载', { plan: 'pro', planned: true }),
          page('server-side-data/infinite-loading', 'Infinite loading', '无限加载', { plan: 'pro', planned: true }),
          page('server-side-data/row-grouping', 'Row grouping', '行分组', { plan: 'pro', planned: true }),
          page('server-side-data/aggregation', 'Aggregation', '聚合', { plan: 'premium', planned: true }),
        ],
      },
      {
        pathname: '/x/react-data-grid/recipes-section',
        title: { en: 'Recipes', zh: '实用示例' },
        children: [
          page('recipes-editing', 'Editing', '编辑'),
          page('recipes-row-grouping', 'Row grouping', '行分组', { plan: 'premium' }),
        ],
      },
      page('faq', 'FAQ', '常见问题'),
    ],
  },
];
