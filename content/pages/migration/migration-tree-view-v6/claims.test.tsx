import { act, fireEvent, render, within } from '@testing-library/react';
import Fade from '@mui/material/Fade';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses, useTreeItemState, type TreeItemContentProps } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installedManifest } from '@/claims/installedManifest';
import { readInstalledFile } from '@/claims/readInstalledFile';

const PACKAGE = path.join(process.cwd(), 'node_modules/@mui/x-tree-view');
const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > div')!;
const iconOf = (root: Element, id: string) =>
  content(root, id).querySelector(`.${treeItemClasses.iconContainer} svg`)?.getAttribute('data-testid') ?? null;
/** Folder Docs (with Readme) and a leaf Notes. */
const twoItems = (
  <>
    <TreeItem itemId="docs" label="Documents">
      <TreeItem itemId="readme" label="Readme" />
    </TreeItem>
    <TreeItem itemId="notes" label="Notes" />
  </>
);

describe('packages', () => {
  const manifest = installedManifest('@mui/x-tree-view');

  claim('`@mui/material` must be `^5.15.14` or later (7.21 also accepts v6).', () => {
    expect(manifest.peerDependencies['@mui/material']).toBe('^5.15.14 || ^6.0.0');
  });

  claim('The `legacy` bundle (Internet Explorer 11) is gone.', () => {
    expect(readdirSync(PACKAGE)).not.toContain('legacy');
  });

  claim('The published code contains optional chaining and nullish coalescing', () => {
    const source = readInstalledFile('@mui/x-tree-view/internals/plugins/useTreeViewItems/useTreeViewItems.js');
    expect(source).toMatch(/\?\.\w/);
    expect(source).toContain(' ?? ');
  });
});

describe('TreeView and SimpleTreeView', () => {
  claim('`TreeView` is deprecated in v7 (it still works and will be removed in v8).', () => {
    const { container } = render(<TreeView defaultExpandedItems={['docs']}>{twoItems}</TreeView>);
    expect(item(container, 'readme')).not.toBeNull();
    // The type is marked @deprecated; the development warning (skipped when NODE_ENV is "test") names v8.
    expect(readInstalledFile('@mui/x-tree-view/TreeView/TreeView.d.ts')).toContain('@deprecated');
    expect(readInstalledFile('@mui/x-tree-view/TreeView/TreeView.js')).toContain(
      'The component with the old naming will be removed in the version v8.0.0.',
    );
  });

  claim('`SimpleTreeView` has the same API, and the codemod switches to it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const props = { defaultExpandedItems: ['docs'], defaultSelectedItems: 'notes' };
    const { container } = render(
      <>
        <TreeView {...props}>{twoItems}</TreeView>
        <SimpleTreeView {...props}>{twoItems}</SimpleTreeView>
      </>,
    );
    const [oldTree, newTree] = [...container.querySelectorAll('[role="tree"]')];
    const structure = (tree: Element) => tree.innerHTML.replace(/tree-view-\d+/g, '').replace(/css-[\w-]+/g, '');
    expect(structure(oldTree!)).toBe(structure(newTree!));
    expect(Object.keys(TreeView.propTypes ?? {}).sort()).toEqual(Object.keys(SimpleTreeView.propTypes ?? {}).sort());
    warn.mockRestore();
  });

  claim('The theme key becomes `MuiSimpleTreeView`', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const theme = createTheme({
      components: {
        MuiTreeView: { defaultProps: { title: 'old key' } as object },
        MuiSimpleTreeView: { defaultProps: { title: 'new key' } as object },
      },
    });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <TreeView>{twoItems}</TreeView>
        <SimpleTreeView>{twoItems}</SimpleTreeView>
      </ThemeProvider>,
    );
    const [oldTree, newTree] = [...container.querySelectorAll('[role="tree"]')] as HTMLElement[];
    expect([oldTree!.title, newTree!.title]).toEqual(['old key', 'new key']);
    expect(newTree!.classList).toContain('MuiSimpleTreeView-root');
    warn.mockRestore();
  });

  claim('v7 also adds `RichTreeView`, which renders items from an `items` array instead of JSX children', () => {
    const { container } = render(<RichTreeView items={[{ id: 'docs', label: 'Documents' }]} />);
    expect(item(container, 'docs').textContent).toBe('Documents');
  });
});

