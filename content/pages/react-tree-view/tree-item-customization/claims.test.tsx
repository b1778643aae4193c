import { act, fireEvent, render, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import {
  TreeItem2,
  TreeItem2Content,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
  type TreeItem2Props,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import { useTreeItem2, type UseTreeItem2Parameters } from '@mui/x-tree-view/useTreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { RichTreeViewPro, TreeItem2 as ProTreeItem2 } from '@mui/x-tree-view-pro';
import type {} from '@mui/x-tree-view/themeAugmentation';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import AvatarTreeItem from './demos/AvatarTreeItem';
import ChildrenCountLabel from './demos/ChildrenCountLabel';
import ComposedTreeItemDemo from './demos/ComposedTreeItemDemo';
import CustomCheckboxSlot from './demos/CustomCheckboxSlot';
import CustomContentSlot from './demos/CustomContentSlot';
import CustomItemIcons from './demos/CustomItemIcons';
import ExpandBranchTreeItem from './demos/ExpandBranchTreeItem';
import ItemActions from './demos/ItemActions';
import ItemStatusTreeItem from './demos/ItemStatusTreeItem';
import LeafOnlySelection from './demos/LeafOnlySelection';
import SecondaryTextLabel from './demos/SecondaryTextLabel';
import TreeItemThemeOverrides from './demos/TreeItemThemeOverrides';

const ITEMS = [
  { id: 'a', label: 'Alpha', children: [{ id: 'a1', label: 'Apple' }] },
  { id: 'b', label: 'Beta' },
];

// A transparent colour as jsdom's getComputedStyle reports it.
const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > div')!;
const part = (root: Element, id: string, name: keyof typeof treeItemClasses) =>
  item(root, id).querySelector(`.${treeItemClasses[name]}`) as HTMLElement | null;
const press = (key: string) =>
  act(() => {
    fireEvent.keyDown(document.activeElement!, { key });
  });

/** A Rich Tree View whose item is the given component. */
const richTree = (Item: React.JSXElementConstructor<TreeItem2Props>, props = {}) =>
  render(<RichTreeView items={ITEMS} defaultExpandedItems={['a']} slots={{ item: Item }} {...props} />).container;

describe('TreeItem2 as is', () => {
  let simple: Element;
  let rich: Element;
  let stock: Element;
  beforeAll(() => {
    const { container } = render(
      <>
        <div id="simple">
          <SimpleTreeView defaultExpandedItems={['a']}>
            <TreeItem2 itemId="a" label="Alpha">
              <TreeItem2 itemId="a1" label="Apple" />
            </TreeItem2>
            <TreeItem2 itemId="b" label="Beta" disabled />
          </SimpleTreeView>
        </div>
        <div id="rich">
          <RichTreeView items={ITEMS} defaultExpandedItems={['a']} slots={{ item: TreeItem2 }} />
        </div>
        <div id="stock">
          <RichTreeView items={ITEMS} defaultExpandedItems={['a']} />
        </div>
      </>,
    );
    simple = container.querySelector('#simple')!;
    rich = container.querySelector('#rich')!;
    stock = container.querySelector('#stock')!;
  });

  claim('It works in `SimpleTreeView` (as JSX children) and in `RichTreeView` (as the `item` slot)', () => {
    for (const root of [simple, rich]) {
      expect(item(root, 'a1')!.closest('[role="group"]')).toBe(item(root, 'a').querySelector('[role="group"]'));
      expect(item(root, 'a').classList).toContain(treeItemClasses.root);
    }
  });

  claim('Rendered as is, `TreeItem2` looks and behaves like `TreeItem`.', () => {
    const classesOf = (root: Element) =>
      [...root.querySelectorAll('[class]')].flatMap((element) =>
        [...element.classList].filter((name) => name.startsWith('MuiTreeItem-')),
      );
    expect(classesOf(rich)).toEqual(classesOf(stock));
    fireEvent.click(content(rich, 'a'));
    fireEvent.click(content(stock, 'a'));
    expect(item(rich, 'a').getAttribute('aria-expanded')).toBe(item(stock, 'a').getAttribute('aria-expanded'));
    expect(item(rich, 'a').getAttribute('aria-selected')).toBe('true');
  });

  claim(
    'In the Simple Tree View, use it instead of `TreeItem`, with the same `itemId`, `label` and `disabled` props.',
    () => {
      expect(item(simple, 'b').getAttribute('aria-disabled')).toBe('true');
      expect(content(simple, 'b').textContent).toBe('Beta');
    },
  );

  claim('Default component', () => {
    // Root li, content, icon container, label and a Collapse as the children's group.
    expect(item(simple, 'a').tagName).toBe('LI');
    expect(content(simple, 'a').classList).toContain(treeItemClasses.content);
    expect(content(simple, 'a').querySelector(`:scope > .${treeItemClasses.iconContainer}`)).not.toBeNull();
    expect(content(simple, 'a').querySelector(`:scope > .${treeItemClasses.label}`)!.textContent).toBe('Alpha');
    const group = part(simple, 'a', 'groupTransition')!;
    expect([group.tagName, group.getAttribute('role'), group.classList.contains('MuiCollapse-root')]).toEqual([
      'UL',
      'group',
      true,
    ]);
  });

  claim('The children container carries `treeItemClasses.groupTransition`.', () => {
    expect(part(rich, 'a', 'groupTransition')!.contains(item(rich, 'a1'))).toBe(true);
  });

  claim(
    '`TreeItem2` uses the `MuiTreeItem-*` class names (listed in `treeItemClasses`) and reads its theme entries from `MuiTreeItem2`',
    () => {
      const theme = createTheme({
        components: { MuiTreeItem2: { defaultProps: { slotProps: { label: { title: 'from the theme' } } } } },
      });
      const { container } = render(
        <ThemeProvider theme={theme}>
          <SimpleTreeView>
            <TreeItem2 itemId="x" label="X" />
            <TreeItem itemId="y" label="Y" />
          </SimpleTreeView>
        </ThemeProvider>,
      );
      expect(part(container, 'x', 'label')!.title).toBe('from the theme');
      expect(part(container, 'y', 'label')!.title).toBe('');
    },
  );
});

describe('slots and slotProps', () => {
  claim('Rendered only with `checkboxSelection`', () => {
    expect(part(richTree(TreeItem2), 'b', 'checkbox')).toBeNull();
    expect(part(richTree(TreeItem2, { checkboxSelection: true }), 'b', 'checkbox')).not.toBeNull();
  });

  claim('Only used by `RichTreeViewPro` during reordering', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const overlay = (root: Element) => root.querySelector(`.${treeItemClasses.dragAndDropOverlay}`);
    expect(overlay(richTree(TreeItem2))).toBeNull();
    const { container } = render(
      <RichTreeViewPro
        items={ITEMS}
        itemsReordering
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        slots={{ item: ProTreeItem2 }}
      />,
    );
    expect(overlay(container)).toBeNull();
    const dataTransfer = { setDragImage: () => {}, setData: () => {}, types: [], effectAllowed: '' };
    fireEvent.dragStart(item(container, 'b'), { dataTransfer });
    fireEvent.dragEnter(content(container, 'a'));
    fireEvent.dragOver(content(container, 'a'));
    expect(overlay(container)).not.toBeNull();
    consoleError.mockRestore();
  });

  claim('Every slot has a matching `slotProps` entry.', () => {
    const tagged = (name: string) => ({ title: `slot ${name}` });
    const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
      <TreeItem2
        {...props}
        ref={ref}
        slotProps={{
          root: tagged('root'),
          content: tagged('content'),
          iconContainer: tagged('iconContainer'),
          checkbox: tagged('checkbox') as object,
          label: tagged('label'),
          groupTransition: tagged('groupTransition') as object,
          collapseIcon: tagged('collapseIcon') as object,
          endIcon: tagged('endIcon') as object,
        }}
        slots={{ endIcon: (iconProps: object) => <svg {...iconProps} /> }}
      />
    ));
    const root = richTree(Item, { checkboxSelection: true });
    const titles = [...root.querySelectorAll('[title^="slot "]')].map((element) => element.getAttribute('title'));
    expect(new Set(titles)).toEqual(
      new Set(
        ['root', 'content', 'iconContainer', 'checkbox', 'label', 'groupTransition', 'collapseIcon', 'endIcon'].map(
          (name) => `slot ${name}`,
        ),
      ),
    );
  });

  claim('TypeScript rejects `sx` there, even though the default parts would apply it at runtime', () => {
    const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
      // @ts-expect-error: slotProps.label is typed as the props of a div, without `sx` (checked by `tsc`).
      <TreeItem2 {...props} ref={ref} slotProps={{ label: { sx: { fontStyle: 'italic' } } }} />
    ));
    const root = richTree(Item);
    expect(getComputedStyle(part(root, 'b', 'label')!).fontStyle).toBe('italic');
  });

  claim('Here one item gets a marked row with a tooltip (`content`) and a bold label (`label`).', async () => {
    const { default: SlotPropsTreeItem } = await import('./demos/SlotPropsTreeItem');
    const { container } = render(<SlotPropsTreeItem />);
    expect((content(container, 'charts-pro') as HTMLElement).title).toBe('Pro plan');
    expect(part(container, 'charts-pro', 'label')!.style.fontWeight).toBe('bold');
    expect((content(container, 'charts-community') as HTMLElement).title).toBe('');
  });

  claim('Wrap `TreeItem2` in a component that sets the slot, and use that component for every item.', () => {
    const { container } = render(<CustomContentSlot />);
    const bar = (id: string) => getComputedStyle(content(container, id)).borderLeftColor;
    // Every row has the bar; only the selected one colours it.
    expect(getComputedStyle(content(container, 'billing')).borderLeftStyle).toBe('solid');
    expect(bar('billing')).toBe(TRANSPARENT);
    expect(bar('profile')).not.toBe(TRANSPARENT);
  });

  claim(
    'It receives a `status` object (`expanded`, `selected`, `focused`, `disabled`…), which `styled` variants can use.',
    () => {
      const { container } = render(<CustomContentSlot />);
      fireEvent.click(content(container, 'billing'));
      expect(getComputedStyle(content(container, 'billing')).borderLeftColor).not.toBe(TRANSPARENT);
      expect(getComputedStyle(content(container, 'profile')).borderLeftColor).toBe(TRANSPARENT);
    },
  );

  claim(
    "The tree's `expandIcon`, `collapseIcon` and `endIcon` slots apply to every item; the same slots on one `TreeItem2`, or its `icon` slot, override them for that item.",
    () => {
      const { container } = render(<CustomItemIcons />);
      const icon = (id: string) =>
        part(container, id, 'iconContainer')!.querySelector('svg')?.getAttribute('data-testid');
      expect([icon('work'), icon('personal'), icon('meeting'), icon('goals')]).toEqual([
        'FolderOpenIcon',
        'FolderIcon',
        'DescriptionOutlinedIcon',
        'StarIcon',
      ]);
    },
  );

  claim(
    'pass `children` in `slotProps.label`: they replace the default content of the label while keeping its styles and its double-click behaviour',
    () => {
      const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
        <TreeItem2 {...props} ref={ref} slotProps={{ label: { children: <b>{`${String(props.label)}!`}</b> } }} />
      ));
      const root = richTree(Item, { experimentalFeatures: { labelEditing: true }, isItemEditable: true });
      const label = part(root, 'b', 'label')!;
      expect(label.innerHTML).toBe('<b>Beta!</b>');
      fireEvent.doubleClick(label);
      expect((content(root, 'b').querySelector('input') as HTMLInputElement).value).toBe('Beta');
    },
  );

  claim('The demo reads the whole department object with the `publicAPI.getItem()` method', () => {
    const { container } = render(<SecondaryTextLabel />);
    expect(part(container, 'ENG', 'label')!.textContent).toBe('EngineeringENG · 42 people');
  });

  claim(
    'The `checkbox` slot receives `visible` (whether `checkboxSelection` is on), `checked`, `disabled`, `onChange`, `tabIndex` and a `ref`.',
    () => {
      const received: Record<string, unknown>[] = [];
      const Probe = React.forwardRef<HTMLInputElement, Record<string, unknown>>((props, ref) => {
        received.push({ ...props, ref });
        return null;
      });
      const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
        <TreeItem2 {...props} ref={ref} slots={{ checkbox: Probe }} />
      ));
      richTree(Item);
      richTree(Item, { checkboxSelection: true });
      const keys = Object.keys(received.at(-1)!);
      expect(keys).toEqual(expect.arrayContaining(['visible', 'checked', 'disabled', 'onChange', 'tabIndex', 'ref']));
      expect(received[0]!.visible).toBe(false);
      expect(received.at(-1)!.visible).toBe(true);
      expect(received.at(-1)!.ref).not.toBeNull();
    },
  );

  claim('The demo turns checkbox selection into layer visibility toggles.', () => {
    const { container } = render(<CustomCheckboxSlot />);
    const toggle = within(container).getByRole('checkbox', { name: 'Show Roads' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(within(container).getByRole('checkbox', { name: 'Show Terrain' }));
    expect(item(container, 'terrain').getAttribute('aria-selected')).toBe('true');
    // Roads and Railways start visible, Terrain was just switched on.
    expect(container.querySelectorAll('[data-testid="VisibilityIcon"]')).toHaveLength(3);
  });
});

