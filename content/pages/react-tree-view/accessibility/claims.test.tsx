import { act, fireEvent, render, within } from '@testing-library/react';
import type { RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import RtlProvider from '@mui/system/RtlProvider';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { RichTreeViewPro, useTreeViewApiRef as useProApiRef } from '@mui/x-tree-view-pro';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import TabStopSimpleTreeView from './demos/TabStopSimpleTreeView';

/** The API object of the tree, as `useTreeViewApiRef()` creates it. */
type TreeApi = NonNullable<RichTreeViewProps<object, boolean>['apiRef']>;

type TreeProps = Partial<React.ComponentProps<typeof SimpleTreeView>>;

/** Folders Alpha (Apple, Avocado) and Beta (Berry), leaves Cedar and Delta (disabled when asked). */
function Tree({ disableDelta = false, ...props }: TreeProps & { disableDelta?: boolean }) {
  return (
    <SimpleTreeView {...props}>
      <TreeItem itemId="alpha" label="Alpha">
        <TreeItem itemId="apple" label="Apple" />
        <TreeItem itemId="avocado" label="Avocado" />
      </TreeItem>
      <TreeItem itemId="beta" label="Beta">
        <TreeItem itemId="berry" label="Berry" />
      </TreeItem>
      <TreeItem itemId="cedar" label="Cedar" />
      <TreeItem itemId="delta" label="Delta" disabled={disableDelta} />
    </SimpleTreeView>
  );
}

const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > .MuiTreeItem-content')!;
const idOf = (element: Element | null) => element?.id.replace(/^.*tree-view-\d+-/, '') ?? null;
const focused = () => idOf(document.activeElement);
const selected = (root: Element) => [...root.querySelectorAll('[aria-selected="true"]')].map(idOf);
const tabStops = (root: Element) => [...root.querySelectorAll('[role="treeitem"][tabindex="0"]')].map(idOf);
const isExpanded = (root: Element, id: string) => item(root, id).getAttribute('aria-expanded') === 'true';
const press = (key: string, init: KeyboardEventInit & { keyCode?: number } = {}) =>
  act(() => {
    fireEvent.keyDown(document.activeElement!, { key, ...init });
  });
const focus = (root: Element, id: string) => act(() => item(root, id).focus());

describe('roles and states', () => {
  let tree: Element;
  let multi: Element;
  beforeAll(() => {
    const { container } = render(
      <>
        <div id="single">
          <Tree defaultExpandedItems={['alpha']} defaultSelectedItems="apple" disableDelta />
        </div>
        <div id="multi">
          <Tree multiSelect />
        </div>
      </>,
    );
    tree = container.querySelector('#single')!;
    multi = container.querySelector('#multi')!;
  });

  claim('`tree`', () => {
    const root = tree.querySelector('[role="tree"]')!;
    expect(root.tagName).toBe('UL');
  });

  claim('`aria-multiselectable` (from `multiSelect`)', () => {
    expect(tree.querySelector('[role="tree"]')!.getAttribute('aria-multiselectable')).toBe('false');
    expect(multi.querySelector('[role="tree"]')!.getAttribute('aria-multiselectable')).toBe('true');
  });

  claim('`treeitem`', () => {
    expect([...tree.querySelectorAll('[role="treeitem"]')].every((element) => element.tagName === 'LI')).toBe(true);
  });

  claim(
    '`aria-expanded` (only on items with children), `aria-selected`, `aria-disabled` (on disabled items), `tabindex`',
    () => {
      expect(item(tree, 'alpha').getAttribute('aria-expanded')).toBe('true');
      expect(item(tree, 'beta').getAttribute('aria-expanded')).toBe('false');
      expect(item(tree, 'cedar').hasAttribute('aria-expanded')).toBe(false);
      expect(item(tree, 'delta').getAttribute('aria-disabled')).toBe('true');
      expect(item(tree, 'cedar').hasAttribute('aria-disabled')).toBe(false);
      expect(item(tree, 'cedar').getAttribute('tabindex')).toBe('-1');
    },
  );

  claim('`group`', () => {
    const group = item(tree, 'alpha').querySelector('[role="group"]')!;
    expect(group.tagName).toBe('UL');
    expect(group.contains(item(tree, 'apple'))).toBe(true);
  });

  claim(
    '`aria-selected` is `true` on every selected item and `false` on items that could be selected but are not.',
    () => {
      expect(selected(tree)).toEqual(['apple']);
      expect(item(tree, 'cedar').getAttribute('aria-selected')).toBe('false');
    },
  );

  claim(
    'It is left out on items that cannot be selected (all of them when `disableSelection` is set, and disabled items)',
    () => {
      expect(item(tree, 'delta').hasAttribute('aria-selected')).toBe(false);
      const { container } = render(<Tree disableSelection />);
      expect(container.querySelectorAll('[aria-selected]')).toHaveLength(0);
    },
  );

  claim(
    'A selected item keeps `aria-selected="true"` even when it is disabled or the tree has `disableSelection`',
    () => {
      const { container } = render(
        <>
          <Tree disableDelta defaultSelectedItems="delta" />
          <Tree disableSelection selectedItems="cedar" />
        </>,
      );
      expect(selected(container)).toEqual(['delta', 'cedar']);
    },
  );
});

describe('names', () => {
  claim('Without it, a screen reader only announces "tree".', () => {
    const { container } = render(
      <>
        <Tree />
        <Tree aria-label="Fruit" />
        <span id="caption">Trees</span>
        <Tree aria-labelledby="caption" />
      </>,
    );
    // Testing Library computes the accessible name as assistive technologies do.
    const trees = within(container);
    expect(trees.getAllByRole('tree')).toHaveLength(3);
    expect(trees.getAllByRole('tree', { name: '' })).toHaveLength(1);
    expect(trees.getByRole('tree', { name: 'Fruit' })).toBeTruthy();
    expect(trees.getByRole('tree', { name: 'Trees' })).toBeTruthy();
  });

  claim('the label is the accessible name of the item', () => {
    const { container } = render(<Tree />);
    expect(within(container).getByRole('treeitem', { name: 'Cedar' })).toBe(item(container, 'cedar'));
  });
});

describe('focus management', () => {
  let tree: Element;
  beforeAll(() => {
    tree = render(<Tree defaultExpandedItems={['alpha']} />).container;
  });

  claim('Exactly one item has `tabindex="0"` and is reached with Tab; every other item has `tabindex="-1"`', () => {
    expect(tabStops(tree)).toEqual(['alpha']);
    expect(tree.querySelectorAll('[role="treeitem"][tabindex="-1"]')).toHaveLength(5);
  });

  claim('the tab stop does **not** follow the focus', () => {
    focus(tree, 'alpha');
    press('ArrowDown');
    press('ArrowDown');
    expect(focused()).toBe('avocado');
    expect(tabStops(tree)).toEqual(['alpha']);
  });

  claim('the focus returns to that tab stop (the selected item, or the first item), not to the item they left', () => {
    act(() => (document.activeElement as HTMLElement).blur());
    // Shift+Tab lands on the element with tabindex="0".
    expect(tabStops(tree)).toEqual(['alpha']);
  });

  claim('Selecting an item with a click or Space makes it the tab stop.', () => {
    fireEvent.click(content(tree, 'cedar'));
    expect(tabStops(tree)).toEqual(['cedar']);
    focus(tree, 'apple');
    press(' ');
    expect(tabStops(tree)).toEqual(['apple']);
  });

  claim(
    'The tab stop is the first entry of the selection (in the order of `selectedItems`, where a click or Space in `multiSelect` puts the item first) whose parent is expanded and that can be focused',
    () => {
      const { container } = render(
        <>
          <div id="order">
            <Tree multiSelect defaultSelectedItems={['berry', 'delta', 'cedar']} disableDelta />
          </div>
          <div id="click">
            <Tree multiSelect />
          </div>
        </>,
      );
      // Berry's parent is collapsed and Delta is disabled: Cedar is the first that qualifies.
      expect(tabStops(container.querySelector('#order')!)).toEqual(['cedar']);
      const clicked = container.querySelector('#click')!;
      fireEvent.click(content(clicked, 'cedar'));
      fireEvent.click(content(clicked, 'beta'), { ctrlKey: true });
      expect(tabStops(clicked)).toEqual(['beta']);
    },
  );

  claim('or else the first focusable item at the root of the tree', () => {
    const { container } = render(
      <SimpleTreeView>
        <TreeItem itemId="off" label="Off" disabled />
        <TreeItem itemId="on" label="On" />
      </SimpleTreeView>,
    );
    expect(tabStops(container)).toEqual(['on']);
  });

  claim(
    'Only the direct parent is checked. In a `RichTreeView`, a selected item whose parent is expanded but whose grandparent (or a higher ancestor) is collapsed becomes the tab stop while it is not rendered',
    () => {
      const items = [{ id: 'x', label: 'X', children: [{ id: 'y', label: 'Y', children: [{ id: 'z', label: 'Z' }] }] }];
      const { container } = render(
        <RichTreeView items={items} defaultExpandedItems={['y']} defaultSelectedItems="z" />,
      );
      expect(item(container, 'z')).toBeNull();
      expect(tabStops(container)).toEqual([]);
    },
  );

  claim('The line under the tree names the focused item and the item that holds `tabindex="0"`.', async () => {
    const { container } = render(<TabStopSimpleTreeView />);
    const status = within(container).getByRole('status');
    // The demo reads tabindex="0" back from the DOM when it changes (a mutation observer, a microtask later).
    await act(async () => {});
    expect(status.textContent).toBe('Last focused: none · Tab stop: Europe');
    focus(container, 'europe');
    press('ArrowDown');
    await act(async () => {});
    expect(status.textContent).toBe('Last focused: France · Tab stop: Europe');
    press(' ');
    await act(async () => {});
    expect(status.textContent).toBe('Last focused: France · Tab stop: France');
  });

  claim('Disabled items are skipped by the arrow keys and type-ahead, unless `disabledItemsFocusable` is set.', () => {
    const { container } = render(
      <>
        <div id="skip">
          <Tree disableDelta />
        </div>
        <div id="focusable">
          <Tree disableDelta disabledItemsFocusable />
        </div>
      </>,
    );
    const skip = container.querySelector('#skip')!;
    const focusable = container.querySelector('#focusable')!;
    focus(skip, 'cedar');
    press('ArrowDown');
    press('d');
    expect(document.activeElement).toBe(item(skip, 'cedar'));
    focus(focusable, 'cedar');
    press('ArrowDown');
    expect(document.activeElement).toBe(item(focusable, 'delta'));
    focus(focusable, 'alpha');
    press('d');
    expect(document.activeElement).toBe(item(focusable, 'delta'));
  });

  claim('The focus can be moved from code with `focusItem`', () => {
    let api: TreeApi | undefined;
    function WithApi() {
      api = useTreeViewApiRef();
      return <Tree apiRef={api} />;
    }
    const { container } = render(<WithApi />);
    act(() => api!.current!.focusItem({} as React.SyntheticEvent, 'cedar'));
    expect(document.activeElement).toBe(item(container, 'cedar'));
  });
});

describe('keyboard interactions', () => {
  const onSelectedItemsChange = vi.fn();
  let tree: Element;
  beforeAll(() => {
    tree = render(<Tree onSelectedItemsChange={onSelectedItemsChange} />).container;
  });

  claim('Moves the focus to the next visible item, without changing the selection', () => {
    focus(tree, 'alpha');
    press('ArrowDown');
    expect(focused()).toBe('beta');
    expect(onSelectedItemsChange).not.toHaveBeenCalled();
  });

  claim('Moves the focus to the previous visible item', () => {
    press('ArrowUp');
    expect(focused()).toBe('alpha');
  });

  claim(
    'On a collapsed item with children: expands it. On an expanded item: moves the focus to its first child that can be focused',
    () => {
      press('ArrowRight');
      expect([isExpanded(tree, 'alpha'), focused()]).toEqual([true, 'alpha']);
      press('ArrowRight');
      expect(focused()).toBe('apple');
      press('ArrowRight');
      expect(focused()).toBe('apple');
    },
  );

  claim('On an expanded item: collapses it. Otherwise: moves the focus to its parent, if any', () => {
    press('ArrowLeft');
    expect(focused()).toBe('alpha');
    press('ArrowLeft');
    expect([isExpanded(tree, 'alpha'), focused()]).toEqual([false, 'alpha']);
    press('ArrowLeft');
    expect(focused()).toBe('alpha');
  });

  claim('Moves the focus to the last visible item of the tree', () => {
    press('End');
    expect(focused()).toBe('delta');
  });

  claim('Moves the focus to the first item of the tree', () => {
    press('Home');
    expect(focused()).toBe('alpha');
  });

  claim('On an item with children: toggles its expansion. On an item without children: selects it', () => {
    press('Enter');
    expect(isExpanded(tree, 'alpha')).toBe(true);
    press('Enter');
    expect(isExpanded(tree, 'alpha')).toBe(false);
    focus(tree, 'cedar');
    press('Enter');
    expect(selected(tree)).toEqual(['cedar']);
  });

  claim('Selects the focused item (toggles it with `multiSelect`)', () => {
    focus(tree, 'delta');
    press(' ');
    expect(selected(tree)).toEqual(['delta']);
    press(' ');
    expect(selected(tree)).toEqual(['delta']);
  });

  claim('Expands every sibling of the focused item that has children', () => {
    focus(tree, 'cedar');
    press('*');
    expect([isExpanded(tree, 'alpha'), isExpanded(tree, 'beta')]).toEqual([true, true]);
  });

  claim(
    'Type-ahead: moves the focus to the next item whose label starts with that character, wrapping around to the top. Only the first character of the label is matched',
    () => {
      focus(tree, 'apple');
      press('a');
      expect(focused()).toBe('avocado');
      press('A');
      // Wraps around past the end of the tree back to Alpha.
      expect(focused()).toBe('alpha');
      press('v');
      expect(focused()).toBe('alpha');
    },
  );

  claim('A printable character, typed without Shift or Ctrl', () => {
    focus(tree, 'beta');
    press('C', { shiftKey: true });
    press('c', { ctrlKey: true });
    expect(focused()).toBe('beta');
    press('c');
    expect(focused()).toBe('cedar');
  });

  claim('The keys below act on the focused item.', () => {
    // A key pressed on an item that is not the one it lands on still starts from the focused item.
    focus(tree, 'beta');
    press('ArrowLeft');
    expect(isExpanded(tree, 'beta')).toBe(false);
    expect(focused()).toBe('beta');
  });

  claim('Keys pressed with Alt are ignored by the tree. Ctrl + → and Ctrl + ← are ignored too.', () => {
    press('ArrowDown', { altKey: true });
    press('ArrowRight', { ctrlKey: true });
    expect([focused(), isExpanded(tree, 'beta')]).toEqual(['beta', false]);
    press('ArrowRight');
    press('ArrowLeft', { ctrlKey: true });
    expect(isExpanded(tree, 'beta')).toBe(true);
  });

  claim('In right-to-left layouts, → and ← swap their roles.', () => {
    const { container } = render(
      <RtlProvider value>
        <Tree />
      </RtlProvider>,
    );
    focus(container, 'alpha');
    press('ArrowLeft');
    expect(isExpanded(container, 'alpha')).toBe(true);
    press('ArrowLeft');
    expect(focused()).toBe('apple');
    press('ArrowRight');
    expect(focused()).toBe('alpha');
  });
});

describe('multi-selection keys', () => {
  const onSelectedItemsChange = vi.fn();
  let tree: Element;
  const last = () => [...(onSelectedItemsChange.mock.calls.at(-1)![1] as string[])].sort();
  beforeAll(() => {
    tree = render(
      <Tree multiSelect defaultExpandedItems={['alpha']} onSelectedItemsChange={onSelectedItemsChange} />,
    ).container;
  });

  claim('Adds the focused item to the selection, or removes it', () => {
    focus(tree, 'cedar');
    press(' ');
    focus(tree, 'apple');
    press(' ');
    expect(last()).toEqual(['apple', 'cedar']);
    focus(tree, 'cedar');
    press(' ');
    expect(last()).toEqual(['apple']);
    focus(tree, 'apple');
    press(' ');
    press(' ');
  });

  claim('Selects the range between the last selected item and the focused item', () => {
    focus(tree, 'beta');
    press(' ', { shiftKey: true });
    expect(last()).toEqual(['apple', 'avocado', 'beta']);
  });

  claim(
    'Moves the focus down and extends the selection to the item it lands on (going back over selected items shrinks it)',
    () => {
      fireEvent.click(content(tree, 'alpha'));
      fireEvent.click(content(tree, 'alpha'));
      // Alpha is selected alone (and expanded again).
      focus(tree, 'alpha');
      press('ArrowDown', { shiftKey: true });
      press('ArrowDown', { shiftKey: true });
      expect(focused()).toBe('avocado');
      expect(last()).toEqual(['alpha', 'apple', 'avocado']);
      press('ArrowUp', { shiftKey: true });
      expect(last()).toEqual(['alpha', 'apple']);
    },
  );

  claim('Moves the focus up and extends the selection the same way', () => {
    fireEvent.click(content(tree, 'cedar'));
    focus(tree, 'cedar');
    press('ArrowUp', { shiftKey: true });
    expect(focused()).toBe('beta');
    expect(last()).toEqual(['beta', 'cedar']);
  });

  claim('Selects every visible item from the focused one up to the first', () => {
    fireEvent.click(content(tree, 'apple'));
    focus(tree, 'apple');
    press('Home', { ctrlKey: true, shiftKey: true });
    expect(last()).toEqual(['alpha', 'apple']);
  });

  claim('Selects every visible item from the focused one down to the last', () => {
    fireEvent.click(content(tree, 'cedar'));
    focus(tree, 'beta');
    press(' ');
    press('End', { ctrlKey: true, shiftKey: true });
    expect(last()).toEqual(['beta', 'cedar', 'delta']);
  });

  claim('Selects every visible, focusable item', () => {
    press('a', { ctrlKey: true, keyCode: 65 });
    // Beta is collapsed: Berry is not visible.
    expect(last()).toEqual(['alpha', 'apple', 'avocado', 'beta', 'cedar', 'delta']);
  });

  claim('On macOS, Cmd works wherever Ctrl is listed.', () => {
    fireEvent.click(content(tree, 'apple'));
    fireEvent.click(content(tree, 'cedar'), { metaKey: true });
    expect(last()).toEqual(['apple', 'cedar']);
    focus(tree, 'cedar');
    press('End', { metaKey: true, shiftKey: true });
    expect(last()).toEqual(['apple', 'cedar', 'delta']);
    press('a', { metaKey: true, keyCode: 65 });
    expect(last()).toHaveLength(6);
  });

  claim('With the mouse, Ctrl + click toggles an item and Shift + click selects a range.', () => {
    fireEvent.click(content(tree, 'apple'));
    fireEvent.click(content(tree, 'avocado'), { ctrlKey: true });
    fireEvent.click(content(tree, 'avocado'), { ctrlKey: true });
    expect(last()).toEqual(['apple']);
    fireEvent.click(content(tree, 'cedar'), { shiftKey: true });
    expect(last()).toEqual(['apple', 'avocado', 'beta', 'cedar']);
  });
});

/** A tree whose first and last items, Apple (first child of Alpha), Grape (only child of Gamma) and Beta are disabled. */
function TreeWithDisabledItems(props: TreeProps) {
  return (
    <SimpleTreeView {...props}>
      <TreeItem itemId="first" label="First" disabled />
      <TreeItem itemId="alpha" label="Alpha">
        <TreeItem itemId="apple" label="Apple" disabled />
        <TreeItem itemId="avocado" label="Avocado" />
      </TreeItem>
      <TreeItem itemId="beta" label="Beta" disabled>
        <TreeItem itemId="berry" label="Berry" />
      </TreeItem>
      <TreeItem itemId="gamma" label="Gamma">
        <TreeItem itemId="grape" label="Grape" disabled />
      </TreeItem>
      <TreeItem itemId="cedar" label="Cedar" />
      <TreeItem itemId="delta" label="Delta" disabled />
    </SimpleTreeView>
  );
}

describe('keyboard interactions next to disabled items', () => {
  const onItemExpansionToggle = vi.fn();
  let tree: Element;
  beforeAll(() => {
    tree = render(
      <TreeWithDisabledItems defaultExpandedItems={['alpha']} onItemExpansionToggle={onItemExpansionToggle} />,
    ).container;
  });

  claim('Moves the focus to the first item of the tree that can be focused', () => {
    focus(tree, 'cedar');
    press('Home');
    expect(focused()).toBe('alpha');
  });

  claim('Moves the focus to the last visible item of the tree that can be focused', () => {
    press('End');
    expect(focused()).toBe('cedar');
  });

  claim(
    'moves the focus to its first child that can be focused (when every child is disabled, to the next item below)',
    () => {
      focus(tree, 'alpha');
      press('ArrowRight');
      expect(focused()).toBe('avocado');
      focus(tree, 'gamma');
      press('ArrowRight');
      expect([isExpanded(tree, 'gamma'), focused()]).toEqual([true, 'gamma']);
      press('ArrowRight');
      // Grape, the only child, is disabled: the focus leaves Gamma's children for the next item.
      expect(focused()).toBe('cedar');
    },
  );

  claim('Expands every sibling of the focused item that has children, disabled ones included', () => {
    onItemExpansionToggle.mockClear();
    press('*');
    expect(isExpanded(tree, 'beta')).toBe(true);
    expect(onItemExpansionToggle.mock.calls.map(([, id, isExpanded]) => [id, isExpanded])).toEqual([['beta', true]]);
  });
});

describe('multi-selection keys at the edges', () => {
  const onSelectedItemsChange = vi.fn();
  let tree: Element;
  let hidden: Element;
  const last = () => onSelectedItemsChange.mock.calls.at(-1)![1] as string[];
  beforeAll(() => {
    tree = render(
      <TreeWithDisabledItems
        multiSelect
        defaultExpandedItems={['alpha', 'gamma']}
        onSelectedItemsChange={onSelectedItemsChange}
      />,
    ).container;
    hidden = render(
      <div id="hidden">
        <Tree multiSelect defaultSelectedItems={['berry']} onSelectedItemsChange={onSelectedItemsChange} />
      </div>,
    ).container;
  });

  claim('Selects the range between the last selected item and the focused item', () => {
    // Nothing was selected yet: there is no range to select.
    focus(tree, 'cedar');
    press(' ', { shiftKey: true });
    expect(onSelectedItemsChange).not.toHaveBeenCalled();
  });

  claim('The item it starts from is not added: from an unselected item, only the next one gets selected', () => {
    focus(tree, 'alpha');
    press('ArrowDown', { shiftKey: true });
    expect(focused()).toBe('avocado');
    expect(last()).toEqual(['avocado']);
  });

  claim(
    'Selects every visible item from the focused one down to the last, leaving out disabled items; the focus does not move',
    () => {
      focus(tree, 'cedar');
      press(' ');
      focus(tree, 'gamma');
      press('End', { ctrlKey: true, shiftKey: true });
      // Grape and Delta are disabled.
      expect([...last()].sort()).toEqual(['avocado', 'cedar', 'gamma']);
      expect(focused()).toBe('gamma');
    },
  );

  claim(
    'Selects every visible item from the focused one up to the first, leaving out disabled items; the focus does not move',
    () => {
      press('Home', { ctrlKey: true, shiftKey: true });
      // The new range replaces the one Ctrl + Shift + End selected, Cedar with it.
      expect([...last()].sort()).toEqual(['alpha', 'avocado', 'gamma']);
      expect(focused()).toBe('gamma');
    },
  );

  claim(
    'Selects every visible, focusable item and deselects the rest, including selected items inside collapsed parents',
    () => {
      focus(hidden, 'cedar');
      press('a', { ctrlKey: true, keyCode: 65 });
      expect(last()).toEqual(['alpha', 'beta', 'cedar', 'delta']);
      expect(selected(hidden)).not.toContain('berry');
    },
  );
});

describe('while editing a label', () => {
  claim(
    "When an item's label input is open, key presses go to the input and the tree does not navigate: Enter saves the label and Escape cancels the edit.",
    () => {
      const onItemLabelChange = vi.fn();
      const items = [
        { id: 'one', label: 'One' },
        { id: 'two', label: 'Two' },
      ];
      const { container } = render(
        <RichTreeView
          items={items}
          isItemEditable
          experimentalFeatures={{ labelEditing: true }}
          onItemLabelChange={onItemLabelChange}
        />,
      );
      focus(container, 'one');
      press('Enter');
      const input = () => content(container, 'one').querySelector('input')!;
      fireEvent.keyDown(input(), { key: 'ArrowDown' });
      fireEvent.keyDown(input(), { key: 't' });
      expect(item(container, 'two').getAttribute('tabindex')).toBe('-1');
      expect(container.querySelector('.Mui-focused')).toBe(content(container, 'one'));
      fireEvent.change(input(), { target: { value: 'Uno' } });
      fireEvent.keyDown(input(), { key: 'Escape' });
      expect(content(container, 'one').textContent).toBe('One');
      press('Enter');
      fireEvent.change(input(), { target: { value: 'Uno' } });
      fireEvent.keyDown(input(), { key: 'Enter' });
      expect(content(container, 'one').textContent).toBe('Uno');
      expect(onItemLabelChange).toHaveBeenCalledWith('one', 'Uno');
    },
  );
});

describe('things to keep in mind', () => {
  claim('Moving the focus never selects an item on its own (except with Shift + arrows in multi-selection).', () => {
    const onSelectedItemsChange = vi.fn();
    const { container } = render(<Tree multiSelect onSelectedItemsChange={onSelectedItemsChange} />);
    focus(container, 'alpha');
    press('ArrowDown');
    press('End');
    press('Home');
    press('c');
    expect(onSelectedItemsChange).not.toHaveBeenCalled();
    press('ArrowDown', { shiftKey: true });
    expect(onSelectedItemsChange).toHaveBeenCalledTimes(1);
  });

  claim(
    'The checkboxes are not in the tab sequence (`tabindex="-1"`); keyboard users select with Space on the item.',
    () => {
      const { container } = render(<Tree checkboxSelection />);
      const boxes = [...container.querySelectorAll('input[type="checkbox"]')];
      expect(boxes.length).toBeGreaterThan(0);
      expect(boxes.every((box) => box.getAttribute('tabindex') === '-1')).toBe(true);
      focus(container, 'cedar');
      press(' ');
      expect((content(container, 'cedar').querySelector('input') as HTMLInputElement).checked).toBe(true);
    },
  );

  claim('Reordering items in `RichTreeViewPro` has no keyboard equivalent in this version', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let readOrder: () => string[] = () => [];
    function Reorderable() {
      const apiRef = useProApiRef();
      readOrder = () => apiRef.current!.getItemTree().map((entry) => entry.id);
      return (
        <RichTreeViewPro
          apiRef={apiRef}
          items={[
            { id: 'one', label: 'One' },
            { id: 'two', label: 'Two' },
          ]}
          itemsReordering
          experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        />
      );
    }
    const { container } = render(<Reorderable />);
    // Reordering is on: the rows are draggable.
    expect(item(container, 'two').getAttribute('draggable')).toBe('true');
    focus(container, 'two');
    for (const modifiers of [{ altKey: true }, { ctrlKey: true }, { shiftKey: true }, { metaKey: true }]) {
      press('ArrowUp', modifiers);
    }
    press('Home', { altKey: true });
    expect(readOrder()).toEqual(['one', 'two']);
    consoleError.mockRestore();
  });

  claim('The tree does not virtualize its items.', () => {
    const items = Array.from({ length: 300 }, (_, index) => ({ id: `n${index}`, label: `Item ${index}` }));
    const { container } = render(
      <div style={{ height: 100, overflow: 'auto' }}>
        <RichTreeView items={items} />
      </div>,
    );
    expect(container.querySelectorAll('[role="treeitem"]')).toHaveLength(300);
  });
});
