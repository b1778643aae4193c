import { act, fireEvent, render, within } from '@testing-library/react';
import type { RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import * as React from 'react';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import ChildrenIdsRichTreeView from './demos/ChildrenIdsRichTreeView';
import CustomShapeRichTreeView from './demos/CustomShapeRichTreeView';
import DisabledItemsRichTreeView from './demos/DisabledItemsRichTreeView';
import GetItemRichTreeView from './demos/GetItemRichTreeView';
import IndentationRichTreeView from './demos/IndentationRichTreeView';
import ItemTreeRichTreeView from './demos/ItemTreeRichTreeView';
import ScrollToItemRichTreeView from './demos/ScrollToItemRichTreeView';
import UpdateItemsRichTreeView from './demos/UpdateItemsRichTreeView';

/** The API object of the tree, as `useTreeViewApiRef()` creates it. */
type TreeApi = NonNullable<RichTreeViewProps<object, boolean>['apiRef']>;

interface Item {
  id: string;
  label: string;
  note?: string;
  children?: Item[];
}
const ITEMS: Item[] = [
  {
    id: 'a',
    label: 'Apple',
    note: 'kept',
    children: [
      { id: 'a1', label: 'Avocado' },
      { id: 'a2', label: 'Apricot' },
    ],
  },
  { id: 'b', label: 'Banana', children: [{ id: 'b1', label: 'Blueberry' }] },
  { id: 'c', label: 'Cherry' },
];

const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > .MuiTreeItem-content')!;
const press = (key: string, init: KeyboardEventInit = {}) =>
  act(() => {
    fireEvent.keyDown(document.activeElement!, { key, ...init });
  });
const withoutChildren = (list: readonly Item[]): unknown[] => list.map(({ children: _children, ...rest }) => rest);

/** Renders a Rich Tree View and hands back its API object through `onApi`. */
function TreeWithApi({
  onApi,
  ...props
}: { onApi: (api: TreeApi) => void } & React.ComponentProps<typeof RichTreeView>) {
  const apiRef = useTreeViewApiRef();
  onApi(apiRef);
  return <RichTreeView apiRef={apiRef} {...props} />;
}

describe('item shape and errors', () => {
  claim('By default each item needs a unique `id` string and a `label` string; `children` is optional.', () => {
    const { container } = render(<RichTreeView items={ITEMS} />);
    expect([...container.querySelectorAll('.MuiTreeItem-label')].map((label) => label.textContent)).toEqual([
      'Apple',
      'Banana',
      'Cherry',
    ]);
    expect(item(container, 'c').hasAttribute('aria-expanded')).toBe(false);
    expect(item(container, 'a').getAttribute('aria-expanded')).toBe('false');
  });

  claim(
    'The tree throws an error when an item has no id, when two items share an id (anywhere in the tree), or when an item has no label.',
    () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => render(<RichTreeView items={[{ label: 'No id' } as Item]} />)).toThrow(/without id/);
      const nested = [
        { id: 'x', label: 'X', children: [{ id: 'y', label: 'Y', children: [{ id: 'x', label: 'X' }] }] },
      ];
      expect(() => render(<RichTreeView items={nested} />)).toThrow(/same id/);
      expect(() => render(<RichTreeView items={[{ id: 'z' } as Item]} />)).toThrow(/without label/);
      consoleError.mockRestore();
    },
  );

  claim('each new array makes the tree rebuild its internal item map', () => {
    const isItemDisabled = vi.fn(() => false);
    const { rerender } = render(<RichTreeView items={ITEMS} isItemDisabled={isItemDisabled} />);
    isItemDisabled.mockClear();
    rerender(<RichTreeView items={ITEMS} isItemDisabled={isItemDisabled} />);
    expect(isItemDisabled).not.toHaveBeenCalled();
    rerender(<RichTreeView items={[...ITEMS]} isItemDisabled={isItemDisabled} />);
    // One call per item, children included.
    expect(isItemDisabled).toHaveBeenCalledTimes(6);
  });

  claim('the tree rebuilds its item map when they change', () => {
    const isItemDisabled = vi.fn(() => false);
    const { container, rerender } = render(
      <RichTreeView items={ITEMS} isItemDisabled={isItemDisabled} getItemLabel={(entry) => entry.label} />,
    );
    isItemDisabled.mockClear();
    rerender(
      <RichTreeView
        items={ITEMS}
        isItemDisabled={isItemDisabled}
        getItemLabel={(entry) => entry.label.toUpperCase()}
      />,
    );
    expect(isItemDisabled).toHaveBeenCalledTimes(6);
    expect(within(container).getByText('CHERRY')).toBeTruthy();
  });
});