describe('theme overrides', () => {
  claim(
    '`components.MuiTreeItem2.styleOverrides` styles every `TreeItem2` of the application, with one key per part: `root`, `content`, `iconContainer`, `label`, `checkbox`, `groupTransition` and `labelInput`.',
    () => {
      const keys = ['root', 'content', 'iconContainer', 'label', 'checkbox', 'groupTransition', 'labelInput'] as const;
      const theme = createTheme({
        components: {
          MuiTreeItem2: {
            styleOverrides: Object.fromEntries(keys.map((key, index) => [key, { zIndex: 11 + index }])),
          },
        },
      });
      const { container } = render(
        <ThemeProvider theme={theme}>
          <RichTreeView
            items={ITEMS}
            defaultExpandedItems={['a']}
            checkboxSelection
            experimentalFeatures={{ labelEditing: true }}
            isItemEditable
            slots={{ item: TreeItem2 }}
          />
        </ThemeProvider>,
      );
      fireEvent.doubleClick(part(container, 'b', 'label')!);
      const zIndex = (element: Element | null) => getComputedStyle(element!).zIndex;
      expect([
        zIndex(item(container, 'a')),
        zIndex(content(container, 'a')),
        zIndex(part(container, 'a', 'iconContainer')),
        zIndex(part(container, 'a', 'label')),
        zIndex(part(container, 'a', 'checkbox')),
        zIndex(part(container, 'a', 'groupTransition')),
        zIndex(part(container, 'b', 'labelInput')),
      ]).toEqual(['11', '12', '13', '14', '15', '16', '17']);
    },
  );

  claim("The demo applies overrides to its own subtree only, on top of the page's theme.", () => {
    const { container } = render(
      <>
        <TreeItemThemeOverrides />
        <div id="outside">
          <RichTreeView items={ITEMS} slots={{ item: TreeItem2 }} />
        </div>
      </>,
    );
    expect(getComputedStyle(content(container, 'grid')).borderBottomStyle).toBe('solid');
    expect(getComputedStyle(content(container.querySelector('#outside')!, 'b')).borderBottomStyle).not.toBe('solid');
  });
});

