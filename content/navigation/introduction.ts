import type { NavNode } from '@/navigation/types';

export const introductionSection: NavNode[] = [
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
