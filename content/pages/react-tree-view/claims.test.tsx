import { fireEvent, render } from '@testing-library/react';
import * as community from '@mui/x-tree-view';
import { RICH_TREE_VIEW_PLUGINS, RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import * as pro from '@mui/x-tree-view-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import OverviewRichTreeView from './demos/OverviewRichTreeView';
import OverviewSimpleTreeView from './demos/OverviewSimpleTreeView';

/** Each tree item's label and nesting depth, in document order. */
const outline = (root: Element) =>
  [...root.querySelectorAll('[role="treeitem"]')].map(
    (item) =>
      `${item.parentElement!.closest('[role="treeitem"]') ? '  ' : ''}${item.querySelector('.MuiTreeItem-label')!.textContent}`,
  );

describe('the two components', () => {
  claim('Both demos show the same tree. The only difference is where the structure lives.', () => {
    const simple = render(<OverviewSimpleTreeView />).container;
    const rich = render(<OverviewRichTreeView />).container;
    expect(outline(simple).length).toBeGreaterThan(2);
    expect(outline(rich)).toEqual(outline(simple));
  });

  const labelEditingOnlyInRichTreeView = () => {
    // Label editing is the label plugin, which only the Rich Tree View has: the Simple Tree View ignores the prop.
    expect(RICH_TREE_VIEW_PLUGINS.map((plugin) => plugin.name)).toContain('useTreeViewLabel');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const simple = render(
      <SimpleTreeView {...({ isItemEditable: true } as object)}>
        <TreeItem itemId="a" label="Notes" />
      </SimpleTreeView>,
    ).container;
    fireEvent.doubleClick(simple.querySelector('.MuiTreeItem-label')!);
    expect(simple.querySelector('input')).toBeNull();
    consoleError.mockRestore();
    const { container } = render(
      <RichTreeView
        items={[{ id: 'a', label: 'Notes' }]}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
      />,
    );
    fireEvent.doubleClick(container.querySelector('.MuiTreeItem-label')!);
    expect(container.querySelector('input')?.value).toBe('Notes');
  };

  claim('label editing is not available in `SimpleTreeView`', labelEditingOnlyInRichTreeView);
  claim('A few features need the data array and exist only in `RichTreeView`', labelEditingOnlyInRichTreeView);

  claim('`TreeItem` is the default item.', () => {
    const { container } = render(<RichTreeView items={[{ id: 'a', label: 'A' }]} />);
    expect(container.querySelector('[role="treeitem"]')!.classList).toContain('MuiTreeItem-root');
  });
});

describe('the Pro package', () => {
  claim(
    "The Community package's exports except those of `RichTreeView` (the component, its classes and plugins), plus `RichTreeViewPro`",
    () => {
      const proExports = new Set(Object.keys(pro));
      expect(proExports.has('RichTreeView')).toBe(false);
      expect(proExports.has('RichTreeViewPro')).toBe(true);
      const missing = Object.keys(community).filter((name) => !proExports.has(name));
      expect(missing).toContain('RichTreeView');
      expect(missing.filter((name) => !/RichTreeView|RICH_TREE_VIEW/i.test(name))).toEqual([]);
    },
  );

  claim('The Pro package re-exports `SimpleTreeView`, `TreeItem`, `TreeItem2`, the hooks and the types', () => {
    for (const name of ['SimpleTreeView', 'TreeItem', 'TreeItem2', 'useTreeItem2', 'useTreeViewApiRef']) {
      expect([name, name in pro]).toEqual([name, true]);
    }
  });

  claim('features that only work with data: label editing and, with the Pro plan, drag-and-drop ordering', () => {
    const propsOf = (component: unknown) => Object.keys((component as { propTypes: object }).propTypes);
    expect(propsOf(pro.RichTreeViewPro)).toEqual(expect.arrayContaining(['itemsReordering', 'isItemEditable']));
    expect(propsOf(RichTreeView)).toContain('isItemEditable');
    expect(propsOf(RichTreeView)).not.toContain('itemsReordering');
    expect(propsOf(SimpleTreeView)).not.toContain('itemsReordering');
  });

  claim('Without a licence key, Pro components render with a watermark', () => {
    const { container } = render(<pro.RichTreeViewPro items={[{ id: 'a', label: 'A' }]} />);
    expect(container.textContent).toContain('MUI X Missing license key');
  });
});