describe('useTreeItem2Utils', () => {
  claim('`status`: `expandable`, `expanded`, `focused`, `selected`, `disabled`, `editing` and `editable`', () => {
    const seen: Record<string, object> = {};
    const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => {
      const { status, interactions, publicAPI } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
      seen[props.itemId] = { status, interactions: Object.keys(interactions).sort(), publicAPI };
      return <TreeItem2 {...props} ref={ref} />;
    });
    richTree(Item);
    expect(Object.keys((seen.a as { status: object }).status).sort()).toEqual(
      ['disabled', 'editable', 'editing', 'expandable', 'expanded', 'focused', 'selected'].sort(),
    );
    expect((seen.a as { interactions: string[] }).interactions).toEqual(
      [
        'handleCancelItemLabelEditing',
        'handleCheckboxSelection',
        'handleExpansion',
        'handleSaveItemLabel',
        'handleSelection',
        'toggleItemEditing',
      ].sort(),
    );
  });

  claim("`publicAPI`: the tree's API object, the same as `apiRef.current`", () => {
    let fromItem: unknown;
    let apiRef: { current: unknown } | undefined;
    const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => {
      fromItem = useTreeItem2Utils({ itemId: props.itemId, children: props.children }).publicAPI;
      return <TreeItem2 {...props} ref={ref} />;
    });
    function WithApi() {
      apiRef = React.useRef<unknown>(undefined);
      return <RichTreeView apiRef={apiRef as never} items={ITEMS} slots={{ item: Item }} />;
    }
    render(<WithApi />);
    expect(fromItem).toBe(apiRef!.current);
  });

  claim('`status` is recomputed whenever the item renders, so an item can show its own state.', () => {
    const { container } = render(<ItemStatusTreeItem />);
    const flags = (id: string) => part(container, id, 'label')!.textContent;
    expect(flags('grid-pro')).toBe('@mui/x-data-grid-proselected');
    expect(flags('pickers')).toBe('Date and Time Pickersexpandable · disabled');
    act(() => item(container, 'grid-pro').focus());
    press('ArrowDown');
    expect(flags('grid-premium')).toBe('@mui/x-data-grid-premiumfocused');
    fireEvent.click(content(container, 'charts'));
    expect(flags('charts')).toBe('Chartsexpandable · expanded · selected · focused');
  });

  claim('In the Rich Tree View, the item component only receives `itemId`, `label`, `id` and `children`.', () => {
    const received: string[][] = [];
    const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => {
      received.push(Object.keys(props).sort());
      return <TreeItem2 {...props} ref={ref} />;
    });
    richTree(Item);
    expect(new Set(received.map((keys) => keys.join(',')))).toEqual(new Set(['children,id,itemId,label']));
  });

  claim(
    "`publicAPI.getItemOrderedChildrenIds(itemId)` its children's ids, here to show a count next to each folder",
    () => {
      const { container } = render(<ChildrenCountLabel />);
      expect(within(part(container, 'documents', 'label')!).getByLabelText('3 items')).toBeTruthy();
      expect(within(part(container, 'contract', 'label')!).queryByLabelText(/items/)).toBeNull();
    },
  );
});

