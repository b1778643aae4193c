import { fireEvent, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as treeViewRoot from '@mui/x-tree-view';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as React from 'react';
import { describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';

const PACKAGE = path.join(process.cwd(), 'node_modules/@mui/x-tree-view');
const manifest = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as Record<string, unknown> & {
  version: string;
  peerDependencies: Record<string, string>;
};
const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > div')!;
const ITEMS = [{ id: 'docs', label: 'Documents', children: [{ id: 'readme', label: 'Readme' }] }];

describe('the installed 7.21 package', () => {
  claim('This site documents Tree View 7.21.', () => {
    expect(manifest.version).toBe('7.21.0');
  });

  claim('The 7.21 package has no `exports` field, so any file inside it can be imported today.', () => {
    expect(manifest.exports).toBeUndefined();
    const require = createRequire(path.join(process.cwd(), 'package.json'));
    expect(require.resolve('@mui/x-tree-view/RichTreeView/RichTreeView')).toContain('RichTreeView/RichTreeView.js');
    expect(require.resolve('@mui/x-tree-view/modern/index.js')).toContain('modern');
  });

  claim('package root (`module` field)', () => {
    expect(manifest.module).toBe('./index.js');
    expect(readFileSync(path.join(PACKAGE, 'index.js'), 'utf8')).toMatch(/^export \* from/m);
  });

  claim('`node/` (`main` field)', () => {
    expect(manifest.main).toBe('./node/index.js');
  });

  claim('`modern/`', () => {
    expect(readdirSync(PACKAGE)).toContain('modern');
    expect(existsSync(path.join(PACKAGE, 'modern/index.js'))).toBe(true);
  });

  claim('The minimum versions stay as in 7.21: React 17, Material UI 5.15.14', () => {
    expect(manifest.peerDependencies.react).toBe('^17.0.0 || ^18.0.0');
    expect(manifest.peerDependencies['@mui/material']).toBe('^5.15.14 || ^6.0.0');
  });
});

describe('TreeView', () => {
  claim('`TreeView`, deprecated since v7, no longer exists.', () => {
    // In 7.21 it still exists, marked deprecated.
    expect(treeViewRoot.TreeView).toBe(TreeView);
    expect(readFileSync(path.join(PACKAGE, 'TreeView/TreeView.d.ts'), 'utf8')).toContain('@deprecated');
  });

  claim('`SimpleTreeView` has the same API, and the codemod swaps it in', () => {
    expect(Object.keys(TreeView.propTypes ?? {}).sort()).toEqual(Object.keys(SimpleTreeView.propTypes ?? {}).sort());
  });

  claim('You can do this one today: `SimpleTreeView` exists in 7.21', () => {
    const { container } = render(
      <SimpleTreeView>
        <TreeItem itemId="docs" label="Documents" />
      </SimpleTreeView>,
    );
    expect(item(container, 'docs')).not.toBeNull();
  });

  claim(
    'Move `MuiTreeView` entries of your theme to `MuiSimpleTreeView`, and `.MuiTreeView-root` selectors to `.MuiSimpleTreeView-root`',
    () => {
      const theme = createTheme({ components: { MuiTreeView: { defaultProps: { title: 'old key' } as object } } });
      const { container } = render(
        <ThemeProvider theme={theme}>
          <TreeView>
            <TreeItem itemId="a" label="A" />
          </TreeView>
          <SimpleTreeView>
            <TreeItem itemId="b" label="B" />
          </SimpleTreeView>
        </ThemeProvider>,
      );
      const [oldTree, newTree] = [...container.querySelectorAll('[role="tree"]')] as HTMLElement[];
      expect([oldTree!.title, newTree!.title]).toEqual(['old key', '']);
      expect(oldTree!.classList).toContain('MuiTreeView-root');
      expect(newTree!.classList).toContain('MuiSimpleTreeView-root');
    },
  );

  claim('The codemod also renames `treeViewClasses` to `simpleTreeViewClasses`', () => {
    expect(treeViewRoot.treeViewClasses.root).toBe('MuiTreeView-root');
    expect(treeViewRoot.simpleTreeViewClasses.root).toBe('MuiSimpleTreeView-root');
    expect(treeViewRoot.getTreeViewUtilityClass('root')).toBe('MuiTreeView-root');
  });
});

describe('TreeItem2 in 7.21', () => {
  claim('`TreeItem2` (`@mui/x-tree-view/TreeItem2`)', () => {
    expect(TreeItem2).toBe(treeViewRoot.TreeItem2);
  });

  claim(
    '`TreeItem2Root`, `TreeItem2Content`, `TreeItem2Label`, `TreeItem2IconContainer`, `TreeItem2GroupTransition`, `TreeItem2Checkbox`',
    () => {
      for (const name of [
        'TreeItem2Root',
        'TreeItem2Content',
        'TreeItem2Label',
        'TreeItem2IconContainer',
        'TreeItem2GroupTransition',
        'TreeItem2Checkbox',
      ]) {
        expect(name in treeViewRoot).toBe(true);
      }
    },
  );

  claim('`useTreeItem2` (`@mui/x-tree-view/useTreeItem2`)', async () => {
    const module = await import('@mui/x-tree-view/useTreeItem2');
    expect(module.useTreeItem2).toBe(treeViewRoot.useTreeItem2);
    expect(typeof treeViewRoot.useTreeItem2Utils).toBe('function');
  });

  claim('`TreeItem2Icon`, `TreeItem2Provider`, `TreeItem2LabelInput`, `TreeItem2DragAndDropOverlay`', async () => {
    expect('TreeItem2Icon' in treeViewRoot && 'TreeItem2Provider' in treeViewRoot).toBe(true);
    // In 7.21 the last two are only reachable through their own subpaths.
    expect((await import('@mui/x-tree-view/TreeItem2LabelInput')).TreeItem2LabelInput).toBeTruthy();
    expect((await import('@mui/x-tree-view/TreeItem2DragAndDropOverlay')).TreeItem2DragAndDropOverlay).toBeTruthy();
  });

  claim('The `unstable_useTreeItem2` alias has no `unstable_` counterpart in v8', () => {
    expect(treeViewRoot.unstable_useTreeItem2).toBe(treeViewRoot.useTreeItem2);
  });

  claim(
    'The 7.21 `TreeItem2` is styled under the `MuiTreeItem2` theme key, and the v8 `TreeItem` under `MuiTreeItem`, the key the old 7.21 `TreeItem` used',
    () => {
      const theme = createTheme({
        components: {
          MuiTreeItem: { defaultProps: { title: 'MuiTreeItem' } as object },
          MuiTreeItem2: { defaultProps: { title: 'MuiTreeItem2' } as object },
        },
      });
      const { container } = render(
        <ThemeProvider theme={theme}>
          <SimpleTreeView>
            <TreeItem itemId="old" label="Old" />
            <TreeItem2 itemId="new" label="New" />
          </SimpleTreeView>
        </ThemeProvider>,
      );
      expect([item(container, 'old').title, item(container, 'new').title]).toEqual(['MuiTreeItem', 'MuiTreeItem2']);
    },
  );

  claim('move `MuiTreeItem2` overrides and default props to `MuiTreeItem`;', () => {
    // In 7.21, style overrides for TreeItem2 live under MuiTreeItem2 and do not reach the old TreeItem.
    const theme = createTheme({
      components: { MuiTreeItem2: { styleOverrides: { label: { letterSpacing: '4px' } } } },
    });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <SimpleTreeView>
          <TreeItem itemId="old" label="Old" />
          <TreeItem2 itemId="new" label="New" />
        </SimpleTreeView>
      </ThemeProvider>,
    );
    const spacing = (id: string) =>
      getComputedStyle(content(container, id).querySelector('.MuiTreeItem-label')!).letterSpacing;
    expect(spacing('new')).toBe('4px');
    expect(spacing('old')).not.toBe('4px');
  });

  claim(
    'The 7.21 `TreeItem` props `ContentComponent` and `ContentProps`, and the `useTreeItemState` hook, were removed.',
    () => {
      expect(Object.keys(TreeItem.propTypes ?? {})).toEqual(
        expect.arrayContaining(['ContentComponent', 'ContentProps']),
      );
      expect(typeof treeViewRoot.useTreeItemState).toBe('function');
      expect(Object.keys(TreeItem2.propTypes ?? {})).not.toContain('ContentComponent');
    },
  );

  claim('Moving to `TreeItem2` while still on 7.x makes this step a pure rename.', () => {
    const Label = (props: object) => <div {...props} data-testid="custom-label" />;
    const { container } = render(
      <SimpleTreeView>
        <TreeItem2 itemId="docs" label="Documents" slots={{ label: Label }} />
      </SimpleTreeView>,
    );
    expect(item(container, 'docs').querySelector('[data-testid="custom-label"]')!.textContent).toBe('Documents');
  });
});

describe('clicks on items', () => {
  claim(
    '`onClick` and `onMouseDown` passed to the item are attached to its root element instead of its content.',
    () => {
      // In 7.21 the old TreeItem attaches them to its content, so a click on a child does not reach its parent's.
      const onParentClick = vi.fn();
      const { container } = render(
        <SimpleTreeView defaultExpandedItems={['docs']}>
          <TreeItem itemId="docs" label="Documents" onClick={onParentClick}>
            <TreeItem itemId="readme" label="Readme" />
          </TreeItem>
        </SimpleTreeView>,
      );
      fireEvent.click(content(container, 'readme'));
      expect(onParentClick).not.toHaveBeenCalled();
      fireEvent.click(content(container, 'docs'));
      expect(onParentClick).toHaveBeenCalledTimes(1);
    },
  );

  claim(
    "To react only to clicks on an item's own content, use the Tree View's `onItemClick` prop (available in 7.21 too) or check `event.target`.",
    () => {
      const onItemClick = vi.fn();
      const { container } = render(
        <RichTreeView items={ITEMS} defaultExpandedItems={['docs']} onItemClick={onItemClick} />,
      );
      fireEvent.click(content(container, 'readme'));
      expect(onItemClick.mock.calls.map(([, itemId]) => itemId)).toEqual(['readme']);
    },
  );

  claim('as `experimentalFeatures={{ indentationAtItemLevel: true }}` did in v7', () => {
    const { container } = render(
      <RichTreeView
        items={ITEMS}
        defaultExpandedItems={['docs']}
        experimentalFeatures={{ indentationAtItemLevel: true }}
      />,
    );
    expect(item(container, 'readme').style.getPropertyValue('--TreeView-itemDepth')).toBe('1');
    expect(getComputedStyle(content(container, 'readme')).paddingLeft).toContain('var(--TreeView-itemDepth)');
  });
});

describe('public API methods in 7.21', () => {
  let api: NonNullable<RichTreeViewProps<object, boolean>['apiRef']>;
  function Tree() {
    api = useTreeViewApiRef();
    return <RichTreeView apiRef={api} items={ITEMS} />;
  }

  claim('`selectItem` was renamed `setItemSelection`.', () => {
    const { container } = render(<Tree />);
    expect(typeof api.current!.selectItem).toBe('function');
    expect('setItemSelection' in api.current!).toBe(false);
    React.act(() => api.current!.selectItem({ event: {} as React.SyntheticEvent, itemId: 'docs' }));
    expect(item(container, 'docs').getAttribute('aria-selected')).toBe('true');
  });

  claim('`setItemExpansion` takes a single object.', () => {
    const { container } = render(<Tree />);
    // 7.21 takes three arguments.
    React.act(() => api.current!.setItemExpansion({} as React.SyntheticEvent, 'docs', true));
    expect(item(container, 'docs').getAttribute('aria-expanded')).toBe('true');
  });
});

untestable(
  'The biggest change: the v7 `TreeItem2` API becomes the only Tree Item, under the name `TreeItem`.',
  'Describes @mui/x-tree-view 8.0.0, which is not installed (the site runs 7.21.0).',
);
untestable(
  'Both rename imports only: theme keys and CSS selectors are left to you (see below).',
  'Behaviour of @mui/x-codemod 8, which is not installed.',
);
untestable(
  'In v8, `@mui/x-tree-view` (like every `@mui/x-*` package) declares an `exports` map in `package.json`, and its build folders change.',
  'Describes @mui/x-tree-view 8.0.0, which is not installed; the 7.21 side is tested above.',
);
untestable(
  'The types follow the same rule, and the codemod renames them too',
  'Renames done by @mui/x-codemod 8 into @mui/x-tree-view 8 types; neither is installed.',
);
untestable(
  "A click on a nested child item now also reaches the parent item's handler.",
  'Describes the v8 TreeItem; the 7.21 behaviour it replaces is tested above.',
);
