/** The pages the targets apply to: one of each kind a reader lands on. */
export const MEASURED_PAGES = [
  { kind: 'content', route: '/x/introduction/installation/' },
  { kind: 'API', route: '/x/api/data-grid/data-grid/' },
  { kind: 'demos', route: '/x/react-data-grid/editing/' },
  { kind: 'Chinese', route: '/zh/x/introduction/installation/' },
  { kind: 'charts', route: '/x/react-charts/bars/' },
] as const;

/** The page whose raw HTML size has a target of its own. */
export const INSTALLATION_PAGE = '/x/introduction/installation/';
