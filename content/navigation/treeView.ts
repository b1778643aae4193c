import type { NavNode } from '@/navigation/types';

const page = (slug: string, en: string, zh: string, markers: Omit<NavNode, 'pathname' | 'title'> = {}): NavNode => ({
  pathname: `/x/react-tree-view/${slug}${slug ? '/' : ''}`,
  title: { en, zh },
  ...markers,
});

export const treeViewSection: NavNode[] = [
  {
    pathname: '/x/react-tree-view-section',
    title: { en: 'Tree View', zh: '树视图' },
    newFeature: true,
    children: [
      page('', 'Overview', '概览'),
      page('getting-started', 'Getting started', '快速入门'),
      {
        pathname: '/x/react-tree-view/simple-tree-view-group',
        subheader: { en: 'Simple Tree View', zh: 'Simple Tree View' },
        children: [
          page('simple-tree-view/items', 'Items', '项'),
          page('simple-tree-view/selection', 'Selection', '选择'),
          page('simple-tree-view/expansion', 'Expansion', '展开'),
          page('simple-tree-view/customization', 'Customization', '定制'),
          page('simple-tree-view/focus', 'Focus', '焦点'),
        ],
      },
      {
        pathname: '/x/react-tree-view/rich-tree-view-group',
        subheader: { en: 'Rich Tree View', zh: 'Rich Tree View' },
        children: [
          page('rich-tree-view/items', 'Items', '项'),
          page('rich-tree-view/selection', 'Selection', '选择'),
          page('rich-tree-view/expansion', 'Expansion', '展开'),
          page('rich-tree-view/customization', 'Customization', '定制'),
          page('rich-tree-view/focus', 'Focus', '焦点'),
          page('rich-tree-view/editing', 'Editing', '编辑'),
          page('rich-tree-view/ordering', 'Ordering', '重新排序', { plan: 'pro' }),
        ],
      },
      {
        pathname: '/x/react-tree-view/common-features-group',
        subheader: { en: 'Common features', zh: '通用功能' },
        children: [
          page('accessibility', 'Accessibility', '无障碍'),
          page('tree-item-customization', 'Item customization', '树项定制'),
        ],
      },
    ],
  },
];