describe('custom item shapes', () => {
  claim("`getItemId(item)` returns the item's id (default: `item.id`);", () => {
    const { container } = render(<CustomShapeRichTreeView />);
    expect(item(container, 'ENG').getAttribute('aria-expanded')).toBe('true');
    expect(item(container, 'ENG-WEB')).toBeTruthy();
  });

  claim("`getItemLabel(item)` returns the item's label as a string (default: `item.label`).", () => {
    const { container } = render(<CustomShapeRichTreeView />);
    expect(content(container, 'ENG').textContent).toBe('Engineering (42)');
  });

  claim('The children must still be in a `children` array.', () => {
    const items = [{ id: 'p', label: 'Parent', subItems: [{ id: 'q', label: 'Child' }] }];
    const { container } = render(<RichTreeView items={items} />);
    expect(item(container, 'p').hasAttribute('aria-expanded')).toBe(false);
  });

  claim('The label is a string because the tree uses it for type-ahead', () => {
    const { container } = render(<RichTreeView items={ITEMS} getItemLabel={(entry) => `Z ${entry.label}`} />);
    const { container: plain } = render(<RichTreeView items={ITEMS} />);
    act(() => item(plain, 'a').focus());
    press('c');
    expect(document.activeElement).toBe(item(plain, 'c'));
    // Every label starts with "Z" here: the typed character is matched against the label getItemLabel returns.
    act(() => item(container, 'a').focus());
    press('c');
    expect(document.activeElement).toBe(item(container, 'a'));
    press('z');
    expect(document.activeElement).toBe(item(container, 'b'));
  });
});

