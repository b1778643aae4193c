import { act, fireEvent, render } from '@testing-library/react';
import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import ControlledExpansionRichTreeView from './demos/ControlledExpansionRichTreeView';

const ITEMS = [
  { id: 'a', label: 'A', children: [{ id: 'a1', label: 'A1' }] },
  { id: 'b', label: 'B', children: [{ id: 'b1', label: 'B1' }] },
  { id: 'c', label: 'C' },
];
const itemIn = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const contentOf = (item: HTMLElement) => item.querySelector(':scope > .MuiTreeItem-content') as HTMLElement;

describe('an uncontrolled tree whose items change', () => {
  let view: ReturnType<typeof render>;
  const expanded = () => view.container.querySelector('li[role="treeitem"]')!.getAttribute('aria-expanded');
  const items = (label: string) => [{ id: 'a', label: `${label} A`, children: [{ id: 'a1', label: `${label} A1` }] }];
  beforeAll(() => {
    view = render(<RichTreeView key="first" items={items('Old')} />);
    fireEvent.click(view.getByText('Old A'));
  });

  claim('An uncontrolled tree keeps its expansion when it receives new `items`', () => {
    expect(expanded()).toBe('true');
    view.rerender(<RichTreeView key="first" items={items('New')} />);
    expect(view.getByText('New A1')).toBeTruthy();
    expect(expanded()).toBe('true');
  });

  claim('it loses it only when it remounts', () => {
    view.rerender(<RichTreeView key="second" items={items('New')} />);
    expect(expanded()).toBe('false');
  });
});

describe('controlled expansion and its callbacks', () => {
  const calls: string[] = [];
  const onExpandedItemsChange = vi.fn((_event: React.SyntheticEvent, ids: string[]) => {
    calls.push(`change ${ids.join(',')}`);
  });
  let view: Element;
  let uncontrolled: Element;
  beforeAll(() => {
    view = render(
      <div>
        <div id="stuck">
          <RichTreeView items={ITEMS} expandedItems={['a1', 'ghost']} onExpandedItemsChange={onExpandedItemsChange} />
        </div>
        <div id="free">
          <RichTreeView
            items={ITEMS}
            onItemExpansionToggle={(_event, id, isExpanded) => calls.push(`toggle ${id} ${isExpanded}`)}
            onExpandedItemsChange={(_event, ids) => calls.push(`change ${ids.join(',')}`)}
          />
        </div>
      </div>,
    ).container;
    uncontrolled = view.querySelector('#free')!;
  });

  claim("Update your state in the callback, or the user's clicks will be ignored.", () => {
    const stuck = view.querySelector('#stuck')!;
    fireEvent.click(contentOf(itemIn(stuck, 'a')));
    expect(onExpandedItemsChange).toHaveBeenCalledTimes(1);
    expect(itemIn(stuck, 'a').getAttribute('aria-expanded')).toBe('false');
  });

  claim(
    'The list may contain ids of items without children or ids that are not in `items`; they are ignored for display.',
    () => {
      const stuck = view.querySelector('#stuck')!;
      // 'a1' is a leaf under the collapsed 'a' and 'ghost' does not exist: nothing is shown expanded.
      expect([...stuck.querySelectorAll('[aria-expanded="true"]')]).toHaveLength(0);
    },
  );

  claim('fires for each item whose state changes, before `onExpandedItemsChange`', () => {
    calls.length = 0;
    fireEvent.click(contentOf(itemIn(uncontrolled, 'a')));
    expect(calls).toEqual(['toggle a true', 'change a']);
  });

  claim('fires it once per newly expanded sibling', () => {
    calls.length = 0;
    act(() => itemIn(uncontrolled, 'a').focus());
    fireEvent.keyDown(itemIn(uncontrolled, 'a'), { key: '*' });
    // 'a' was already expanded and 'c' has no children: only 'b' is newly expanded.
    expect(calls.filter((call) => call.startsWith('toggle'))).toEqual(['toggle b true']);
  });

  claim(
    'By default (`expansionTrigger="content"`), a click anywhere on the row toggles the item and selects it.',
    () => {
      fireEvent.click(contentOf(itemIn(uncontrolled, 'b')).querySelector('.MuiTreeItem-label')!);
      expect(itemIn(uncontrolled, 'b').getAttribute('aria-expanded')).toBe('false');
      expect(contentOf(itemIn(uncontrolled, 'b')).classList).toContain('Mui-selected');
    },
  );
});

