import { act, fireEvent, render, within } from '@testing-library/react';
import type { RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import ApiReplaceSelectionRichTreeView from './demos/ApiReplaceSelectionRichTreeView';
import ControlledSelectionRichTreeView from './demos/ControlledSelectionRichTreeView';
import ParentChildrenSelectionRichTreeView from './demos/ParentChildrenSelectionRichTreeView';
import SingleSelectionRichTreeView from './demos/SingleSelectionRichTreeView';

/** The API object of the tree, as `useTreeViewApiRef()` creates it. */
type TreeApi = NonNullable<RichTreeViewProps<object, boolean>['apiRef']>;

const ITEMS = [
  {
    id: 'a',
    label: 'A',
    children: [
      { id: 'a1', label: 'A1' },
      { id: 'a2', label: 'A2' },
    ],
  },
  { id: 'b', label: 'B', children: [{ id: 'b1', label: 'B1' }] },
  { id: 'c', label: 'C' },
  { id: 'd', label: 'D' },
];

const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > .MuiTreeItem-content')!;
const checkbox = (root: Element, id: string) => content(root, id).querySelector('input') as HTMLInputElement;
const selectedIds = (root: Element) =>
  [...root.querySelectorAll('.MuiTreeItem-content.Mui-selected')].map((element) =>
    element.parentElement!.id.replace(/^.*tree-view-\d+-/, ''),
  );
const press = (key: string, init: KeyboardEventInit & { keyCode?: number } = {}) =>
  act(() => {
    fireEvent.keyDown(document.activeElement!, { key, ...init });
  });
const focus = (root: Element, id: string) => act(() => item(root, id).focus());

describe('single selection', () => {
  const onItemSelectionToggle = vi.fn();
  const onSelectedItemsChange = vi.fn();
  let tree: Element;
  beforeAll(() => {
    tree = render(
      <RichTreeView
        items={ITEMS}
        defaultExpandedItems={['a']}
        onItemSelectionToggle={onItemSelectionToggle}
        onSelectedItemsChange={onSelectedItemsChange}
      />,
    ).container;
  });

  claim('selection is on by default, one item at a time', () => {
    fireEvent.click(content(tree, 'a1'));
    fireEvent.click(content(tree, 'c'));
    expect(selectedIds(tree)).toEqual(['c']);
    expect(tree.querySelector('[role="tree"]')!.getAttribute('aria-multiselectable')).toBe('false');
  });

  claim(
    'A click on an item, Space on the focused item, or Enter on a focused item without children selects it and deselects the previous one.',
    () => {
      focus(tree, 'a2');
      press(' ');
      expect(selectedIds(tree)).toEqual(['a2']);
      focus(tree, 'd');
      press('Enter');
      expect(selectedIds(tree)).toEqual(['d']);
      // Enter on an item with children toggles it instead.
      focus(tree, 'b');
      press('Enter');
      expect(selectedIds(tree)).toEqual(['d']);
      expect(item(tree, 'b').getAttribute('aria-expanded')).toBe('true');
    },
  );

  claim('The user cannot deselect the selected item in this mode (unless checkboxes are on).', () => {
    fireEvent.click(content(tree, 'd'));
    focus(tree, 'd');
    press(' ');
    press('Enter');
    expect(selectedIds(tree)).toEqual(['d']);
  });

  claim('In single selection, selecting a new item calls it twice', () => {
    onItemSelectionToggle.mockClear();
    fireEvent.click(content(tree, 'c'));
    expect(onItemSelectionToggle.mock.calls.map(([, id, isSelected]) => [id, isSelected])).toEqual([
      ['d', false],
      ['c', true],
    ]);
  });

  claim('The value is `string | null` without `multiSelect`', () => {
    expect(onSelectedItemsChange.mock.calls.at(-1)![1]).toBe('c');
  });

  claim('`defaultSelectedItems` takes a single id here.', () => {
    const { container } = render(<SingleSelectionRichTreeView />);
    expect(selectedIds(container)).toEqual(['grid-pro']);
  });
});

describe('multiSelect', () => {
  const onSelectedItemsChange = vi.fn();
  const onItemSelectionToggle = vi.fn();
  let tree: Element;
  const last = () => [...(onSelectedItemsChange.mock.calls.at(-1)![1] as string[])].sort();
  beforeAll(() => {
    tree = render(
      <RichTreeView
        items={[...ITEMS, { id: 'e', label: 'E' }]}
        isItemDisabled={(candidate) => candidate.id === 'e'}
        multiSelect
        defaultExpandedItems={['a']}
        onSelectedItemsChange={onSelectedItemsChange}
        onItemSelectionToggle={onItemSelectionToggle}
      />,
    ).container;
  });

  claim('With `multiSelect`, the value is an array of ids, and users combine modifier keys with clicks', () => {
    fireEvent.click(content(tree, 'a1'));
    expect(onSelectedItemsChange.mock.calls.at(-1)![1]).toEqual(['a1']);
  });

  claim('Ctrl / Cmd + click', () => {
    fireEvent.click(content(tree, 'c'), { ctrlKey: true });
    fireEvent.click(content(tree, 'd'), { metaKey: true });
    expect(last()).toEqual(['a1', 'c', 'd']);
  });

  claim('Adds the item to the selection, or removes it', () => {
    fireEvent.click(content(tree, 'c'), { ctrlKey: true });
    expect(last()).toEqual(['a1', 'd']);
  });

  claim('Click', () => {
    fireEvent.click(content(tree, 'a2'));
    expect(last()).toEqual(['a2']);
  });

  claim('Selects only the clicked item', () => {
    fireEvent.click(content(tree, 'c'), { ctrlKey: true });
    fireEvent.click(content(tree, 'a1'));
    expect(selectedIds(tree)).toEqual(['a1']);
  });

  claim('Shift + click', () => {
    // B is collapsed: its child is not part of the range.
    fireEvent.click(content(tree, 'c'), { shiftKey: true });
    expect(last()).toEqual(['a1', 'a2', 'b', 'c']);
  });

  claim('Adds the visible, enabled items from the last item clicked or toggled to the clicked one', () => {
    // With A collapsed, its children are not part of a range from A to C.
    fireEvent.click(content(tree, 'a'));
    expect(item(tree, 'a').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(content(tree, 'c'), { shiftKey: true });
    expect(last()).toEqual(['a', 'b', 'c']);
  });

  claim('`onItemSelectionToggle(event, itemId, isSelected)` is called once per item whose selection changed.', () => {
    onItemSelectionToggle.mockClear();
    fireEvent.click(content(tree, 'd'));
    expect(onItemSelectionToggle.mock.calls.map(([, id, isSelected]) => `${id} ${isSelected}`).sort()).toEqual([
      'a false',
      'b false',
      'c false',
      'd true',
    ]);
  });

  claim('Toggles the focused item', () => {
    focus(tree, 'c');
    press(' ');
    expect(last()).toEqual(['c', 'd']);
    press(' ');
    expect(last()).toEqual(['d']);
  });

  claim('Moves the focus and selects the item it reaches; turning back deselects the item it leaves', () => {
    focus(tree, 'b');
    press('ArrowDown', { shiftKey: true });
    expect(document.activeElement).toBe(item(tree, 'c'));
    // The item the focus starts on (B) stays unselected.
    expect(last()).toEqual(['c', 'd']);
    press('ArrowUp', { shiftKey: true });
    expect(document.activeElement).toBe(item(tree, 'b'));
    expect(last()).toEqual(['d']);
  });

  claim('Selects all visible items that can be focused', () => {
    press('a', { ctrlKey: true, keyCode: 65 });
    // A's children are hidden and E is disabled.
    expect(last()).toEqual(['a', 'b', 'c', 'd']);
  });

  claim('The accessibility page lists every key.', () => {
    // Two keys this page's table leaves out work in the Rich Tree View, and the accessibility page lists them.
    fireEvent.click(content(tree, 'd'));
    focus(tree, 'c');
    press(' ', { shiftKey: true });
    expect(last()).toEqual(['c', 'd']);
    press('Home', { ctrlKey: true, shiftKey: true });
    expect(last()).toEqual(['a', 'b', 'c']);
    const accessibility = readFileSync(path.join(__dirname, '../../accessibility/index.md'), 'utf8');
    expect(accessibility).toContain(':kbd[Shift] + :kbd[Space] | Selects the range');
    expect(accessibility).toContain(':kbd[Ctrl] + :kbd[Shift] + :kbd[Home] | Selects every visible item');
  });

  claim('The root element gets `aria-multiselectable="true"`.', () => {
    expect(tree.querySelector('[role="tree"]')!.getAttribute('aria-multiselectable')).toBe('true');
  });

  claim('`string[]` with it; `null` and `[]` mean that nothing is selected', () => {
    fireEvent.click(content(tree, 'c'));
    fireEvent.click(content(tree, 'c'), { ctrlKey: true });
    expect(onSelectedItemsChange.mock.calls.at(-1)![1]).toEqual([]);
  });
});

describe('Shift ranges', () => {
  // A flat tree, so that a click does not expand anything; R is disabled.
  const FLAT = ['p', 'q', 'r', 's', 't'].map((id) => ({ id, label: id.toUpperCase() }));
  const onSelectedItemsChange = vi.fn();
  let tree: Element;
  beforeAll(() => {
    tree = render(
      <RichTreeView
        items={FLAT}
        multiSelect
        isItemDisabled={(candidate) => candidate.id === 'r'}
        defaultSelectedItems={['t']}
        onSelectedItemsChange={onSelectedItemsChange}
      />,
    ).container;
  });

  claim('in place of the previous Shift range; does nothing before the first click or toggle', () => {
    // A default selection is no anchor: the first Shift + click changes nothing and calls nothing.
    fireEvent.click(content(tree, 'q'), { shiftKey: true });
    expect(onSelectedItemsChange).not.toHaveBeenCalled();
    expect(selectedIds(tree)).toEqual(['t']);
    fireEvent.click(content(tree, 'p'));
    fireEvent.click(content(tree, 't'), { ctrlKey: true });
    // From T back to Q, without the disabled R, and P (outside the range) stays selected.
    fireEvent.click(content(tree, 'q'), { shiftKey: true });
    expect(selectedIds(tree)).toEqual(['p', 'q', 's', 't']);
    // A second Shift + click replaces the first range (Q leaves), not the rest of the selection.
    fireEvent.click(content(tree, 's'), { shiftKey: true });
    expect(selectedIds(tree)).toEqual(['p', 's', 't']);
  });

  claim('from the last item clicked or toggled', () => {
    // Ctrl + click deselects P, and P is still the anchor of the next range.
    fireEvent.click(content(tree, 'p'), { ctrlKey: true });
    expect(selectedIds(tree)).toEqual(['s', 't']);
    fireEvent.click(content(tree, 'q'), { shiftKey: true });
    expect(selectedIds(tree)).toEqual(['p', 'q', 's', 't']);
  });
});

describe('Ctrl + A', () => {
  claim('and deselects the rest, including selected items inside collapsed parents', () => {
    const onSelectedItemsChange = vi.fn();
    const { container } = render(
      <RichTreeView
        items={[...ITEMS, { id: 'e', label: 'E' }]}
        multiSelect
        disabledItemsFocusable
        isItemDisabled={(candidate) => candidate.id === 'e'}
        defaultSelectedItems={['a1']}
        onSelectedItemsChange={onSelectedItemsChange}
      />,
    );
    focus(container, 'c');
    press('a', { ctrlKey: true, keyCode: 65 });
    // A1 is inside the collapsed A and leaves the selection; E is disabled but focusable, so it is selected.
    expect([...(onSelectedItemsChange.mock.calls.at(-1)![1] as string[])].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(item(container, 'e').getAttribute('aria-selected')).toBe('true');
  });
});

describe('disableSelection', () => {
  const onSelectedItemsChange = vi.fn();
  let container: Element;
  beforeAll(() => {
    container = render(
      <RichTreeView
        items={ITEMS}
        disableSelection
        multiSelect
        checkboxSelection
        onSelectedItemsChange={onSelectedItemsChange}
      />,
    ).container;
  });

  claim('`disableSelection` turns off selection for the whole tree, by mouse, keyboard and checkboxes.', () => {
    fireEvent.click(content(container, 'c'));
    focus(container, 'd');
    press(' ');
    press('Enter');
    press('a', { ctrlKey: true, keyCode: 65 });
    expect(checkbox(container, 'c').disabled).toBe(true);
    fireEvent.click(checkbox(container, 'c'));
    expect(onSelectedItemsChange).not.toHaveBeenCalled();
    expect(selectedIds(container)).toEqual([]);
  });

  claim('Use it when the tree is only for browsing or navigation.', () => {
    // Browsing still works: the tree expands on a click and moves the focus with the keys.
    fireEvent.click(content(container, 'a'));
    expect(item(container, 'a').getAttribute('aria-expanded')).toBe('true');
    focus(container, 'a');
    press('ArrowDown');
    expect(document.activeElement).toBe(item(container, 'a1'));
  });
});

describe('a disabled item', () => {
  claim("A single item can't be excluded from selection on its own; disabling the item is the closest option.", () => {
    const { container } = render(<RichTreeView items={ITEMS} isItemDisabled={(candidate) => candidate.id === 'c'} />);
    fireEvent.click(content(container, 'c'));
    expect(selectedIds(container)).toEqual([]);
    expect(item(container, 'c').hasAttribute('aria-selected')).toBe(false);
  });
});

describe('checkboxSelection', () => {
  const onSelectedItemsChange = vi.fn();
  let tree: Element;
  beforeAll(() => {
    tree = render(
      <RichTreeView items={ITEMS} checkboxSelection onSelectedItemsChange={onSelectedItemsChange} />,
    ).container;
  });

  claim('`checkboxSelection` renders a checkbox on every item.', () => {
    expect(tree.querySelectorAll('input[type="checkbox"]')).toHaveLength(
      tree.querySelectorAll('[role="treeitem"]').length,
    );
  });

  claim("A click on the item's row then only toggles its expansion", () => {
    fireEvent.click(content(tree, 'a'));
    fireEvent.click(content(tree, 'c'));
    expect(item(tree, 'a').getAttribute('aria-expanded')).toBe('true');
    expect(selectedIds(tree)).toEqual([]);
  });

  claim(
    'selection happens through the checkbox, or from the keyboard with Space (and Enter on an item without children)',
    () => {
      fireEvent.click(checkbox(tree, 'a1'));
      expect(selectedIds(tree)).toEqual(['a1']);
      focus(tree, 'c');
      press(' ');
      expect(selectedIds(tree)).toEqual(['c']);
      focus(tree, 'd');
      press('Enter');
      expect(selectedIds(tree)).toEqual(['d']);
      focus(tree, 'a');
      press('Enter');
      expect(selectedIds(tree)).toEqual(['d']);
    },
  );

  claim('On its own it allows one checked item at a time', () => {
    fireEvent.click(checkbox(tree, 'c'));
    expect(tree.querySelectorAll('input:checked')).toHaveLength(1);
    expect(checkbox(tree, 'c').checked).toBe(true);
  });

  claim('`null` and `[]` mean that nothing is selected', () => {
    fireEvent.click(checkbox(tree, 'c'));
    expect(onSelectedItemsChange.mock.calls.at(-1)![1]).toBeNull();
  });
});

describe('checkboxSelection with multiSelect', () => {
  claim('With `multiSelect` the checkboxes are independent, and Shift + click on a checkbox checks a range', () => {
    const { container } = render(<RichTreeView items={ITEMS} checkboxSelection multiSelect />);
    fireEvent.click(checkbox(container, 'a'));
    fireEvent.click(checkbox(container, 'c'));
    expect(selectedIds(container)).toEqual(['a', 'c']);
    fireEvent.click(checkbox(container, 'a'));
    expect(selectedIds(container)).toEqual(['c']);
    fireEvent.click(checkbox(container, 'a'));
    fireEvent.click(checkbox(container, 'd'), { shiftKey: true });
    expect(selectedIds(container)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('ControlledSelectionRichTreeView', () => {
  claim('Controlled selection lets other parts of the page change the selection, like the buttons of the demo.', () => {
    const { container } = render(<ControlledSelectionRichTreeView />);
    fireEvent.click(within(container).getByText('Select Pro packages'));
    expect(within(container).getByText('4 item(s) selected')).toBeTruthy();
    expect(checkbox(container, 'grid-pro').checked).toBe(true);
    fireEvent.click(checkbox(container, 'grid-community'));
    expect(within(container).getByText('5 item(s) selected')).toBeTruthy();
    fireEvent.click(within(container).getByText('Clear'));
    expect(container.querySelectorAll('input:checked')).toHaveLength(0);
  });

  claim('Use `defaultSelectedItems` instead if you only need an initial value.', () => {
    const { container } = render(<RichTreeView items={ITEMS} defaultSelectedItems="c" />);
    expect(selectedIds(container)).toEqual(['c']);
    fireEvent.click(content(container, 'd'));
    expect(selectedIds(container)).toEqual(['d']);
  });

  claim(
    'To keep the selection in your state, pass `selectedItems` and update it in `onSelectedItemsChange(event, itemIds)`',
    () => {
      const { container } = render(<RichTreeView items={ITEMS} selectedItems="c" onSelectedItemsChange={() => {}} />);
      fireEvent.click(content(container, 'd'));
      expect(selectedIds(container)).toEqual(['c']);
    },
  );
});

describe('selectItem', () => {
  const calls: string[] = [];
  let api: TreeApi;
  let tree: Element;
  let selectTwo: () => void;
  function Tree({ disableSelection = false }: { disableSelection?: boolean }) {
    const apiRef = useTreeViewApiRef();
    api = apiRef;
    selectTwo = () => {
      const both = { event: {} as React.SyntheticEvent, keepExistingSelection: true, shouldBeSelected: true };
      apiRef.current!.selectItem({ ...both, itemId: 'c' });
      apiRef.current!.selectItem({ ...both, itemId: 'b' });
    };
    return (
      <RichTreeView
        apiRef={apiRef}
        items={ITEMS}
        multiSelect
        disableSelection={disableSelection}
        defaultSelectedItems={['a', 'b']}
        onItemSelectionToggle={(event, id, isSelected) => calls.push(`${event.type} toggle ${id} ${isSelected}`)}
        onSelectedItemsChange={(event, ids) => calls.push(`${event.type} change ${ids.join(',')}`)}
      />
    );
  }
  const select = (params: Omit<Parameters<NonNullable<typeof api.current>['selectItem']>[0], 'event'>) =>
    act(() => api.current!.selectItem({ event: { type: 'marker' } as React.SyntheticEvent, ...params }));
  beforeAll(() => {
    tree = render(<Tree />).container;
  });

  claim('The event that triggered the change, forwarded to the callbacks', () => {
    select({ itemId: 'c', keepExistingSelection: true });
    expect(calls).toEqual(['marker toggle c true', 'marker change c,a,b']);
  });

  claim('It calls `onItemSelectionToggle` and `onSelectedItemsChange` as a user action would', () => {
    expect(selectedIds(tree)).toEqual(['a', 'b', 'c']);
  });

  claim('`true` to select, `false` to deselect; leave it out to toggle', () => {
    select({ itemId: 'c', keepExistingSelection: true, shouldBeSelected: true });
    expect(selectedIds(tree)).toEqual(['a', 'b', 'c']);
    select({ itemId: 'c', keepExistingSelection: true });
    expect(selectedIds(tree)).toEqual(['a', 'b']);
    select({ itemId: 'b', keepExistingSelection: true, shouldBeSelected: false });
    expect(selectedIds(tree)).toEqual(['a']);
  });

  claim('With `multiSelect`, keep the other selected items (default `false`: the item replaces the selection)', () => {
    select({ itemId: 'd', shouldBeSelected: true });
    expect(selectedIds(tree)).toEqual(['d']);
  });

  claim('so several calls in one event handler overwrite each other', () => {
    act(() => selectTwo());
    expect(selectedIds(tree)).toEqual(['b', 'd']);
    expect(calls.at(-1)).toBe('undefined change b,d');
  });

  claim('Without `keepExistingSelection`, deselecting clears the whole selection, whichever item you pass', () => {
    // The tree holds B and D. Deselecting C, which is not selected, empties it.
    select({ itemId: 'c', shouldBeSelected: false });
    expect(selectedIds(tree)).toEqual([]);
    select({ itemId: 'a', keepExistingSelection: true });
    select({ itemId: 'b', keepExistingSelection: true });
    // Toggling A (selected) without keepExistingSelection empties it too.
    select({ itemId: 'a' });
    expect(selectedIds(tree)).toEqual([]);
    expect(calls.at(-1)).toBe('marker change ');
  });

  claim('does nothing when `disableSelection` is set', () => {
    const { container } = render(<Tree disableSelection />);
    calls.length = 0;
    select({ itemId: 'c' });
    expect(calls).toEqual([]);
    expect(selectedIds(container)).toEqual(['a', 'b']);
  });
});

describe('keepExistingSelection in a single-select tree', () => {
  claim(
    'Leave it out in a single-select tree: there it turns the value into an array and shows two selected items',
    () => {
      let api: TreeApi | undefined;
      const onSelectedItemsChange = vi.fn();
      function Tree() {
        const apiRef = useTreeViewApiRef();
        api = apiRef;
        return (
          <RichTreeView
            apiRef={apiRef}
            items={ITEMS}
            defaultSelectedItems="a"
            onSelectedItemsChange={onSelectedItemsChange}
          />
        );
      }
      const { container } = render(<Tree />);
      act(() =>
        api!.current!.selectItem({ event: {} as React.SyntheticEvent, itemId: 'c', keepExistingSelection: true }),
      );
      expect(onSelectedItemsChange.mock.calls.at(-1)![1]).toEqual(['c', 'a']);
      expect(selectedIds(container)).toEqual(['a', 'c']);
    },
  );
});

describe('ApiReplaceSelectionRichTreeView', () => {
  claim('here three packages start selected, and the button leaves only Charts Pro', () => {
    const { container } = render(<ApiReplaceSelectionRichTreeView />);
    expect(within(container).getByText('Selected: grid-community, pickers-community, charts-community')).toBeTruthy();
    fireEvent.click(within(container).getByText('Select only Charts Pro'));
    expect(within(container).getByText('Selected: charts-pro')).toBeTruthy();
    expect(selectedIds(container)).toEqual(['charts-pro']);
  });
});

describe('selecting a parent', () => {
  claim('checking a parent leaves its children unchecked, and this version has neither an option', () => {
    const { container } = render(
      <RichTreeView items={ITEMS} checkboxSelection multiSelect defaultExpandedItems={['a']} />,
    );
    fireEvent.click(checkbox(container, 'a'));
    expect([checkbox(container, 'a1').checked, checkbox(container, 'a2').checked]).toEqual([false, false]);
    fireEvent.click(checkbox(container, 'a'));
    fireEvent.click(checkbox(container, 'a1'));
    // No indeterminate state either.
    expect(checkbox(container, 'a').indeterminate).toBe(false);
    expect(checkbox(container, 'a').getAttribute('data-indeterminate')).toBe('false');
  });

  claim('`getItemOrderedChildrenIds` on the API object gives the children of any item, collapsed or not.', () => {
    let api: TreeApi | undefined;
    function Tree() {
      const apiRef = useTreeViewApiRef();
      api = apiRef;
      return <RichTreeView apiRef={apiRef} items={ITEMS} />;
    }
    render(<Tree />);
    expect(api!.current!.getItemOrderedChildrenIds('a')).toEqual(['a1', 'a2']);
  });

  claim('Because it knows all its items from data', () => {
    const { container } = render(<ParentChildrenSelectionRichTreeView />);
    // Data Grid is expanded; checking Charts (collapsed) still checks its children.
    fireEvent.click(checkbox(container, 'charts'));
    fireEvent.click(within(container).getByText('Charts'));
    expect(checkbox(container, 'charts-pro').checked).toBe(true);
    fireEvent.click(checkbox(container, 'grid'));
    expect(checkbox(container, 'grid-pro').checked).toBe(true);
  });

  claim('add or remove the whole subtree of every item that changed', () => {
    const { container } = render(<ParentChildrenSelectionRichTreeView />);
    fireEvent.click(checkbox(container, 'grid'));
    expect(container.querySelectorAll('input:checked')).toHaveLength(4);
    fireEvent.click(checkbox(container, 'grid'));
    expect(container.querySelectorAll('input:checked')).toHaveLength(0);
  });

  claim('Unchecking a child leaves its parent checked in this demo.', () => {
    const { container } = render(<ParentChildrenSelectionRichTreeView />);
    fireEvent.click(checkbox(container, 'grid'));
    fireEvent.click(checkbox(container, 'grid-pro'));
    expect([checkbox(container, 'grid').checked, checkbox(container, 'grid-pro').checked]).toEqual([true, false]);
  });
});