describe('LeafOnlySelection', () => {
  let root: Element;
  beforeAll(() => {
    root = render(<LeafOnlySelection />).container;
  });

  claim("Event handlers passed through `slotProps` run before the item's own.", () => {
    const order: string[] = [];
    const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
      <TreeItem2 {...props} ref={ref} slotProps={{ content: { onClick: () => order.push('mine') } }} />
    ));
    const tree = richTree(Item, { onItemClick: () => order.push('tree') });
    fireEvent.click(content(tree, 'b'));
    expect(order).toEqual(['mine', 'tree']);
  });

  claim('Here a click on a folder only expands it and a click on a file only selects it.', () => {
    fireEvent.click(content(root, 'documents'));
    expect(item(root, 'documents').getAttribute('aria-expanded')).toBe('true');
    expect(within(root as HTMLElement).getByText('Selected file: none')).toBeTruthy();
    fireEvent.click(content(root, 'contract'));
    expect(within(root as HTMLElement).getByText('Selected file: contract')).toBeTruthy();
  });

  claim(
    'Set `event.defaultMuiPrevented = true` to skip the default behaviour, then call the `interactions` you want.',
    () => {
      fireEvent.click(content(root, 'documents'));
      expect(item(root, 'documents').getAttribute('aria-expanded')).toBe('false');
      expect(item(root, 'documents').getAttribute('aria-selected')).toBe('false');
    },
  );

  claim('Only clicks change: keyboard handling is separate (Space still selects a focused folder)', () => {
    act(() => item(root, 'pictures').focus());
    press(' ');
    expect(within(root as HTMLElement).getByText('Selected file: pictures')).toBeTruthy();
  });
});