describe('expansionTrigger="iconContainer"', () => {
  let tree: Element;
  beforeAll(() => {
    tree = render(<RichTreeView items={ITEMS} expansionTrigger="iconContainer" />).container;
  });

  claim('With `expansionTrigger="iconContainer"`, only the arrow toggles; the label only selects.', () => {
    fireEvent.click(contentOf(itemIn(tree, 'a')).querySelector('.MuiTreeItem-label')!);
    expect(itemIn(tree, 'a').getAttribute('aria-expanded')).toBe('false');
    expect(contentOf(itemIn(tree, 'a')).classList).toContain('Mui-selected');
    // The arrow itself: with the default TreeItem, the click handler is on the icon, not on its container.
    fireEvent.click(contentOf(itemIn(tree, 'a')).querySelector('.MuiTreeItem-iconContainer svg')!);
    expect(itemIn(tree, 'a').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the API object', () => {
  let tree: Element;
  let expandBoth: () => void;
  function Tree() {
    const apiRef = useTreeViewApiRef();
    expandBoth = () => {
      apiRef.current!.setItemExpansion({} as React.SyntheticEvent, 'a', true);
      apiRef.current!.setItemExpansion({} as React.SyntheticEvent, 'b', true);
    };
    return <RichTreeView apiRef={apiRef} items={ITEMS} />;
  }
  beforeAll(() => {
    tree = render(<Tree />).container;
  });

  claim(
    'Several calls in the same event handler therefore overwrite each other, and only the last one takes effect.',
    () => {
      act(() => expandBoth());
      expect(itemIn(tree, 'a').getAttribute('aria-expanded')).toBe('false');
      expect(itemIn(tree, 'b').getAttribute('aria-expanded')).toBe('true');
    },
  );
});

describe('ControlledExpansionRichTreeView', () => {
  claim('"Expand all" only needs the ids of every item that has children', () => {
    const { container, getByText } = render(<ControlledExpansionRichTreeView />);
    fireEvent.click(getByText('Expand all'));
    const parents = [...container.querySelectorAll('[role="treeitem"][aria-expanded]')];
    expect(parents.length).toBeGreaterThan(1);
    expect(parents.every((item) => item.getAttribute('aria-expanded') === 'true')).toBe(true);
  });
});

describe('more about onItemExpansionToggle, editing and setItemExpansion', () => {
  claim('It does not fire when you change `expandedItems` yourself.', () => {
    const onItemExpansionToggle = vi.fn();
    const onExpandedItemsChange = vi.fn();
    const props = { items: ITEMS, onItemExpansionToggle, onExpandedItemsChange };
    const { container, rerender } = render(<RichTreeView {...props} expandedItems={[]} />);
    rerender(<RichTreeView {...props} expandedItems={['a', 'b']} />);
    expect(container.querySelectorAll('[aria-expanded="true"]')).toHaveLength(2);
    expect(onItemExpansionToggle).not.toHaveBeenCalled();
    expect(onExpandedItemsChange).not.toHaveBeenCalled();
  });

  // Settled by rendering and reading `expandAllSiblings` in
  // node_modules/@mui/x-tree-view/internals/plugins/useTreeViewExpansion/useTreeViewExpansion.js:
  // the siblings are filtered on `isItemExpandable` only.
  claim('Disabled siblings are expanded too, although clicking them does not expand them.', () => {
    const onItemExpansionToggle = vi.fn();
    const { container } = render(
      <RichTreeView
        items={ITEMS}
        isItemDisabled={(item) => item.id === 'b'}
        onItemExpansionToggle={onItemExpansionToggle}
      />,
    );
    fireEvent.click(contentOf(itemIn(container, 'b')));
    expect(itemIn(container, 'b').getAttribute('aria-expanded')).toBe('false');
    act(() => itemIn(container, 'a').focus());
    fireEvent.keyDown(itemIn(container, 'a'), { key: '*' });
    expect(itemIn(container, 'b').getAttribute('aria-expanded')).toBe('true');
    expect(onItemExpansionToggle.mock.calls.map(([, id]) => id)).toEqual(['a', 'b']);
  });

  // `useTreeViewExpansion` falls back to 'iconContainer' when `instance.isTreeViewEditable`, which is
  // `Boolean(params.isItemEditable)` in useTreeViewLabel.js.
  claim(
    "When label editing is enabled and `expansionTrigger` is not set, the tree uses `'iconContainer'` automatically",
    () => {
      const { container } = render(
        <RichTreeView items={ITEMS} isItemEditable experimentalFeatures={{ labelEditing: true }} />,
      );
      fireEvent.click(contentOf(itemIn(container, 'a')).querySelector('.MuiTreeItem-label')!);
      expect(itemIn(container, 'a').getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(contentOf(itemIn(container, 'a')).querySelector('.MuiTreeItem-iconContainer svg')!);
      expect(itemIn(container, 'a').getAttribute('aria-expanded')).toBe('true');
    },
  );

  claim("It does not expand the item's ancestors.", () => {
    let api: NonNullable<RichTreeViewProps<object, boolean>['apiRef']> | undefined;
    const nested = [
      { id: 'x', label: 'X', children: [{ id: 'x1', label: 'X1', children: [{ id: 'x11', label: 'X11' }] }] },
    ];
    function Nested() {
      api = useTreeViewApiRef();
      return <RichTreeView apiRef={api} items={nested} />;
    }
    const { container } = render(<Nested />);
    act(() => api!.current!.setItemExpansion({} as React.SyntheticEvent, 'x1', true));
    expect(itemIn(container, 'x').getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('[aria-expanded="true"]')).toBeNull();
    fireEvent.click(contentOf(itemIn(container, 'x')));
    expect(itemIn(container, 'x1').getAttribute('aria-expanded')).toBe('true');
  });
});
