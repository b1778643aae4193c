import type { NavNode } from '@/navigation/types';

export const commonConceptsSection: NavNode[] = [
  {
    pathname: '/x/common-concepts-section',
    title: { en: 'Common concepts', zh: '通用概念' },
    children: [
      { pathname: '/x/common-concepts/custom-components/', title: { en: 'Custom components', zh: '自定义组件' } },
    ],
  },
];