describe('the tree API from an item', () => {
  claim(
    'Calling `publicAPI.setItemExpansion` once per folder would not work: each call starts from the expansion of the last render, so only the last one would take effect.',
    () => {
      let expandBoth: () => void = () => {};
      const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => {
        const { publicAPI } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
        if (props.itemId === 'a') {
          expandBoth = () => {
            publicAPI.setItemExpansion({} as React.SyntheticEvent, 'a', true);
            publicAPI.setItemExpansion({} as React.SyntheticEvent, 'c', true);
          };
        }
        return <TreeItem2 {...props} ref={ref} />;
      });
      const items = [...ITEMS, { id: 'c', label: 'Gamma', children: [{ id: 'c1', label: 'Cherry' }] }];
      const { container } = render(<RichTreeView items={items} slots={{ item: Item }} />);
      act(() => expandBoth());
      expect([
        item(container, 'a').getAttribute('aria-expanded'),
        item(container, 'c').getAttribute('aria-expanded'),
      ]).toEqual(['false', 'true']);
    },
  );

  claim('The button on each folder expands the folder and everything below it', () => {
    const { container } = render(<ExpandBranchTreeItem />);
    fireEvent.click(within(container).getByRole('button', { name: 'Expand all of Documents' }));
    expect(item(container, 'documents').getAttribute('aria-expanded')).toBe('true');
    expect(item(container, 'invoices').getAttribute('aria-expanded')).toBe('true');
    expect(item(container, 'documents').getAttribute('aria-selected')).toBe('false');
  });
});

