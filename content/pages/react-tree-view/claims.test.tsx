import * as community from '@mui/x-tree-view';
import * as pro from '@mui/x-tree-view-pro';
import { describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

describe('the Pro package', () => {
  claim(
    "The Community package's exports except those of `RichTreeView` (the component, its classes and plugins), plus `RichTreeViewPro`",
    () => {
      const proExports = new Set(Object.keys(pro));
      expect(proExports.has('RichTreeView')).toBe(false);
      expect(proExports.has('RichTreeViewPro')).toBe(true);
      for (const name of ['SimpleTreeView', 'TreeItem', 'TreeItem2', 'useTreeItem2', 'useTreeViewApiRef']) {
        expect([name, proExports.has(name)]).toEqual([name, true]);
      }
      const missing = Object.keys(community).filter((name) => !proExports.has(name));
      expect(missing).toContain('RichTreeView');
      expect(missing.filter((name) => !/RichTreeView|RICH_TREE_VIEW/i.test(name))).toEqual([]);
    },
  );
});
