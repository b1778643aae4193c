import { act, fireEvent, render, within } from '@testing-library/react';
import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import FocusItemRichTreeView from './demos/FocusItemRichTreeView';

const ITEMS = [
  {
    id: 'a',
    label: 'A',
    children: [{ id: 'a1', label: 'A1', children: [{ id: 'a11', label: 'A11' }] }],
  },
  { id: 'b', label: 'B', children: [{ id: 'b1', label: 'B1' }] },
  { id: 'c', label: 'C' },
  { id: 'd', label: 'D' },
];
const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const tabStops = (root: Element) => root.querySelectorAll('[role="treeitem"][tabindex="0"]');

describe('focusItem', () => {
  const onItemFocus = vi.fn();
  let tree: Element;
  let focusItem: (itemId: string) => void;
  let setExpansion: (itemId: string, isExpanded: boolean) => void;
  function Tree() {
    const apiRef = useTreeViewApiRef();
    focusItem = (itemId) => apiRef.current!.focusItem({ type: 'marker' } as React.SyntheticEvent, itemId);
    setExpansion = (itemId, isExpanded) =>
      apiRef.current!.setItemExpansion({} as React.SyntheticEvent, itemId, isExpanded);
    return (
      <RichTreeView
        apiRef={apiRef}
        items={ITEMS}
        defaultExpandedItems={['a1']}
        isItemDisabled={(entry) => entry.id === 'd'}
        onItemFocus={onItemFocus}
      />
    );
  }
  beforeAll(() => {
    tree = render(<Tree />).container;
  });

  claim(
    'Like every tree, the Rich Tree View keeps a single item in the tab order and moves the focus between items with the arrow keys.',
    () => {
      expect(tabStops(tree)).toHaveLength(1);
      act(() => item(tree, 'a').focus());
      fireEvent.keyDown(item(tree, 'a'), { key: 'ArrowDown' });
      expect(document.activeElement).toBe(item(tree, 'b'));
      expect(tabStops(tree)).toHaveLength(1);
    },
  );

  claim('The item receives the DOM focus, the tree updates its state, and `onItemFocus` is called.', () => {
    onItemFocus.mockClear();
    act(() => focusItem('c'));
    expect(document.activeElement).toBe(item(tree, 'c'));
    expect(item(tree, 'c').querySelector(':scope > .MuiTreeItem-content')!.classList).toContain('Mui-focused');
    expect(onItemFocus).toHaveBeenCalledWith(expect.objectContaining({ type: 'marker' }), 'c');
  });

  claim('it focuses a disabled item even without `disabledItemsFocusable`', () => {
    act(() => focusItem('d'));
    expect(document.activeElement).toBe(item(tree, 'd'));
    expect(item(tree, 'd').getAttribute('aria-disabled')).toBe('true');
  });

  claim('`focusItem` ignores an item whose parent is collapsed', () => {
    onItemFocus.mockClear();
    act(() => focusItem('b1'));
    expect(document.activeElement).toBe(item(tree, 'd'));
    expect(onItemFocus).not.toHaveBeenCalled();
  });

  claim(
    'if the parent is expanded but a higher ancestor is collapsed, the tree records the item as focused and calls `onItemFocus`, yet nothing receives the DOM focus',
    () => {
      // A11's parent A1 is expanded, but A is collapsed: A11 is not rendered.
      expect(item(tree, 'a11')).toBeNull();
      act(() => focusItem('a11'));
      expect(onItemFocus.mock.calls.at(-1)![1]).toBe('a11');
      expect(document.activeElement).toBe(item(tree, 'd'));
    },
  );

  claim(
    'several `setItemExpansion` calls in the same handler would overwrite each other: only the last one would stick',
    () => {
      act(() => {
        setExpansion('a', true);
        setExpansion('b', true);
      });
      expect([item(tree, 'a').getAttribute('aria-expanded'), item(tree, 'b').getAttribute('aria-expanded')]).toEqual([
        'false',
        'true',
      ]);
    },
  );
});

describe('FocusItemRichTreeView', () => {
  let root: HTMLElement;
  beforeAll(() => {
    root = render(<FocusItemRichTreeView />).container;
  });

  claim('it adds the two ancestor folders to the controlled expansion, then focuses the file from an effect', () => {
    expect(item(root, 'app-tsx')).toBeNull();
    fireEvent.click(within(root).getByText('Focus App.tsx'));
    expect(document.activeElement).toBe(item(root, 'app-tsx'));
    expect(within(root).getByText('Last focused item: app-tsx')).toBeTruthy();
  });

  claim('`focusItem(event, itemId)` on the API object', () => {
    fireEvent.click(within(root).getByText('Focus Pictures'));
    expect(document.activeElement).toBe(item(root, 'pictures'));
  });
});