describe('actions in an item', () => {
  claim(
    'Buttons inside an item must stop the click from reaching the content (`event.stopPropagation()`), otherwise they also select or expand the item.',
    () => {
      const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
        <TreeItem2
          {...props}
          ref={ref}
          slotProps={{ label: { children: <button type="button">{`Act on ${String(props.label)}`}</button> } }}
        />
      ));
      const root = richTree(Item, { defaultExpandedItems: [] });
      fireEvent.click(within(root as HTMLElement).getByRole('button', { name: 'Act on Alpha' }));
      expect([item(root, 'a').getAttribute('aria-selected'), item(root, 'a').getAttribute('aria-expanded')]).toEqual([
        'true',
        'true',
      ]);
      const { container } = render(<ItemActions />);
      fireEvent.click(within(container).getByRole('button', { name: 'Delete @mui/x-data-grid-pro' }));
      expect(container.querySelector('[aria-selected="true"]')).toBeNull();
    },
  );

  claim(
    'the tree treats Enter, Space, the arrows and letters as if the item had them, and the `event.preventDefault()` it calls can keep Enter from activating the button',
    () => {
      const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
        <TreeItem2
          {...props}
          ref={ref}
          slotProps={{ label: { children: <button type="button">{`Act on ${String(props.label)}`}</button> } }}
        />
      ));
      const root = richTree(Item, { defaultExpandedItems: [] });
      const button = within(root as HTMLElement).getByRole('button', { name: 'Act on Alpha' });
      const notCancelled = fireEvent.keyDown(button, { key: 'Enter' });
      expect(notCancelled).toBe(false);
      expect(item(root, 'a').getAttribute('aria-expanded')).toBe('true');
    },
  );

  claim('so stop the propagation of `onKeyDown` on the button as well, as the demos on this page do', () => {
    const { container } = render(<ItemActions />);
    const button = within(container).getByRole('button', { name: 'Delete Data Grid' });
    expect(fireEvent.keyDown(button, { key: 'Enter' })).toBe(true);
    expect(item(container, 'grid').getAttribute('aria-expanded')).toBe('true');
  });

  claim(
    "In the demo, deleting an item removes it from the `items` state of the tree's owner, reached through a React context.",
    () => {
      const { container } = render(<ItemActions />);
      fireEvent.click(within(container).getByRole('button', { name: 'Delete Charts' }));
      expect(item(container, 'charts')).toBeNull();
      fireEvent.click(within(container).getByText('Restore all items'));
      expect(item(container, 'charts')).not.toBeNull();
    },
  );
});

