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
import { installedManifest, type PackageManifest } from '@/claims/installedManifest';
import { nodeImport } from '@/claims/nodeImport';
import { claim, untestable } from '@/claims/claim';

// Each test renders the 7.21 side of its sentence; the v8 side comes from `@mui/x-tree-view-v8` (`@mui/x-tree-view@8.0.0`
// under an alias, docs/decisions/0022), loaded from its CommonJS build with the CommonJS Material UI it uses, so that
// a v8 tree and its ThemeProvider share one theme context.
const requireCjs = createRequire(import.meta.url);
const v8 = requireCjs('@mui/x-tree-view-v8') as typeof import('@mui/x-tree-view-v8');
const v8Styles = requireCjs('@mui/material/styles') as typeof import('@mui/material/styles');
const V8_PACKAGE = path.dirname(requireCjs.resolve('@mui/x-tree-view-v8/package.json'));
const v8Manifest = installedManifest('@mui/x-tree-view-v8') as PackageManifest & { exports: Record<string, unknown> };
const PACKAGE = path.join(process.cwd(), 'node_modules/@mui/x-tree-view');
const manifest = installedManifest('@mui/x-tree-view');
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

describe('the v8 package', () => {
  claim('The biggest change: the v7 `TreeItem2` API becomes the only Tree Item, under the name `TreeItem`.', () => {
    const names = Object.keys(v8);
    expect(names.filter((name) => name.includes('TreeItem2'))).toEqual([]);
    expect(Object.keys(v8.TreeItem.propTypes ?? {})).toEqual(expect.arrayContaining(['slots', 'slotProps']));
    expect(Object.keys(v8.TreeItem.propTypes ?? {})).not.toContain('ContentComponent');
    expect('useTreeItemState' in v8).toBe(false);
    // The old item's own classes are gone; v8 TreeItem renders TreeItem2's DOM (a root <li> and a content <div>).
    const { container } = render(
      <v8.SimpleTreeView>
        <v8.TreeItem itemId="docs" label="Documents" />
      </v8.SimpleTreeView>,
    );
    expect(item(container, 'docs').tagName).toBe('LI');
    expect(content(container, 'docs').classList).toContain('MuiTreeItem-content');
  });

  claim(
    'In v8, `@mui/x-tree-view` (like every `@mui/x-*` package) declares an `exports` map in `package.json`, and its build folders change.',
    () => {
      expect(v8Manifest.exports).toMatchObject({
        '.': expect.any(Object),
        './*': expect.any(Object),
        './modern': null,
      });
      expect(JSON.parse(readFileSync(path.join(V8_PACKAGE, 'esm/package.json'), 'utf8'))).toMatchObject({
        type: 'module',
      });
      expect(existsSync(path.join(V8_PACKAGE, 'modern'))).toBe(false);
      expect(existsSync(path.join(V8_PACKAGE, 'RichTreeView/index.js'))).toBe(true);
    },
  );

  claim('The map sends `import` to `esm/` and `require` to the root.', () => {
    expect(v8Manifest.exports['./*']).toEqual({
      require: { types: './*/index.d.ts', default: './*/index.js' },
      import: { types: './esm/*/index.d.ts', default: './esm/*/index.js' },
    });
    for (const folder of ['RichTreeView', 'hooks', 'models']) {
      expect(requireCjs.resolve(`@mui/x-tree-view-v8/${folder}`)).toBe(path.join(V8_PACKAGE, folder, 'index.js'));
    }
  });

  claim(
    'A path to a file inside a folder, such as `@mui/x-tree-view/RichTreeView/RichTreeView`, no longer resolves',
    () => {
      expect(() => requireCjs.resolve('@mui/x-tree-view-v8/RichTreeView/RichTreeView')).toThrow();
    },
  );

  claim('Paths into `modern/` or `node/` no longer resolve, and an `import` from a path into `esm/` fails', () => {
    for (const folder of ['modern', 'node']) {
      expect(() => requireCjs.resolve(`@mui/x-tree-view-v8/${folder}/RichTreeView`)).toThrow();
    }
    expect(() => nodeImport('@mui/x-tree-view-v8/esm/RichTreeView')).toThrow(/ERR_MODULE_NOT_FOUND/);
    expect(requireCjs.resolve('@mui/x-tree-view-v8/esm/RichTreeView')).toBe(
      path.join(V8_PACKAGE, 'esm/RichTreeView/index.js'),
    );
  });

  claim(
    "loading the Tree View in Node's native ES module mode (server rendering, some test runners) can fail with `ERR_UNSUPPORTED_DIR_IMPORT`",
    () => {
      expect(() => nodeImport('@mui/x-tree-view-v8/RichTreeView')).toThrow(/ERR_UNSUPPORTED_DIR_IMPORT/);
      expect(() => nodeImport('@mui/x-tree-view-v8/RichTreeView', '--conditions=require')).not.toThrow();
    },
  );

  claim(
    'The peer ranges widen: React `^17 || ^18 || ^19` and `@mui/material` `^5.15.14 || ^6 || ^7`. React 19 and Material UI v7 are new.',
    () => {
      expect(v8Manifest.peerDependencies.react).toBe('^17.0.0 || ^18.0.0 || ^19.0.0');
      expect(v8Manifest.peerDependencies['@mui/material']).toBe('^5.15.14 || ^6.0.0 || ^7.0.0');
      expect(manifest.peerDependencies.react).toBe('^17.0.0 || ^18.0.0');
    },
  );

  claim(
    '`TreeItem2Props`, `TreeItem2Slots` and `TreeItem2SlotProps` become `TreeItemProps`, `TreeItemSlots` and `TreeItemSlotProps`',
    () => {
      const types = readFileSync(path.join(V8_PACKAGE, 'TreeItem/TreeItem.types.d.ts'), 'utf8');
      for (const name of ['TreeItemProps', 'TreeItemSlots', 'TreeItemSlotProps']) {
        expect(types).toMatch(new RegExp(`export interface ${name}\\b`));
      }
      const hookTypes = readFileSync(path.join(V8_PACKAGE, 'useTreeItem/useTreeItem.types.d.ts'), 'utf8');
      expect(hookTypes).toMatch(/export interface UseTreeItemParameters\b/);
      expect(hookTypes).toMatch(/export interface UseTreeItemStatus\b/);
      expect(hookTypes).not.toContain('UseTreeItem2');
    },
  );

  claim('`TreeItem` (`@mui/x-tree-view/TreeItem`)', async () => {
    const module = requireCjs('@mui/x-tree-view-v8/TreeItem') as typeof import('@mui/x-tree-view-v8/TreeItem');
    for (const name of ['TreeItem', 'TreeItemRoot', 'TreeItemContent', 'TreeItemLabel', 'TreeItemIconContainer']) {
      expect([name, name in module]).toEqual([name, true]);
    }
    expect(typeof (requireCjs('@mui/x-tree-view-v8/useTreeItem') as typeof v8).useTreeItem).toBe('function');
    for (const name of ['useTreeItemUtils', 'TreeItemIcon', 'TreeItemProvider', 'TreeItemLabelInput']) {
      expect([name, name in v8]).toEqual([name, true]);
    }
    expect('unstable_useTreeItem' in v8).toBe(false);
  });

  claim(
    'The 7.21 `TreeItem2` is styled under the `MuiTreeItem2` theme key, and the v8 `TreeItem` under `MuiTreeItem`',
    () => {
      const theme = v8Styles.createTheme({
        components: {
          MuiTreeItem: { defaultProps: { title: 'MuiTreeItem' } as object },
          MuiTreeItem2: { defaultProps: { title: 'MuiTreeItem2' } as object },
          MuiSimpleTreeView: { defaultProps: { title: 'MuiSimpleTreeView' } as object },
          MuiTreeView: { defaultProps: { title: 'MuiTreeView' } as object },
        } as object,
      });
      const { container } = render(
        <v8Styles.ThemeProvider theme={theme}>
          <v8.SimpleTreeView>
            <v8.TreeItem itemId="docs" label="Documents" />
          </v8.SimpleTreeView>
        </v8Styles.ThemeProvider>,
      );
      expect(item(container, 'docs').title).toBe('MuiTreeItem');
      expect((container.querySelector('[role="tree"]') as HTMLElement).title).toBe('MuiSimpleTreeView');
      expect('TreeView' in v8).toBe(false);
    },
  );

  claim("A click on a nested child item now also reaches the parent item's handler.", () => {
    const onParentClick = vi.fn();
    const onItemClick = vi.fn();
    const { container } = render(
      <v8.SimpleTreeView defaultExpandedItems={['docs']} onItemClick={onItemClick}>
        <v8.TreeItem itemId="docs" label="Documents" onClick={onParentClick}>
          <v8.TreeItem itemId="readme" label="Readme" />
        </v8.TreeItem>
      </v8.SimpleTreeView>,
    );
    fireEvent.click(content(container, 'readme'));
    expect(onParentClick).toHaveBeenCalledTimes(1);
    // The tree's onItemClick names only the item whose content was clicked.
    expect(onItemClick.mock.calls.map(([, itemId]) => itemId)).toEqual(['readme']);
  });

  claim('The indentation of nested items is applied to the item content rather than to the group of children', () => {
    const { container } = render(
      <v8.RichTreeView items={ITEMS} defaultExpandedItems={['docs']} itemChildrenIndentation={24} />,
    );
    expect(item(container, 'readme').style.getPropertyValue('--TreeView-itemDepth')).toBe('1');
    expect(getComputedStyle(content(container, 'readme')).paddingLeft).toContain('var(--TreeView-itemDepth)');
    const tree = container.querySelector('[role="tree"]') as HTMLElement;
    expect(tree.style.getPropertyValue('--TreeView-itemChildrenIndentation')).toBe('24px');
  });
});

