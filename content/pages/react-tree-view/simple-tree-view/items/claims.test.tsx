import { act, fireEvent, render } from '@testing-library/react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import DisabledItemsSimpleTreeView from './demos/DisabledItemsSimpleTreeView';

/** A tree of three items whose middle one is disabled and has a child. */
const tree = (id: string, props: Partial<React.ComponentProps<typeof SimpleTreeView>>) => (
  <div id={id}>
    <SimpleTreeView multiSelect {...props}>
      <TreeItem itemId={`${id}-a`} label="A" />
      <TreeItem itemId={`${id}-b`} label="B" disabled>
        <TreeItem itemId={`${id}-b1`} label="B1" />
      </TreeItem>
      <TreeItem itemId={`${id}-c`} label="C" />
    </SimpleTreeView>
  </div>
);

describe('disabled items', () => {
  let view: Element;
  const item = (id: string) => view.querySelector(`[id$="${id}"][role="treeitem"]`) as HTMLElement;
  // An unselected item has no aria-selected in a multi-select tree; its content carries the state's class.
  const selected = (id: string) =>
    item(id).querySelector(':scope > .MuiTreeItem-content')!.classList.contains('Mui-selected');
  const press = (key: string, init: KeyboardEventInit = {}) =>
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key, ...init });
    });
  beforeAll(() => {
    view = render(
      <>
        {tree('focusable', { disabledItemsFocusable: true })}
        {tree('skipped', {})}
      </>,
    ).container;
  });

  claim('By default, disabled items are skipped by keyboard navigation.', () => {
    act(() => item('skipped-a').focus());
    press('ArrowDown');
    expect(document.activeElement).toBe(item('skipped-c'));
  });

  claim('Set `disabledItemsFocusable` on the tree to let users move the focus onto them', () => {
    act(() => item('focusable-a').focus());
    press('ArrowDown');
    expect(document.activeElement).toBe(item('focusable-b'));
  });

  claim("They still can't be selected by a click or Space, nor expanded", () => {
    press(' ');
    press('Enter');
    press('ArrowRight');
    fireEvent.click(item('focusable-b').querySelector('.MuiTreeItem-content')!);
    expect(selected('focusable-b')).toBe(false);
    expect(item('focusable-b').getAttribute('aria-expanded')).toBe('false');
  });

  claim('with `multiSelect`, however, Ctrl+A selects them too', () => {
    // The tree reads Ctrl+A from the key code.
    press('a', { ctrlKey: true, keyCode: 65 });
    expect(selected('focusable-b')).toBe(true);
    // Without disabledItemsFocusable, Ctrl+A leaves the disabled item out.
    act(() => item('skipped-a').focus());
    press('a', { ctrlKey: true, keyCode: 65 });
    expect(selected('skipped-a')).toBe(true);
    expect(selected('skipped-b')).toBe(false);
  });
});

describe('item ids', () => {
  const onItemClick = vi.fn();
  let view: Element;
  // The method these claims use; the package does not export the Simple Tree View's API type.
  type ItemsApi = { current: { getItemDOMElement: (itemId: string) => HTMLElement | null } | undefined };
  let apiRef: ItemsApi;
  function Tree() {
    apiRef = useTreeViewApiRef() as unknown as ItemsApi;
    return (
      <SimpleTreeView
        apiRef={apiRef as never}
        defaultExpandedItems={['docs']}
        defaultSelectedItems="readme"
        onItemClick={onItemClick}
        disableSelection
      >
        <TreeItem itemId="docs" label="Docs">
          <TreeItem itemId="readme" label="Readme" id="readme-item" />
        </TreeItem>
        <TreeItem itemId="src" label="Src">
          <TreeItem itemId="index" label="Index" />
        </TreeItem>
      </SimpleTreeView>
    );
  }
  beforeAll(() => {
    view = render(<Tree />).container;
  });

  claim('`itemId` identifies the item in every prop and callback of the tree', () => {
    expect(view.querySelector('[id$="-docs"]')!.getAttribute('aria-expanded')).toBe('true');
    expect(view.querySelector('#readme-item > .MuiTreeItem-content')!.classList).toContain('Mui-selected');
    expect(apiRef.current!.getItemDOMElement('readme')).toBe(view.querySelector('#readme-item'));
  });

  claim(
    "it returns the item's `li`, or `null` when the item is not rendered, for example inside a collapsed parent",
    () => {
      expect(apiRef.current!.getItemDOMElement('readme')!.tagName).toBe('LI');
      expect(apiRef.current!.getItemDOMElement('index')).toBeNull();
    },
  );

  claim('pass `id` on the `TreeItem` to set it yourself', () => {
    expect(view.querySelector('#readme-item')!.getAttribute('role')).toBe('treeitem');
  });

  claim(
    'is called when the content of an item is clicked, whether or not the click also changes the selection or the expansion',
    () => {
      // Selection is disabled and Readme has no children: the click changes nothing, and the callback still runs.
      fireEvent.click(view.querySelector('#readme-item > .MuiTreeItem-content')!);
      expect(onItemClick).toHaveBeenCalledTimes(1);
      expect(onItemClick.mock.calls[0]![1]).toBe('readme');
    },
  );

  claim('It is not called for keyboard interactions', () => {
    act(() => (view.querySelector('#readme-item') as HTMLElement).focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(onItemClick).toHaveBeenCalledTimes(1);
  });

  claim('a string that must be unique in the whole tree', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <SimpleTreeView>
          <TreeItem itemId="same" label="One" />
          <TreeItem itemId="same" label="Two" />
        </SimpleTreeView>,
      ),
    ).toThrow(/unique/);
    consoleError.mockRestore();
  });
});

describe('DisabledItemsSimpleTreeView', () => {
  claim('the disabled "Pro" item starts expanded, and only its user interactions are blocked', () => {
    const { container } = render(<DisabledItemsSimpleTreeView />);
    const pro = container.querySelector('[role="treeitem"][id$="-pro"]')!;
    expect([pro.getAttribute('aria-disabled'), pro.getAttribute('aria-expanded')]).toEqual(['true', 'true']);
    fireEvent.click(pro.querySelector(':scope > .MuiTreeItem-content')!);
    expect(pro.getAttribute('aria-expanded')).toBe('true');
  });
});