describe('disabled items', () => {
  const onSelectedItemsChange = vi.fn();
  let tree: Element;
  let focusable: Element;
  const props = {
    items: ITEMS,
    isItemDisabled: (entry: Item) => entry.id === 'a',
    defaultExpandedItems: ['a'],
    onSelectedItemsChange,
  };
  beforeAll(() => {
    const { container } = render(
      <>
        <div id="skipped">
          <RichTreeView {...props} />
        </div>
        <div id="focusable">
          <RichTreeView {...props} disabledItemsFocusable />
        </div>
      </>,
    );
    tree = container.querySelector('#skipped')!;
    focusable = container.querySelector('#focusable')!;
  });

  claim('`isItemDisabled(item)` returns `true` for the items to disable.', () => {
    expect(item(tree, 'a').getAttribute('aria-disabled')).toBe('true');
    expect(item(tree, 'b').hasAttribute('aria-disabled')).toBe(false);
  });

  claim('A disabled item cannot be selected or expanded by the user', () => {
    fireEvent.click(content(tree, 'a'));
    expect(item(tree, 'a').getAttribute('aria-expanded')).toBe('true');
    expect(onSelectedItemsChange).not.toHaveBeenCalled();
  });

  claim('**every descendant of a disabled item is disabled too**', () => {
    expect(item(tree, 'a1').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(content(tree, 'a1'));
    expect(onSelectedItemsChange).not.toHaveBeenCalled();
  });

  claim('Disabled items are skipped by keyboard navigation unless `disabledItemsFocusable` is set', () => {
    act(() => item(tree, 'b').focus());
    press('ArrowUp');
    expect(document.activeElement).toBe(item(tree, 'b'));
    press('Home');
    expect(document.activeElement).toBe(item(tree, 'b'));
  });

  claim('with it, users can move the focus onto them', () => {
    act(() => item(focusable, 'b').focus());
    press('ArrowUp');
    expect(document.activeElement).toBe(item(focusable, 'a2'));
    press('Home');
    expect(document.activeElement).toBe(item(focusable, 'a'));
  });

  claim('but still cannot select or expand them', () => {
    press(' ');
    press('Enter');
    press('ArrowLeft');
    expect(item(focusable, 'a').getAttribute('aria-expanded')).toBe('true');
    expect(onSelectedItemsChange).not.toHaveBeenCalled();
  });

  claim('returns `true` for the items to disable', () => {
    const { container } = render(<DisabledItemsRichTreeView />);
    expect(item(container, 'ENG-LEG').getAttribute('aria-disabled')).toBe('true');
    expect(content(container, 'ENG-LEG').textContent).toBe('Legacy desktop (archived)');
  });
});

describe('keys that act on disabled items', () => {
  claim('expands every sibling of the focused item that has children, disabled ones included', () => {
    const onExpandedItemsChange = vi.fn();
    const { container } = render(
      <RichTreeView
        items={ITEMS}
        isItemDisabled={(entry) => entry.id === 'a'}
        onExpandedItemsChange={onExpandedItemsChange}
      />,
    );
    act(() => item(container, 'c').focus());
    press('*');
    expect(item(container, 'a').getAttribute('aria-disabled')).toBe('true');
    expect(item(container, 'a').getAttribute('aria-expanded')).toBe('true');
    expect([...(onExpandedItemsChange.mock.calls.at(-1)![1] as string[])].sort()).toEqual(['a', 'b']);
  });

  claim('with `disabledItemsFocusable`, Ctrl + A selects the disabled items with the rest', () => {
    const onSelectedItemsChange = vi.fn();
    const { container } = render(
      <RichTreeView
        items={ITEMS}
        multiSelect
        disabledItemsFocusable
        isItemDisabled={(entry) => entry.id === 'c'}
        onSelectedItemsChange={onSelectedItemsChange}
      />,
    );
    act(() => item(container, 'a').focus());
    press('a', { ctrlKey: true, keyCode: 65 } as KeyboardEventInit);
    expect(item(container, 'c').getAttribute('aria-selected')).toBe('true');
    expect([...(onSelectedItemsChange.mock.calls.at(-1)![1] as string[])].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('onItemClick', () => {
  const onItemClick = vi.fn();
  let tree: Element;
  beforeAll(() => {
    tree = render(<RichTreeView items={ITEMS} onItemClick={onItemClick} />).container;
  });

  claim(
    '`onItemClick(event, itemId)` is called when the content of an item is clicked, in addition to any selection or expansion change the click causes.',
    () => {
      fireEvent.click(content(tree, 'b'));
      expect(onItemClick.mock.calls.map(([, id]) => id)).toEqual(['b']);
      expect(item(tree, 'b').getAttribute('aria-expanded')).toBe('true');
      expect(item(tree, 'b').getAttribute('aria-selected')).toBe('true');
    },
  );

  claim("Keyboard actions don't call it.", () => {
    press(' ');
    press('Enter');
    press('ArrowDown');
    press('Enter');
    expect(onItemClick).toHaveBeenCalledTimes(1);
  });

  claim('A click on a disabled item, on its checkbox or on its expand arrow calls it too.', () => {
    const onClick = vi.fn();
    const onSelectedItemsChange = vi.fn();
    const { container } = render(
      <RichTreeView
        items={ITEMS}
        checkboxSelection
        isItemDisabled={(entry) => entry.id === 'c'}
        onItemClick={onClick}
        onSelectedItemsChange={onSelectedItemsChange}
      />,
    );
    fireEvent.click(content(container, 'c'));
    fireEvent.click(content(container, 'a').querySelector('input')!);
    fireEvent.click(content(container, 'b').querySelector('.MuiTreeItem-iconContainer svg')!);
    expect(onClick.mock.calls.map(([, id]) => id)).toEqual(['c', 'a', 'b']);
    // The checkbox selected A, the arrow expanded B, and the disabled C stayed unselected.
    expect(onSelectedItemsChange.mock.calls.map(([, ids]) => ids)).toEqual(['a']);
    expect(item(container, 'b').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the API object', () => {
  let api: TreeApi;
  let tree: Element;
  const onSelectedItemsChange = vi.fn();
  beforeAll(() => {
    tree = render(
      <TreeWithApi
        onApi={(value) => (api = value)}
        items={ITEMS}
        onSelectedItemsChange={onSelectedItemsChange}
        isItemEditable
        experimentalFeatures={{ labelEditing: true }}
      />,
    ).container;
  });

  claim('The object you passed in `items`, with all your fields', () => {
    expect(api.current!.getItem('a')).toBe(ITEMS[0]);
  });

  claim("The item's `li` element, or `null` when it is not rendered (for example inside a collapsed parent)", () => {
    expect(api.current!.getItemDOMElement('b')).toBe(item(tree, 'b'));
    expect(api.current!.getItemDOMElement('b')!.tagName).toBe('LI');
    expect(api.current!.getItemDOMElement('b1')).toBeNull();
  });

  claim("The ids of the item's children, in display order; pass `null` for the root items", () => {
    expect(api.current!.getItemOrderedChildrenIds('a')).toEqual(['a1', 'a2']);
    expect(api.current!.getItemOrderedChildrenIds(null)).toEqual(['a', 'b', 'c']);
  });

  claim('`getItemOrderedChildrenIds` returns the ids of the direct children only.', () => {
    const deep = [{ id: 'x', label: 'X', children: [{ id: 'y', label: 'Y', children: [{ id: 'z', label: 'Z' }] }] }];
    let deepApi: TreeApi | undefined;
    render(<TreeWithApi onApi={(value) => (deepApi = value)} items={deep} />);
    expect(deepApi!.current!.getItemOrderedChildrenIds('x')).toEqual(['y']);
  });

  claim('the Rich Tree View knows every item from the data, so this works for collapsed items too', () => {
    expect(item(tree, 'b').getAttribute('aria-expanded')).toBe('false');
    expect(api.current!.getItemOrderedChildrenIds('b')).toEqual(['b1']);
  });

  claim('The items in the same shape as `items`, in the current order', () => {
    const itemTree = api.current!.getItemTree() as Item[];
    expect(withoutChildren(itemTree)).toEqual(withoutChildren(ITEMS));
    expect(itemTree[0]!.children!.map((child) => child.id)).toEqual(['a1', 'a2']);
  });

  claim(
    "`getItemTree()` rebuilds the tree from the tree's state: your item objects, with `children` in display order.",
    () => {
      const itemTree = api.current!.getItemTree() as Item[];
      expect(itemTree[0]!.note).toBe('kept');
      expect(itemTree[0]!.children![0]).toEqual(ITEMS[0]!.children![0]);
    },
  );

  claim('In a Rich Tree View without reordering, that is the order of `items`', () => {
    expect((api.current!.getItemTree() as Item[]).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  claim('Labels edited by users are not in it: it returns your objects, not the displayed labels.', () => {
    fireEvent.doubleClick(content(tree, 'c').querySelector('.MuiTreeItem-label')!);
    const input = content(tree, 'c').querySelector('input')!;
    fireEvent.change(input, { target: { value: 'Cranberry' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(content(tree, 'c').textContent).toBe('Cranberry');
    expect((api.current!.getItemTree() as Item[])[2]!.label).toBe('Cherry');
  });
});

describe('the API demos', () => {
  claim(
    'Callbacks such as `onSelectedItemsChange` only give you ids. `getItem` turns an id back into your object',
    () => {
      const { container } = render(<GetItemRichTreeView />);
      fireEvent.click(content(container, 'contract'));
      expect(within(container).getByText('contract.docx: document, 48 KB')).toBeTruthy();
    },
  );

  const scrollIntoView = vi.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterAll(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  claim('`getItemDOMElement` is handy to scroll an item into view inside a scrollable container', () => {
    const { container } = render(<ScrollToItemRichTreeView />);
    fireEvent.click(within(container).getByRole('button', { name: 'README.md' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts[0]).toBe(item(container, 'readme'));
  });

  claim('so this works for collapsed items too', () => {
    const { container } = render(<ChildrenIdsRichTreeView />);
    fireEvent.click(content(container, 'documents'));
    expect(within(container).getByText('Children: invoices, contract, roadmap')).toBeTruthy();
  });

  claim('The demo prints the first two items.', () => {
    const { container } = render(<ItemTreeRichTreeView />);
    fireEvent.click(within(container).getByText('Read the item tree'));
    const printed = JSON.parse(container.querySelector('pre')!.textContent!) as Item[];
    expect(printed.map((entry) => entry.id)).toEqual(['grid', 'pickers']);
  });
});

describe('updating the items', () => {
  let api: TreeApi;
  let view: ReturnType<typeof render>;
  const onSelectedItemsChange = vi.fn();
  const tree = (items: Item[]) => (
    <TreeWithApi
      onApi={(value) => (api = value)}
      items={items}
      multiSelect
      defaultExpandedItems={['a']}
      defaultSelectedItems={['c']}
      onSelectedItemsChange={onSelectedItemsChange}
    />
  );
  beforeAll(() => {
    view = render(tree(ITEMS));
  });

  claim('Pass a new `items` array to add, remove or change items', () => {
    view.rerender(tree([{ ...ITEMS[0]!, label: 'Almond' }, ITEMS[1]!, ITEMS[2]!, { id: 'd', label: 'Date' }]));
    expect(within(view.container).getByText('Almond')).toBeTruthy();
    expect(within(view.container).getByText('Date')).toBeTruthy();
  });

  claim('keeps its expansion and selection, which it stores by item id', () => {
    expect(item(view.container, 'a').getAttribute('aria-expanded')).toBe('true');
    expect(item(view.container, 'c').getAttribute('aria-selected')).toBe('true');
  });

  claim("If the focused item is removed, the focus moves to the tree's tab stop", () => {
    act(() => item(view.container, 'd').focus());
    view.rerender(tree([...ITEMS]));
    // C is selected: it is the tab stop, and it gets the focus.
    expect(document.activeElement).toBe(item(view.container, 'c'));
  });

  claim(
    "unless the removed item was the tab stop itself (typically the selected item): then the focus leaves the tree for the page's `body`",
    () => {
      view.rerender(tree(ITEMS.slice(0, 2)));
      expect(document.activeElement).toBe(document.body);
    },
  );

  claim('you have to move it yourself, for example with `focusItem`', () => {
    act(() => api.current!.focusItem({} as React.SyntheticEvent, 'b'));
    expect(document.activeElement).toBe(item(view.container, 'b'));
  });

  claim('Ids that are no longer in `items` stay in the expanded and selected items', () => {
    fireEvent.click(content(view.container, 'a1'), { ctrlKey: true });
    expect(onSelectedItemsChange.mock.calls.at(-1)![1]).toEqual(['a1', 'c']);
  });

  claim('the tree rebuilds its items from it (right after the render)', () => {
    const { container } = render(<UpdateItemsRichTreeView />);
    fireEvent.click(within(container).getByText('Add a Data Grid plugin'));
    expect(item(container, 'grid-plugin-1').textContent).toBe('Plugin 1');
    expect(item(container, 'grid').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('itemChildrenIndentation', () => {
  claim('It takes a number of pixels or any CSS length, and defaults to `12px`.', () => {
    const indentation = (element: Element) =>
      (element.querySelector('[role="tree"]') as HTMLElement).style.getPropertyValue(
        '--TreeView-itemChildrenIndentation',
      );
    expect(indentation(render(<RichTreeView items={ITEMS} />).container)).toBe('12px');
    expect(indentation(render(<RichTreeView items={ITEMS} itemChildrenIndentation={24} />).container)).toBe('24px');
    expect(indentation(render(<IndentationRichTreeView />).container)).toBe('2rem');
  });
});