describe('ancestors from the data', () => {
  claim(
    "The Rich Tree View knows every item's parent from `items`, so you can also compute the ancestors from your data instead of hard-coding them.",
    () => {
      type Entry = { id: string; children?: Entry[] };
      const ancestorsOf = (entries: Entry[], id: string, path: string[] = []): string[] | null => {
        for (const entry of entries) {
          if (entry.id === id) return path;
          const found = ancestorsOf(entry.children ?? [], id, [...path, entry.id]);
          if (found) return found;
        }
        return null;
      };
      let focusItem: (itemId: string) => void = () => {};
      function Tree() {
        const apiRef = useTreeViewApiRef();
        focusItem = (itemId) => apiRef.current!.focusItem({} as React.SyntheticEvent, itemId);
        return <RichTreeView apiRef={apiRef} items={ITEMS} expandedItems={ancestorsOf(ITEMS, 'a11')!} />;
      }
      const { container } = render(<Tree />);
      act(() => focusItem('a11'));
      expect(document.activeElement).toBe(item(container, 'a11'));
    },
  );
});

describe('onItemFocus', () => {
  /** Each call as [the event's type and whether its native event is a FocusEvent, or null; the item id]. */
  const calls: [{ type: string; focusEvent: boolean } | null, string][] = [];
  let view: ReturnType<typeof render>;
  let focusItem: (itemId: string) => void;
  function Tree(props: Partial<RichTreeViewProps<(typeof ITEMS)[number], false>>) {
    const apiRef = useTreeViewApiRef();
    focusItem = (itemId) => apiRef.current!.focusItem({} as React.SyntheticEvent, itemId);
    return (
      <RichTreeView
        apiRef={apiRef}
        items={ITEMS}
        defaultSelectedItems="c"
        onItemFocus={(event, itemId) =>
          calls.push([
            event && {
              type: event.type,
              focusEvent: (event as React.SyntheticEvent).nativeEvent instanceof FocusEvent,
            },
            itemId,
          ])
        }
        {...props}
      />
    );
  }
  beforeAll(() => {
    view = render(<Tree />);
  });
  const tree = () => view.container;

  claim(
    '`onItemFocus(event, itemId)` reports every focus change between items, whatever caused it (keyboard, click or `focusItem`).',
    () => {
      act(() => item(tree(), 'a').focus());
      fireEvent.keyDown(item(tree(), 'a'), { key: 'ArrowDown' });
      fireEvent.click(item(tree(), 'd').querySelector(':scope > .MuiTreeItem-content')!);
      act(() => focusItem('b'));
      expect([...new Set(calls.map(([, itemId]) => itemId))]).toEqual(['a', 'b', 'd']);
    },
  );

  claim('Its `event` is a generic event, not a `FocusEvent`', () => {
    const types = calls.map(([event]) => event?.type);
    expect(types).toContain('keydown');
    expect(types).toContain('click');
    // The arrow key reports the keydown, not a FocusEvent.
    expect(calls.find(([event]) => event?.type === 'keydown')![0]!.focusEvent).toBe(false);
  });

  claim(
    'may be `null` when the tree moves the focus by itself, which happens when the focused item is removed from `items`',
    () => {
      act(() => focusItem('b'));
      calls.length = 0;
      view.rerender(<Tree items={ITEMS.filter((entry) => entry.id !== 'b')} />);
      // D, selected by the click above, is the tab stop: it gets the focus (its own focus event, then the tree's call).
      expect(calls).toEqual([
        [{ type: 'focus', focusEvent: true }, 'd'],
        [null, 'd'],
      ]);
    },
  );

  claim('In that case the focus goes to the item that would receive it with Tab.', () => {
    expect(document.activeElement).toBe(item(tree(), 'd'));
    expect(item(tree(), 'd').getAttribute('tabindex')).toBe('0');
  });

  claim(
    "If that was the removed item itself (for example because it was selected), `onItemFocus` receives the removed item's id and the focus falls out of the tree to the page's `body`.",
    () => {
      // A new tree whose selected item C has the focus.
      const log: string[] = [];
      const tree = (items: typeof ITEMS) => (
        <RichTreeView
          items={items}
          defaultSelectedItems="c"
          onItemFocus={(event, itemId) => log.push(`${event === null ? 'null' : event.type} ${itemId}`)}
        />
      );
      const { container, rerender } = render(tree(ITEMS));
      act(() => item(container, 'c').focus());
      log.length = 0;
      rerender(tree(ITEMS.filter((entry) => entry.id !== 'c')));
      expect(log).toEqual(['null c']);
      expect(document.activeElement).toBe(document.body);
    },
  );
});
