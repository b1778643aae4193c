import type { NavNode } from '@/navigation/types';

const page = (slug: string, en: string, zh: string, markers: Omit<NavNode, 'pathname' | 'title'> = {}): NavNode => ({
  pathname: `/x/react-charts/${slug}${slug ? '/' : ''}`,
  title: { en, zh },
  ...markers,
});

const group = (slug: string, en: string, zh: string, children: NavNode[]): NavNode => ({
  pathname: `/x/react-charts/${slug}-group`,
  title: { en, zh },
  children,
});

export const chartsSection: NavNode[] = [
  {
    pathname: '/x/react-charts-section',
    title: { en: 'Charts', zh: '图表' },
    newFeature: true,
    children: [
      page('', 'Overview', '概览'),
      page('getting-started', 'Getting started', '快速入门'),
      {
        pathname: '/x/react-charts/components-group',
        subheader: { en: 'Available components', zh: '可用组件' },
        children: [
          group('bars', 'Bars', '柱状图', [
            page('bars', 'Bars overview', '柱状图概览'),
            page('bar-demo', 'Demos', '示例'),
          ]),
          group('lines', 'Lines', '折线图', [
            page('lines', 'Lines overview', '折线图概览'),
            page('line-demo', 'Lines demo', '折线图示例'),
            page('areas-demo', 'Area demo', '面积图示例'),
          ]),
          group('pie', 'Pie', '饼图', [page('pie', 'Pie overview', '饼图概览'), page('pie-demo', 'Demo', '示例')]),
          group('scatter', 'Scatter', '散点图', [
            page('scatter', 'Scatter overview', '散点图概览'),
            page('scatter-demo', 'Demo', '示例'),
          ]),
          page('sparkline', 'Sparkline', '迷你图'),
          page('gauge', 'Gauge', '仪表盘'),
          page('heatmap', 'Heatmap', '热力图', { plan: 'pro', unstable: true }),
        ],
      },
      {
        pathname: '/x/react-charts/common-features-group',
        subheader: { en: 'Common features', zh: '通用功能' },
        children: [
          page('axis', 'Axis', '坐标轴'),
          page('components', 'Custom components', '自定义组件'),
          page('composition', 'Composition', '组合'),
          page('label', 'Label', '标签'),
          page('legend', 'Legend', '图例'),
          page('stacking', 'Stacking', '堆叠'),
          page('styling', 'Styling', '样式'),
          page('tooltip', 'Tooltip', '提示框'),
          page('highlighting', 'Highlighting', '高亮'),
          page('zoom-and-pan', 'Zoom and pan', '缩放与平移', { plan: 'pro', unstable: true }),
        ],
      },
      {
        pathname: '/x/react-charts/future-components-group',
        subheader: { en: 'Future components', zh: '未来组件' },
        children: [
          page('radar', 'Radar', '雷达图', { planned: true }),
          page('treemap', 'Treemap', '矩形树图', { planned: true }),
          page('funnel', 'Funnel', '漏斗图', { plan: 'pro', planned: true }),
          page('sankey', 'Sankey', '桑基图', { plan: 'pro', planned: true }),
          page('gantt', 'Gantt', '甘特图', { plan: 'pro', planned: true }),
        ],
      },
    ],
  },
];