describe('item ids and props', () => {
  claim(
    'The required id prop of `TreeItem` was renamed, including in the props that a custom `ContentComponent` receives',
    () => {
      const received: string[] = [];
      const Content = React.forwardRef<HTMLDivElement, TreeItemContentProps>((props, ref) => {
        received.push(props.itemId);
        return (
          <div ref={ref} className={props.className}>
            {props.label}
          </div>
        );
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(
        <SimpleTreeView>
          <TreeItem itemId="docs" label="Documents" ContentComponent={Content} />
        </SimpleTreeView>,
      );
      expect(received).toContain('docs');
      expect(Object.keys(TreeItem.propTypes ?? {})).not.toContain('nodeId');
      warn.mockRestore();
    },
  );

  claim('Every `TreeItem` uses `itemId`', () => {
    const { container } = render(<SimpleTreeView defaultSelectedItems="notes">{twoItems}</SimpleTreeView>);
    expect(item(container, 'notes').getAttribute('aria-selected')).toBe('true');
  });

  claim('The v7 vocabulary talks about *items* instead of *nodes*', () => {
    const props = Object.keys(SimpleTreeView.propTypes ?? {});
    expect(props).toEqual(
      expect.arrayContaining([
        'expandedItems',
        'defaultExpandedItems',
        'onExpandedItemsChange',
        'selectedItems',
        'defaultSelectedItems',
        'onSelectedItemsChange',
        'onItemFocus',
      ]),
    );
    expect(props.filter((name) => /node/i.test(name))).toEqual([]);
  });

  claim('The props were renamed to say what they hold.', () => {
    const calls: string[] = [];
    const { container } = render(
      <SimpleTreeView
        defaultExpandedItems={['docs']}
        defaultSelectedItems="docs"
        onExpandedItemsChange={(_event, itemIds) => calls.push(`expanded ${itemIds.join(',')}`)}
        onSelectedItemsChange={(_event, itemIds) => calls.push(`selected ${itemIds}`)}
        onItemFocus={(_event, itemId) => calls.push(`focus ${itemId}`)}
      >
        {twoItems}
      </SimpleTreeView>,
    );
    expect(item(container, 'docs').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(content(container, 'notes'));
    expect(calls).toContain('selected notes');
    expect(calls).toContain('focus notes');
  });

  claim(
    'the new `onItemExpansionToggle` and `onItemSelectionToggle` callbacks receive `(event, itemId, isExpanded)` and `(event, itemId, isSelected)`',
    () => {
      const calls: string[] = [];
      const { container } = render(
        <SimpleTreeView
          onItemExpansionToggle={(event, itemId, isExpanded) => calls.push(`${event.type} ${itemId} ${isExpanded}`)}
          onItemSelectionToggle={(event, itemId, isSelected) => calls.push(`${event.type} ${itemId} ${isSelected}`)}
        >
          {twoItems}
        </SimpleTreeView>,
      );
      fireEvent.click(content(container, 'docs'));
      expect(calls).toEqual(['click docs true', 'click docs true']);
    },
  );
});

describe('icons', () => {
  claim(
    'The default icons are now built in, so if you were passing `ChevronRight` and `ExpandMore` from `@mui/icons-material`, just delete the props.',
    () => {
      const { container } = render(<SimpleTreeView defaultExpandedItems={['docs']}>{twoItems}</SimpleTreeView>);
      expect(iconOf(container, 'docs')).toBe('TreeViewCollapseIconIcon');
      fireEvent.click(content(container, 'docs'));
      expect(iconOf(container, 'docs')).toBe('TreeViewExpandIconIcon');
    },
  );

  claim('The icon props took a JSX element. The slots take a component.', () => {
    const Mark = () => <svg data-testid="mark" />;
    const { container } = render(
      <SimpleTreeView slots={{ expandIcon: Mark, endIcon: Mark }}>{twoItems}</SimpleTreeView>,
    );
    expect([iconOf(container, 'docs'), iconOf(container, 'notes')]).toEqual(['mark', 'mark']);
  });

  claim('`defaultParentIcon` was removed. Pass the same component to both `expandIcon` and `collapseIcon`.', () => {
    const Folder = () => <svg data-testid="folder" />;
    const { container } = render(
      <SimpleTreeView slots={{ expandIcon: Folder, collapseIcon: Folder }}>{twoItems}</SimpleTreeView>,
    );
    expect(iconOf(container, 'docs')).toBe('folder');
    fireEvent.click(content(container, 'docs'));
    expect(iconOf(container, 'docs')).toBe('folder');
    expect(Object.keys(SimpleTreeView.propTypes ?? {})).not.toContain('defaultParentIcon');
  });

  claim('`expandIcon`, `collapseIcon`, `endIcon` and `icon` on `TreeItem` became slots of the same names', () => {
    const Doc = () => <svg data-testid="doc" />;
    const { container } = render(
      <SimpleTreeView>
        <TreeItem itemId="readme" label="README.md" slots={{ icon: Doc }} />
        <TreeItem itemId="notes" label="Notes" slots={{ endIcon: Doc }} />
      </SimpleTreeView>,
    );
    expect([iconOf(container, 'readme'), iconOf(container, 'notes')]).toEqual(['doc', 'doc']);
  });
});

describe('group transition and hooks', () => {
  claim("The component that animates an item's children is the `groupTransition` slot of `TreeItem` (codemod)", () => {
    const { container } = render(
      <SimpleTreeView>
        <TreeItem
          itemId="docs"
          label="Documents"
          slots={{ groupTransition: Fade }}
          slotProps={{ groupTransition: { timeout: 300 } }}
        >
          <TreeItem itemId="readme" label="Readme" />
        </TreeItem>
      </SimpleTreeView>,
    );
    fireEvent.click(content(container, 'docs'));
    const group = item(container, 'docs').querySelector('[role="group"]') as HTMLElement;
    expect(group.classList).not.toContain('MuiCollapse-root');
    expect(group.style.transition).toContain('opacity 300ms');
  });

  claim('The matching CSS class was renamed from `group` to `groupTransition` (not covered by the codemod)', () => {
    expect(treeItemClasses.groupTransition).toBe('MuiTreeItem-groupTransition');
    expect((treeItemClasses as unknown as Record<string, string>).group).toBeUndefined();
  });

  claim("It is what a custom `ContentComponent` calls to read and change the item's state", () => {
    const Content = React.forwardRef<HTMLDivElement, TreeItemContentProps>((props, ref) => {
      const { expanded, handleExpansion } = useTreeItemState(props.itemId);
      return (
        <div ref={ref} className={props.className} onClick={handleExpansion}>
          {`${String(props.label)} ${expanded ? 'open' : 'closed'}`}
        </div>
      );
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <SimpleTreeView>
        <TreeItem itemId="docs" label="Documents" ContentComponent={Content}>
          <TreeItem itemId="readme" label="Readme" />
        </TreeItem>
      </SimpleTreeView>,
    );
    fireEvent.click(within(container).getByText('Documents closed'));
    expect(within(container).getByText('Documents open')).toBeTruthy();
    warn.mockRestore();
  });
});

describe('focus', () => {
  claim(
    'The focused element is now the item\'s own root element (`role="treeitem"`), not the tree root with `aria-activedescendant`.',
    () => {
      const { container } = render(<SimpleTreeView>{twoItems}</SimpleTreeView>);
      const tree = container.querySelector('[role="tree"]') as HTMLElement;
      // The tree root is not in the tab sequence and carries no active descendant; the items are focusable.
      expect(tree.hasAttribute('tabindex')).toBe(false);
      expect(tree.hasAttribute('aria-activedescendant')).toBe(false);
      act(() => item(container, 'docs').focus());
      expect(document.activeElement).toBe(item(container, 'docs'));
      expect(tree.hasAttribute('aria-activedescendant')).toBe(false);
    },
  );

  claim('Tests that focus the tree and send keys to it must target an item', () => {
    const { container } = render(<SimpleTreeView>{twoItems}</SimpleTreeView>);
    const tree = container.querySelector('[role="tree"]') as HTMLElement;
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    expect(document.activeElement).not.toBe(item(container, 'notes'));
    const firstItem = within(container).getAllByRole('treeitem')[0]!;
    act(() => firstItem.focus());
    fireEvent.keyDown(firstItem, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item(container, 'notes'));
  });
});