describe('useTreeItem2', () => {
  claim(
    'returns prop getters for each part (`getRootProps`, `getContentProps`, `getIconContainerProps`, `getCheckboxProps`, `getLabelProps`, `getLabelInputProps`, `getGroupTransitionProps`, `getDragAndDropOverlayProps`), along with `status` and `publicAPI`',
    () => {
      let keys: string[] = [];
      const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => {
        keys = Object.keys(useTreeItem2({ ...props, rootRef: ref }));
        return <TreeItem2 {...props} ref={ref} />;
      });
      richTree(Item);
      expect(keys).toEqual(
        expect.arrayContaining([
          'getRootProps',
          'getContentProps',
          'getIconContainerProps',
          'getCheckboxProps',
          'getLabelProps',
          'getLabelInputProps',
          'getGroupTransitionProps',
          'getDragAndDropOverlayProps',
          'status',
          'publicAPI',
        ]),
      );
    },
  );

  claim(
    "The demo renders the same parts as `TreeItem2`, with checkbox selection on, and adds a text after the label that follows the item's expansion state.",
    () => {
      const { container } = render(<ComposedTreeItemDemo />);
      expect(content(container, 'grid').textContent).toBe('Data Gridopen');
      expect(content(container, 'charts').textContent).toBe('Chartsclosed');
      fireEvent.click(content(container, 'charts'));
      expect(content(container, 'charts').textContent).toBe('Chartsopen');
      expect(content(container, 'grid').querySelector('input[type="checkbox"]')).not.toBeNull();
    },
  );

  claim('This item adds an avatar and a second line under the label', () => {
    const { container } = render(<AvatarTreeItem />);
    expect(content(container, 'ENG').textContent).toBe('ENGEngineering42 people');
  });

  claim(
    'Leave out a part only if its feature is off: for example, drop `TreeItem2Checkbox` only when the tree never uses `checkboxSelection`',
    () => {
      // Without its checkbox, an item of a checkbox tree cannot be selected with the mouse: a click only expands.
      const NoCheckbox = React.forwardRef<HTMLLIElement, Omit<UseTreeItem2Parameters, 'rootRef'>>((props, ref) => {
        const { getRootProps, getContentProps, getIconContainerProps, getLabelProps, status } = useTreeItem2({
          ...props,
          rootRef: ref,
        });
        return (
          <TreeItem2Provider itemId={props.itemId}>
            <TreeItem2Root {...getRootProps()}>
              <TreeItem2Content {...getContentProps()}>
                <TreeItem2IconContainer {...getIconContainerProps()}>
                  <TreeItem2Icon status={status} />
                </TreeItem2IconContainer>
                <TreeItem2Label {...getLabelProps()} />
              </TreeItem2Content>
            </TreeItem2Root>
          </TreeItem2Provider>
        );
      });
      const root = richTree(NoCheckbox as React.JSXElementConstructor<TreeItem2Props>, { checkboxSelection: true });
      fireEvent.click(content(root, 'b'));
      expect(item(root, 'b').getAttribute('aria-selected')).toBe('false');
    },
  );
});
