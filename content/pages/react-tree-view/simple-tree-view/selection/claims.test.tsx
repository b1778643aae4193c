import { act, fireEvent, render, within } from '@testing-library/react';
import type { RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import ApiSelectItemSimpleTreeView from './demos/ApiSelectItemSimpleTreeView';
import ParentChildrenSelectionSimpleTreeView from './demos/ParentChildrenSelectionSimpleTreeView';

/** The API object of the tree, as `useTreeViewApiRef()` creates it. */
type TreeApi = NonNullable<RichTreeViewProps<object, boolean>['apiRef']>;

type TreeProps = Partial<React.ComponentProps<typeof SimpleTreeView>>;

/** Folder F (children f1, f2, expanded), folder G (child g1, collapsed), leaves H and K. */
function Tree({ apiRef, ...props }: TreeProps & { apiRef?: TreeApi }) {
  return (
    <SimpleTreeView apiRef={apiRef} defaultExpandedItems={['f']} {...props}>
      <TreeItem itemId="f" label="F">
        <TreeItem itemId="f1" label="F1" />
        <TreeItem itemId="f2" label="F2" />
      </TreeItem>
      <TreeItem itemId="g" label="G">
        <TreeItem itemId="g1" label="G1" />
      </TreeItem>
      <TreeItem itemId="h" label="H" />
      <TreeItem itemId="k" label="K" />
    </SimpleTreeView>
  );
}

const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > .MuiTreeItem-content')!;
const checkbox = (root: Element, id: string) => content(root, id).querySelector('input') as HTMLInputElement;
const selected = (root: Element) =>
  [...root.querySelectorAll('[role="treeitem"][aria-selected="true"]')].map((element) =>
    element.id.replace(/^.*tree-view-\d+-/, ''),
  );
const press = (key: string, init: KeyboardEventInit & { keyCode?: number } = {}) =>
  act(() => {
    fireEvent.keyDown(document.activeElement!, { key, ...init });
  });
const focus = (root: Element, id: string) => act(() => item(root, id).focus());

describe('single selection', () => {
  const onSelectedItemsChange = vi.fn();
  let tree: Element;
  beforeAll(() => {
    tree = render(<Tree onSelectedItemsChange={onSelectedItemsChange} />).container;
  });

  claim('a click or Space selects the focused item', () => {
    fireEvent.click(content(tree, 'f1'));
    expect(selected(tree)).toEqual(['f1']);
  });

  claim('Clicking an item, or pressing Space on it, selects it and deselects the previous one.', () => {
    fireEvent.click(content(tree, 'h'));
    expect(selected(tree)).toEqual(['h']);
    focus(tree, 'k');
    press(' ');
    expect(selected(tree)).toEqual(['k']);
  });

  claim('By default one item at a time can be selected.', () => {
    fireEvent.click(content(tree, 'h'), { ctrlKey: true });
    fireEvent.click(content(tree, 'k'), { shiftKey: true });
    expect(selected(tree)).toEqual(['k']);
  });

  claim('`false` (default)', () => {
    expect(onSelectedItemsChange.mock.calls.at(-1)![1]).toBe('k');
    expect(tree.querySelector('[role="tree"]')!.getAttribute('aria-multiselectable')).toBe('false');
  });

  claim('Clicking the already selected item does not deselect it', () => {
    fireEvent.click(content(tree, 'k'));
    fireEvent.click(content(tree, 'k'), { ctrlKey: true });
    expect(selected(tree)).toEqual(['k']);
  });

  claim(
    'in single selection without checkboxes, the only way back to "nothing selected" is to set the value from code',
    () => {
      focus(tree, 'k');
      press(' ');
      press('Enter');
      expect(selected(tree)).toEqual(['k']);
      let api: TreeApi | undefined;
      function WithApi() {
        api = useTreeViewApiRef();
        return <Tree apiRef={api} defaultSelectedItems="h" />;
      }
      const { container } = render(<WithApi />);
      act(() => api!.current!.selectItem({ event: {} as React.SyntheticEvent, itemId: 'h' }));
      expect(selected(container)).toEqual([]);
    },
  );
});

describe('multiSelect', () => {
  const onSelectedItemsChange = vi.fn();
  const onItemSelectionToggle = vi.fn();
  let tree: Element;
  const last = () => [...(onSelectedItemsChange.mock.calls.at(-1)![1] as string[])].sort();
  beforeAll(() => {
    tree = render(
      <Tree multiSelect onSelectedItemsChange={onSelectedItemsChange} onItemSelectionToggle={onItemSelectionToggle} />,
    ).container;
  });

  claim('Set `multiSelect` to allow several selected items', () => {
    fireEvent.click(content(tree, 'f1'));
    fireEvent.click(content(tree, 'h'), { ctrlKey: true });
    expect(selected(tree)).toEqual(['f1', 'h']);
  });

  claim('Ctrl + click (Cmd on macOS) adds an item to the selection or removes it.', () => {
    fireEvent.click(content(tree, 'k'), { metaKey: true });
    expect(last()).toEqual(['f1', 'h', 'k']);
    fireEvent.click(content(tree, 'h'), { ctrlKey: true });
    expect(last()).toEqual(['f1', 'k']);
  });

  claim('A plain click still replaces the selection with the clicked item.', () => {
    fireEvent.click(content(tree, 'f2'));
    expect(selected(tree)).toEqual(['f2']);
  });

  claim('and the clicked one to the selection', () => {
    onItemSelectionToggle.mockClear();
    fireEvent.click(content(tree, 'h'), { shiftKey: true });
    expect(last()).toEqual(['f2', 'g', 'h']);
  });

  claim('Only visible items are part of a range: children of collapsed items are skipped.', () => {
    expect(last()).not.toContain('g1');
  });

  claim('When a range selection changes several items at once, it is called for each of them.', () => {
    expect(onItemSelectionToggle.mock.calls.map(([, id, isSelected]) => `${id} ${isSelected}`)).toEqual([
      'g true',
      'h true',
    ]);
  });

  claim('With the keyboard, Space toggles the focused item', () => {
    focus(tree, 'k');
    press(' ');
    expect(last()).toEqual(['f2', 'g', 'h', 'k']);
    press(' ');
    expect(last()).toEqual(['f2', 'g', 'h']);
  });

  claim('Shift + ↓/↑ extends the selection while moving', () => {
    fireEvent.click(content(tree, 'f1'));
    focus(tree, 'f1');
    press('ArrowDown', { shiftKey: true });
    press('ArrowDown', { shiftKey: true });
    expect(document.activeElement).toBe(item(tree, 'g'));
    expect(last()).toEqual(['f1', 'f2', 'g']);
  });

  claim('Ctrl + A selects every visible item that can be focused (children of collapsed items are left out)', () => {
    press('a', { ctrlKey: true, keyCode: 65 });
    expect(last()).toEqual(['f', 'f1', 'f2', 'g', 'h', 'k']);
  });

  claim(
    '`onItemSelectionToggle(event, itemId, isSelected)` is called once for each item whose state changes, after a click, a key or a checkbox change.',
    () => {
      onItemSelectionToggle.mockClear();
      fireEvent.click(content(tree, 'h'), { ctrlKey: true });
      focus(tree, 'k');
      press(' ');
      expect(onItemSelectionToggle.mock.calls.map(([, id, isSelected]) => `${id} ${isSelected}`)).toEqual([
        'h false',
        'k false',
      ]);
      const toggles = vi.fn();
      const { container } = render(<Tree multiSelect checkboxSelection onItemSelectionToggle={toggles} />);
      fireEvent.click(checkbox(container, 'h'));
      expect(toggles.mock.calls.map(([, id, isSelected]) => `${id} ${isSelected}`)).toEqual(['h true']);
    },
  );
});

describe('DisableSelectionSimpleTreeView and disableSelection', () => {
  claim('clicks and keys only focus and expand items', () => {
    const { container } = render(<Tree disableSelection multiSelect />);
    fireEvent.click(content(container, 'g'));
    expect(item(container, 'g').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item(container, 'g'));
    press(' ');
    press('ArrowDown');
    press('Enter');
    press('a', { ctrlKey: true, keyCode: 65 });
    expect(document.activeElement).toBe(item(container, 'g1'));
    expect(selected(container)).toEqual([]);
  });

  claim('The items then no longer carry `aria-selected`', () => {
    const { container } = render(<Tree disableSelection />);
    expect(container.querySelectorAll('[role="treeitem"][aria-selected]')).toHaveLength(0);
  });

  claim(
    'except items you pass in `selectedItems` or `defaultSelectedItems`, which stay selected and keep `aria-selected="true"`',
    () => {
      const { container } = render(
        <>
          <Tree disableSelection defaultSelectedItems="h" />
          <Tree disableSelection selectedItems="k" />
        </>,
      );
      expect(selected(container)).toEqual(['h', 'k']);
      fireEvent.click(content(container, 'k'));
      expect(selected(container)).toEqual(['h', 'k']);
    },
  );

  claim('To make a single item unselectable, disable it', () => {
    const { container } = render(
      <SimpleTreeView>
        <TreeItem itemId="x" label="X" disabled />
        <TreeItem itemId="y" label="Y" />
      </SimpleTreeView>,
    );
    fireEvent.click(content(container, 'x'));
    expect(item(container, 'x').hasAttribute('aria-selected')).toBe(false);
    expect(item(container, 'y').getAttribute('aria-selected')).toBe('false');
  });
});

describe('checkboxSelection', () => {
  let tree: Element;
  beforeAll(() => {
    tree = render(<Tree checkboxSelection />).container;
  });

  claim('`checkboxSelection` renders a checkbox before each label.', () => {
    const rows = [...tree.querySelectorAll('.MuiTreeItem-content')];
    expect(rows).toHaveLength(tree.querySelectorAll('[role="treeitem"]').length);
    for (const row of rows) {
      expect(row.querySelector('.MuiTreeItem-checkbox')!.nextElementSibling!.classList).toContain('MuiTreeItem-label');
    }
  });

  claim("When it is on, a click on the item's content **only expands or collapses** it", () => {
    fireEvent.click(content(tree, 'g'));
    fireEvent.click(content(tree, 'h'));
    expect(item(tree, 'g').getAttribute('aria-expanded')).toBe('true');
    expect(selected(tree)).toEqual([]);
  });

  claim('the checkbox is what toggles the selection', () => {
    fireEvent.click(checkbox(tree, 'h'));
    expect(selected(tree)).toEqual(['h']);
  });

  claim('Space still selects the focused item from the keyboard.', () => {
    focus(tree, 'k');
    press(' ');
    expect(selected(tree)).toEqual(['k']);
  });

  claim('Without `multiSelect` the checkboxes behave like radio buttons that can be unchecked', () => {
    fireEvent.click(checkbox(tree, 'f1'));
    expect([checkbox(tree, 'f1').checked, checkbox(tree, 'k').checked]).toEqual([true, false]);
    fireEvent.click(checkbox(tree, 'f1'));
    expect(tree.querySelectorAll('input:checked')).toHaveLength(0);
  });
});

describe('checkboxSelection with multiSelect', () => {
  let tree: Element;
  beforeAll(() => {
    tree = render(<Tree checkboxSelection multiSelect />).container;
  });

  claim('Combine it with `multiSelect` for the usual list of independent checkboxes.', () => {
    fireEvent.click(checkbox(tree, 'f1'));
    fireEvent.click(checkbox(tree, 'h'));
    expect(selected(tree)).toEqual(['f1', 'h']);
  });

  claim('Shift + click on a checkbox adds a range', () => {
    fireEvent.click(checkbox(tree, 'f'), { shiftKey: true });
    expect(selected(tree)).toEqual(['f', 'f1', 'f2', 'g', 'h']);
  });

  claim('checking a parent does not check its descendants', () => {
    const { container } = render(<Tree checkboxSelection multiSelect />);
    fireEvent.click(checkbox(container, 'f'));
    expect(selected(container)).toEqual(['f']);
  });

  claim('there is no indeterminate state for a partially selected parent', () => {
    // F1, F2 and F are checked from the range above: uncheck F and F2.
    fireEvent.click(checkbox(tree, 'f'));
    fireEvent.click(checkbox(tree, 'f2'));
    expect(checkbox(tree, 'f1').checked).toBe(true);
    expect(checkbox(tree, 'f').getAttribute('data-indeterminate')).toBe('false');
    expect(checkbox(tree, 'f').indeterminate).toBe(false);
  });
});

describe('ParentChildrenSelectionSimpleTreeView', () => {
  claim(
    'If your use case needs it, control the selection and add the descendants yourself, as in the demo below.',
    () => {
      const { container } = render(<ParentChildrenSelectionSimpleTreeView />);
      fireEvent.click(checkbox(container, 'grid'));
      expect(checkbox(container, 'grid-premium').checked).toBe(true);
      fireEvent.click(checkbox(container, 'grid'));
      expect(container.querySelectorAll('input:checked')).toHaveLength(0);
      // Pickers is collapsed: its children are checked from the data, and shown checked once it opens.
      fireEvent.click(checkbox(container, 'pickers'));
      fireEvent.click(content(container, 'pickers'));
      expect(checkbox(container, 'pickers-pro').checked).toBe(true);
    },
  );

  claim('the Simple Tree View does not register the children of a collapsed item', () => {
    let api: TreeApi | undefined;
    function WithApi() {
      api = useTreeViewApiRef();
      return <Tree apiRef={api} />;
    }
    render(<WithApi />);
    expect(api!.current!.getItemOrderedChildrenIds('f')).toEqual(['f1', 'f2']);
    expect(api!.current!.getItemOrderedChildrenIds('g')).toEqual([]);
  });
});

describe('controlled selection', () => {
  claim('or `selectedItems` with `onSelectedItemsChange` to own it yourself', () => {
    const onSelectedItemsChange = vi.fn();
    const { container } = render(
      <Tree multiSelect selectedItems={['h']} onSelectedItemsChange={onSelectedItemsChange} />,
    );
    fireEvent.click(content(container, 'k'));
    expect(onSelectedItemsChange.mock.calls[0]![1]).toEqual(['k']);
    expect(selected(container)).toEqual(['h']);
  });

  claim('Use `defaultSelectedItems` to set the initial selection and let the tree own it', () => {
    const { container } = render(<Tree multiSelect defaultSelectedItems={['h']} />);
    expect(selected(container)).toEqual(['h']);
    fireEvent.click(content(container, 'k'));
    expect(selected(container)).toEqual(['k']);
  });
});

describe('selectItem', () => {
  let api: TreeApi;
  let tree: Element;
  let single: Element;
  let singleApi: TreeApi;
  let selectTwo: () => void;
  const onSingleChange = vi.fn();
  function Trees() {
    api = useTreeViewApiRef();
    singleApi = useTreeViewApiRef();
    selectTwo = () => {
      const both = { event: {} as React.SyntheticEvent, keepExistingSelection: true, shouldBeSelected: true };
      api.current!.selectItem({ ...both, itemId: 'h' });
      api.current!.selectItem({ ...both, itemId: 'k' });
    };
    return (
      <>
        <div id="multi">
          <Tree apiRef={api} multiSelect defaultSelectedItems={['f1']} />
        </div>
        <div id="single">
          <Tree apiRef={singleApi} defaultSelectedItems="f1" onSelectedItemsChange={onSingleChange} />
        </div>
      </>
    );
  }
  const event = {} as React.SyntheticEvent;
  beforeAll(() => {
    const { container } = render(<Trees />);
    tree = container.querySelector('#multi')!;
    single = container.querySelector('#single')!;
  });

  claim(
    'in a single-selection tree it adds the item to the selected one instead of replacing it, so the value becomes an array and two items show as selected',
    () => {
      act(() => api.current!.selectItem({ event, itemId: 'h', keepExistingSelection: true }));
      expect(selected(tree)).toEqual(['f1', 'h']);
      act(() => singleApi.current!.selectItem({ event, itemId: 'h', keepExistingSelection: true }));
      expect(selected(single)).toEqual(['f1', 'h']);
      expect(onSingleChange.mock.calls.at(-1)![1]).toEqual(['h', 'f1']);
    },
  );

  claim('Leave `shouldBeSelected` out to toggle the item.', () => {
    act(() => api.current!.selectItem({ event, itemId: 'h', keepExistingSelection: true }));
    expect(selected(tree)).toEqual(['f1']);
  });

  claim('Each call starts from the selection of the last render', () => {
    act(() => selectTwo());
    expect(selected(tree)).toEqual(['f1', 'k']);
  });

  claim('Both buttons below toggle the same item.', () => {
    const { container } = render(<ApiSelectItemSimpleTreeView />);
    const button = (name: string) => within(container).getByText(name);
    fireEvent.click(button('Toggle Pro, keep the rest'));
    expect(selected(container)).toEqual(['grid-community', 'grid-pro', 'grid-premium']);
    fireEvent.click(button('Toggle Pro, keep the rest'));
    expect(selected(container)).toEqual(['grid-community', 'grid-premium']);
    fireEvent.click(button('Toggle Pro, drop the rest'));
    expect(selected(container)).toEqual(['grid-pro']);
    // The second button empties the selection when the item was already selected.
    fireEvent.click(button('Toggle Pro, drop the rest'));
    expect(selected(container)).toEqual([]);
  });
});

describe('Shift + click: the anchor and what stays selected', () => {
  // Settled by rendering and reading `expandSelectionRange`/`selectRange` in
  // node_modules/@mui/x-tree-view/internals/plugins/useTreeViewSelection/useTreeViewSelection.js:
  // the anchor is the item of the last `selectItem` call (click, Ctrl + click, Space), selected or not,
  // and the new range is added to the selection after removing the previous range only.
  claim(
    'Shift + click adds the range between the last item you clicked (or toggled with Space) and the clicked one to the selection',
    () => {
      const onItemSelectionToggle = vi.fn();
      const { container } = render(<Tree multiSelect onItemSelectionToggle={onItemSelectionToggle} />);
      fireEvent.click(content(container, 'f1'));
      fireEvent.click(content(container, 'k'), { ctrlKey: true });
      // Ctrl + click deselects K, and K is still the anchor.
      fireEvent.click(content(container, 'k'), { ctrlKey: true });
      expect(selected(container)).toEqual(['f1']);
      fireEvent.click(content(container, 'h'), { shiftKey: true });
      expect(selected(container)).toEqual(['f1', 'h', 'k']);
      // Space on F2 moves the anchor to F2.
      focus(container, 'f2');
      press(' ');
      fireEvent.click(content(container, 'g'), { shiftKey: true });
      expect(selected(container)).toEqual(['f1', 'f2', 'g', 'h', 'k']);
    },
  );

  claim('items selected before stay selected; a second Shift + click only replaces the previous range', () => {
    const { container } = render(<Tree multiSelect />);
    fireEvent.click(content(container, 'f1'));
    fireEvent.click(content(container, 'k'), { ctrlKey: true });
    fireEvent.click(content(container, 'g'), { shiftKey: true });
    expect(selected(container)).toEqual(['f1', 'g', 'h', 'k']);
    fireEvent.click(content(container, 'h'), { shiftKey: true });
    expect(selected(container)).toEqual(['f1', 'h', 'k']);
  });

  claim('Before the first click, Shift + click selects nothing', () => {
    const onSelectedItemsChange = vi.fn();
    const { container } = render(
      <Tree multiSelect defaultSelectedItems={['h']} onSelectedItemsChange={onSelectedItemsChange} />,
    );
    fireEvent.click(content(container, 'f1'), { shiftKey: true });
    expect(selected(container)).toEqual(['h']);
    expect(onSelectedItemsChange).not.toHaveBeenCalled();
    // The item is still focused by the click.
    expect(document.activeElement).toBe(item(container, 'f1'));
  });

  claim('Shift + click on a checkbox adds a range in the same way.', () => {
    const { container } = render(<Tree checkboxSelection multiSelect />);
    fireEvent.click(checkbox(container, 'k'));
    fireEvent.click(checkbox(container, 'f1'));
    fireEvent.click(checkbox(container, 'g'), { shiftKey: true });
    expect(selected(container)).toEqual(['f1', 'f2', 'g', 'k']);
  });
});