describe('public API methods in v8', () => {
  let api: { current: Record<string, (...args: never[]) => unknown> | undefined };
  function Tree() {
    api = v8.useTreeViewApiRef() as never;
    return <v8.RichTreeView apiRef={api as never} items={ITEMS} />;
  }

  claim('`setItemExpansion` toggles the item when `shouldBeExpanded` is left out.', () => {
    const { container } = render(<Tree />);
    const expand = api.current!.setItemExpansion as (params: object) => void;
    React.act(() => expand({ itemId: 'docs', shouldBeExpanded: true }));
    expect(item(container, 'docs').getAttribute('aria-expanded')).toBe('true');
    React.act(() => expand({ itemId: 'docs' }));
    expect(item(container, 'docs').getAttribute('aria-expanded')).toBe('false');
    expect('selectItem' in api.current!).toBe(false);
    React.act(() => (api.current!.setItemSelection as (params: object) => void)({ itemId: 'docs' }));
    expect(item(container, 'docs').getAttribute('aria-selected')).toBe('true');
  });

  claim("Read the item's data with the new `useTreeItemModel(itemId)` hook from `@mui/x-tree-view/hooks`", () => {
    const labels: string[] = [];
    const Probe = ({ itemId }: { itemId: string }) => {
      labels.push((v8.useTreeItemModel(itemId) as { label: string }).label);
      return null;
    };
    // A custom item reads its own model (the label from `items`) and shows it through a component of its own.
    const Item = React.forwardRef<HTMLLIElement, React.ComponentProps<typeof v8.TreeItem>>(function Item(props, ref) {
      return <v8.TreeItem {...props} ref={ref} label={<Probe itemId={props.itemId} />} />;
    });
    render(<v8.RichTreeView items={ITEMS} slots={{ item: Item }} />);
    expect(labels).toContain('Documents');
  });
});

untestable(
  'Both rename imports only: theme keys and CSS selectors are left to you (see below).',
  '@mui/x-codemod@8.0.0 is not on the registry this project installs from (its only 8.x is 8.29.3)',
);
