import type { NavNode } from '@/navigation/types';

/**
 * The navigation tree: the one source for the drawer, previous/next links, breadcrumbs and the list of pages.
 * Leaves are pages (content/pages/<path>/index.md); entries with children are sections.
 */
export const navigation: NavNode[] = [
  {
    pathname: '/x/introduction-section',
    title: { en: 'Introduction', zh: '介绍' },
    children: [
      { pathname: '/x/introduction/', title: { en: 'Overview', zh: '概览' } },
      { pathname: '/x/introduction/installation/', title: { en: 'Installation', zh: '安装' } },
      { pathname: '/x/introduction/licensing/', title: { en: 'Licensing', zh: '许可' } },
      { pathname: '/x/introduction/support/', title: { en: 'Support', zh: '支持' } },
      { pathname: '/x/introduction/roadmap/', title: { en: 'Roadmap', zh: '路线图' } },
    ],
  },
];
