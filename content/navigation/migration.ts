import type { NavNode } from '@/navigation/types';

const page = (slug: string, en: string, zh: string): NavNode => ({
  pathname: `/x/migration/${slug}/`,
  title: { en, zh },
});

export const migrationSection: NavNode[] = [
  {
    pathname: '/x/migration-section',
    title: { en: 'Migration', zh: '迁移' },
    children: [
      {
        pathname: '/x/migration/v8-group',
        subheader: { en: 'Upgrade to v8', zh: '升级到 v8' },
        children: [
          page('migration-data-grid-v7', 'Breaking changes: Data Grid', '破坏性变更：数据表格'),
          page('migration-pickers-v7', 'Breaking changes: Date and Time Pickers', '破坏性变更：日期和时间选择器'),
          page('migration-tree-view-v7', 'Breaking changes: Tree View', '破坏性变更：树视图'),
          page('migration-charts-v7', 'Breaking changes: Charts', '破坏性变更：图表'),
        ],
      },
      {
        pathname: '/x/migration/v7-group',
        subheader: { en: 'Upgrade to v7', zh: '升级到 v7' },
        children: [
          page('migration-data-grid-v6', 'Breaking changes: Data Grid', '破坏性变更：数据表格'),
          page('migration-pickers-v6', 'Breaking changes: Date and Time Pickers', '破坏性变更：日期和时间选择器'),
          page('migration-tree-view-v6', 'Breaking changes: Tree View', '破坏性变更：树视图'),
          page('migration-charts-v6', 'Breaking changes: Charts', '破坏性变更：图表'),
        ],
      },
      {
        pathname: '/x/migration/v6-group',
        subheader: { en: 'Upgrade to v6', zh: '升级到 v6' },
        children: [
          page('migration-data-grid-v5', 'Breaking changes: Data Grid', '破坏性变更：数据表格'),
          page('migration-pickers-v5', 'Breaking changes: Date and Time Pickers', '破坏性变更：日期和时间选择器'),
          page('migration-tree-view-lab', 'Migration from lab to v6 (Tree View)', '从 lab 迁移到 v6（树视图）'),
        ],
      },
      {
        pathname: '/x/migration/earlier-group',
        subheader: { en: 'Earlier versions', zh: '更早的版本' },
        children: [
          page(
            'migration-pickers-lab',
            'Migration from lab to v5 (Date and Time Pickers)',
            '从 lab 迁移到 v5（日期和时间选择器）',
          ),
          page('migration-data-grid-v4', 'Migration from v4 to v5 (Data Grid)', '从 v4 迁移到 v5（数据表格）'),
        ],
      },
    ],
  },
];
