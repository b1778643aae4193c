/** A tree item in the shape the Rich Tree View reads by default: an `id`, a `label` and optional `children`. */
export interface TreeNode {
  id: string;
  label: string;
  children?: TreeNode[];
}

/** The MUI X products and their plans: a small, two-level tree used by most Tree View demos. */
export const MUI_X_PRODUCTS: TreeNode[] = [
  {
    id: 'grid',
    label: 'Data Grid',
    children: [
      { id: 'grid-community', label: '@mui/x-data-grid' },
      { id: 'grid-pro', label: '@mui/x-data-grid-pro' },
      { id: 'grid-premium', label: '@mui/x-data-grid-premium' },
    ],
  },
  {
    id: 'pickers',
    label: 'Date and Time Pickers',
    children: [
      { id: 'pickers-community', label: '@mui/x-date-pickers' },
      { id: 'pickers-pro', label: '@mui/x-date-pickers-pro' },
    ],
  },
  {
    id: 'charts',
    label: 'Charts',
    children: [
      { id: 'charts-community', label: '@mui/x-charts' },
      { id: 'charts-pro', label: '@mui/x-charts-pro' },
    ],
  },
  {
    id: 'tree-view',
    label: 'Tree View',
    children: [
      { id: 'tree-view-community', label: '@mui/x-tree-view' },
      { id: 'tree-view-pro', label: '@mui/x-tree-view-pro' },
    ],
  },
];

export type FileKind = 'folder' | 'image' | 'pdf' | 'document' | 'spreadsheet' | 'video' | 'code';

/** A file or folder of the demo file system; `size` is in kilobytes and only set on files. */
export interface FileNode {
  id: string;
  label: string;
  kind: FileKind;
  size?: number;
  children?: FileNode[];
}

/** A small project folder, three levels deep, for file-explorer demos. */
export const FILE_SYSTEM: FileNode[] = [
  {
    id: 'documents',
    label: 'Documents',
    kind: 'folder',
    children: [
      {
        id: 'invoices',
        label: 'Invoices',
        kind: 'folder',
        children: [
          { id: 'invoice-2024-09', label: 'invoice-2024-09.pdf', kind: 'pdf', size: 182 },
          { id: 'invoice-2024-10', label: 'invoice-2024-10.pdf', kind: 'pdf', size: 176 },
          { id: 'expenses', label: 'expenses.xlsx', kind: 'spreadsheet', size: 64 },
        ],
      },
      { id: 'contract', label: 'contract.docx', kind: 'document', size: 48 },
      { id: 'roadmap', label: 'roadmap.docx', kind: 'document', size: 31 },
    ],
  },
  {
    id: 'pictures',
    label: 'Pictures',
    kind: 'folder',
    children: [
      {
        id: 'holidays',
        label: 'Holidays',
        kind: 'folder',
        children: [
          { id: 'beach', label: 'beach.jpg', kind: 'image', size: 2410 },
          { id: 'mountains', label: 'mountains.jpg', kind: 'image', size: 3105 },
        ],
      },
      { id: 'avatar', label: 'avatar.png', kind: 'image', size: 96 },
    ],
  },
  {
    id: 'videos',
    label: 'Videos',
    kind: 'folder',
    children: [{ id: 'launch', label: 'product-launch.mp4', kind: 'video', size: 48200 }],
  },
  {
    id: 'project',
    label: 'my-app',
    kind: 'folder',
    children: [
      {
        id: 'src',
        label: 'src',
        kind: 'folder',
        children: [
          { id: 'app-tsx', label: 'App.tsx', kind: 'code', size: 4 },
          { id: 'index-tsx', label: 'index.tsx', kind: 'code', size: 1 },
        ],
      },
      { id: 'package-json', label: 'package.json', kind: 'code', size: 2 },
      { id: 'readme', label: 'README.md', kind: 'document', size: 3 },
    ],
  },
];

/** A department of the demo company, in a custom shape (no `id` or `label` field). */
export interface Department {
  code: string;
  name: string;
  headcount: number;
  archived?: boolean;
  children?: Department[];
}

/** A company organisation whose items need `getItemId` and `getItemLabel`; one team is archived. */
export const DEPARTMENTS_TREE: Department[] = [
  {
    code: 'ENG',
    name: 'Engineering',
    headcount: 42,
    children: [
      { code: 'ENG-WEB', name: 'Web platform', headcount: 14 },
      { code: 'ENG-MOB', name: 'Mobile apps', headcount: 9 },
      { code: 'ENG-LEG', name: 'Legacy desktop', headcount: 2, archived: true },
      { code: 'ENG-OPS', name: 'Infrastructure', headcount: 17 },
    ],
  },
  {
    code: 'SAL',
    name: 'Sales',
    headcount: 25,
    children: [
      { code: 'SAL-EU', name: 'Europe', headcount: 11 },
      { code: 'SAL-US', name: 'Americas', headcount: 14 },
    ],
  },
  {
    code: 'FIN',
    name: 'Finance',
    headcount: 8,
    children: [{ code: 'FIN-PAY', name: 'Payroll', headcount: 3 }],
  },
];

/** Ids of every item of a tree that has children, in depth-first order (to expand everything). */
export function getExpandableItemIds(items: readonly TreeNode[]): string[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0 ? [item.id, ...getExpandableItemIds(item.children)] : [],
  );
}

/** Ids of an item and all its descendants, found in the tree by id (an empty list when the id is unknown). */
export function getDescendantIds(items: readonly TreeNode[], itemId: string): string[] {
  for (const item of items) {
    if (item.id === itemId) {
      return [item.id, ...(item.children ?? []).flatMap((child) => getDescendantIds([child], child.id))];
    }
    const found = getDescendantIds(item.children ?? [], itemId);
    if (found.length > 0) {
      return found;
    }
  }
  return [];
}
