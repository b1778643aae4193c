import { act, createEvent, fireEvent, render, within } from '@testing-library/react';
import * as treeViewPro from '@mui/x-tree-view-pro';
import { RichTreeViewPro, TreeItem2, useTreeViewApiRef, type RichTreeViewProProps } from '@mui/x-tree-view-pro';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { readInstalledFile } from '@/claims/readInstalledFile';
import { installedManifest } from '@/claims/installedManifest';
import DragHandleRichTreeViewPro from './demos/DragHandleRichTreeViewPro';
import ItemTreeRichTreeViewPro from './demos/ItemTreeRichTreeViewPro';
import ReorderableItemsRichTreeViewPro from './demos/ReorderableItemsRichTreeViewPro';
import RestrictedMovesRichTreeViewPro from './demos/RestrictedMovesRichTreeViewPro';
import SameParentRichTreeViewPro from './demos/SameParentRichTreeViewPro';

/** The API object of the tree, as `useTreeViewApiRef()` creates it. */
type TreeApi = NonNullable<RichTreeViewProProps<object, boolean>['apiRef']>;

// jsdom has no layout and no DragEvent: every row measures 40px high from x = 0, and the cursor position is set on the
// event by hand. With the default 12px indentation, x < 12 × depth is over the indentation of a nested row.
const ROW = 40;
const FLAGS = { indentationAtItemLevel: true, itemsReordering: true };
const ITEMS = [
  {
    id: 'a',
    label: 'A',
    children: [
      { id: 'a1', label: 'A1', children: [{ id: 'a11', label: 'A11' }] },
      { id: 'a2', label: 'A2' },
    ],
  },
  { id: 'b', label: 'B' },
  { id: 'c', label: 'C' },
];
type Position = { parentId: string | null; index: number };
type Move = { itemId: string; oldPosition: Position; newPosition: Position };

const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
// The row: the first element of the item (TreeItem2's content has no Mui* class of its own in this version).
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > div')!;
const overlayOf = (root: Element, id: string) =>
  content(root, id).querySelector('[class*="DragAndDropOverlay"]') as HTMLElement | null;
const dataTransfer = () => ({ setDragImage: vi.fn(), setData: vi.fn(), types: [] as string[], effectAllowed: '' });

function startDrag(root: Element, id: string, from: Element = item(root, id)) {
  const transfer = dataTransfer();
  fireEvent.dragStart(from, { dataTransfer: transfer });
  return transfer;
}
/** Moves the pointer over the row of `id`, at `y` pixels from its top and `x` from its left. */
function dragOver(root: Element, id: string, y: number, x = 100) {
  fireEvent.dragEnter(content(root, id));
  const event = createEvent.dragOver(content(root, id));
  Object.defineProperties(event, { clientX: { value: x }, clientY: { value: y } });
  fireEvent(content(root, id), event);
}
const endDrag = (root: Element, id: string, from: Element = item(root, id)) => fireEvent.dragEnd(from);
const order = (root: Element) =>
  [...root.querySelectorAll('[role="treeitem"]')].map((element) => element.id.replace(/^.*tree-view-\d+-/, ''));

let rectSpy: ReturnType<typeof vi.spyOn>;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  rectSpy = vi
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top: 0, left: 0, x: 0, y: 0, width: 200, height: ROW, right: 200, bottom: ROW } as DOMRect);
  // Without a licence key, every RichTreeViewPro logs the missing-key message: kept for the licence claim below.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => {
  rectSpy.mockRestore();
  consoleError.mockRestore();
});

/** A reorderable tree whose moves are recorded; A and A1 start expanded. */
function renderTree(props: Partial<React.ComponentProps<typeof RichTreeViewPro>> = {}) {
  const moves: Move[] = [];
  const view = render(
    <RichTreeViewPro
      items={ITEMS}
      itemsReordering
      experimentalFeatures={FLAGS}
      defaultExpandedItems={['a', 'a1']}
      onItemPositionChange={(move) => moves.push(move)}
      {...props}
    />,
  );
  return { root: view.container, moves, view };
}

describe('plan, version and flags', () => {
  claim('The feature is part of the Pro plan and experimental in this version.', () => {
    const { root } = renderTree();
    expect(root.textContent).toContain('MUI X Missing license key');
    expect(consoleError.mock.calls.flat().join(' ')).toContain('MUI X: Missing license key');
  });

  claim('**The demos on this page run `@mui/x-tree-view-pro` 7.22.1, not 7.21.0.**', () => {
    expect(installedManifest('@mui/x-tree-view-pro').version).toBe('7.22.1');
    expect(installedManifest('@mui/x-tree-view').version).toBe('7.21.0');
  });

  claim('It depends on its own copy of `@mui/x-tree-view` (7.22.1)', () => {
    expect(installedManifest('@mui/x-tree-view-pro/node_modules/@mui/x-tree-view').version).toBe('7.22.1');
  });

  claim(
    '`TreeItem2DragAndDropOverlay` and `TreeItem2LabelInput` exported from the package root, and a fix of the drop overlay colours (7.22.1)',
    () => {
      expect('TreeItem2DragAndDropOverlay' in treeViewPro && 'TreeItem2LabelInput' in treeViewPro).toBe(true);
      const changelog = readInstalledFile('@mui/x-tree-view-pro/CHANGELOG.md');
      const since721 = changelog.slice(0, changelog.indexOf('## 7.21.0'));
      expect(since721).toContain('Export `TreeItem2DragAndDropOverlay` and `TreeItem2LabelInput` from the root');
      expect(since721).toContain('Make the cancellable event types public');
      expect(since721).not.toMatch(/reorder/i);
    },
  );

  claim('Reordering needs the `itemsReordering` prop **and** two experimental flags', () => {
    const { root } = renderTree();
    expect(item(root, 'b').getAttribute('draggable')).toBe('true');
    const { root: withoutProp } = renderTree({ itemsReordering: false });
    expect(item(withoutProp, 'b').hasAttribute('draggable')).toBe(false);
  });

  claim('If either flag is missing, `itemsReordering` is ignored and a warning is logged in development.', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root: noIndentation } = renderTree({ experimentalFeatures: { itemsReordering: true } });
    const { root: noReordering } = renderTree({ experimentalFeatures: { indentationAtItemLevel: true } });
    expect(item(noIndentation, 'b').hasAttribute('draggable')).toBe(false);
    expect(item(noReordering, 'b').hasAttribute('draggable')).toBe(false);
    expect(warn.mock.calls.flat().join(' ')).toContain('requires the `indentationAtItemLevel` and `itemsReordering`');
    warn.mockRestore();
  });
});

describe('where a drop lands', () => {
  claim("move an item among its siblings, into another item, or out to its parent's level", () => {
    const { root, moves } = renderTree();
    startDrag(root, 'c');
    dragOver(root, 'b', 2);
    endDrag(root, 'c');
    startDrag(root, 'a2');
    dragOver(root, 'b', ROW / 2);
    endDrag(root, 'a2');
    startDrag(root, 'a11');
    dragOver(root, 'a11', ROW / 2, 0);
    expect(moves.map((move) => [move.itemId, move.newPosition])).toEqual([
      ['c', { parentId: null, index: 1 }],
      ['a2', { parentId: 'b', index: 0 }],
    ]);
  });

  claim(
    'top and bottom quarter of the row when the target accepts the item as a child, top or bottom half when `canMoveItemToNewPosition` refuses that',
    () => {
      const { root, moves } = renderTree();
      const dropOn = (y: number) => {
        startDrag(root, 'c');
        dragOver(root, 'b', y);
        endDrag(root, 'c');
        return moves.pop()?.newPosition;
      };
      expect(dropOn(ROW * 0.2)).toEqual({ parentId: null, index: 1 });
      expect(dropOn(ROW * 0.3)).toEqual({ parentId: 'b', index: 0 });
      const refusing = renderTree({ canMoveItemToNewPosition: ({ newPosition }) => newPosition.parentId !== 'b' });
      startDrag(refusing.root, 'c');
      dragOver(refusing.root, 'b', ROW * 0.4);
      endDrag(refusing.root, 'c');
      expect(refusing.moves.pop()?.newPosition).toEqual({ parentId: null, index: 1 });
    },
  );

  claim(
    'of the target, as its first child (the middle of the row). By default every item accepts children, including items that have none yet',
    () => {
      const { root, moves } = renderTree();
      startDrag(root, 'c');
      dragOver(root, 'a', ROW / 2);
      endDrag(root, 'c');
      startDrag(root, 'b');
      dragOver(root, 'a2', ROW / 2);
      endDrag(root, 'b');
      expect(moves.map((move) => move.newPosition)).toEqual([
        { parentId: 'a', index: 0 },
        { parentId: 'a2', index: 0 },
      ]);
      expect(item(root, 'a2').getAttribute('aria-expanded')).toBe('false');
    },
  );

  claim(
    ", as its last child (cursor over the indentation to the left of the target's content; only for targets that have a parent)",
    () => {
      const { root, moves } = renderTree();
      startDrag(root, 'c');
      // A1 is at depth 1: x < 12 is over its indentation.
      dragOver(root, 'a1', ROW / 2, 5);
      endDrag(root, 'c');
      expect(moves.pop()!.newPosition).toEqual({ parentId: 'a', index: 2 });
      // B is at the root: the same x is a plain "make it a child".
      startDrag(root, 'a2');
      dragOver(root, 'b', ROW / 2, 5);
      endDrag(root, 'a2');
      expect(moves.pop()!.newPosition).toEqual({ parentId: 'b', index: 0 });
    },
  );

  claim(
    '`indentationAtItemLevel` is required because the drop position depends on the horizontal position of the cursor within the indented row.',
    () => {
      const dropOnA11 = (x: number) => {
        const { root, moves } = renderTree();
        startDrag(root, 'c');
        dragOver(root, 'a11', ROW / 2, x);
        endDrag(root, 'c');
        return moves.pop()!.newPosition;
      };
      expect(dropOnA11(100)).toEqual({ parentId: 'a11', index: 0 });
      expect(dropOnA11(20)).toEqual({ parentId: 'a1', index: 1 });
    },
  );

  claim('"Below" is not offered on an item that has children; drop above its next sibling instead.', () => {
    const { root, moves } = renderTree({ canMoveItemToNewPosition: ({ newPosition }) => newPosition.parentId !== 'a' });
    startDrag(root, 'c');
    dragOver(root, 'a', ROW - 1);
    expect(overlayOf(root, 'a')).toBeNull();
    endDrag(root, 'c');
    expect(moves).toEqual([]);
  });

  claim('Its current position is never offered.', () => {
    // With "make it a child" refused, the lower half of B would mean "below B", which is where C already is.
    const { root, moves } = renderTree({ canMoveItemToNewPosition: ({ newPosition }) => newPosition.parentId !== 'b' });
    startDrag(root, 'c');
    dragOver(root, 'c', ROW / 2);
    expect(overlayOf(root, 'c')).toBeNull();
    dragOver(root, 'b', ROW - 1);
    expect(overlayOf(root, 'b')).toBeNull();
    endDrag(root, 'c');
    expect(moves).toEqual([]);
  });

  claim(
    "Over the dragged item's own descendants the overlay does not move: it keeps showing the last valid target.",
    () => {
      const { root, moves } = renderTree();
      startDrag(root, 'a1');
      dragOver(root, 'b', ROW / 2);
      expect(overlayOf(root, 'b')).not.toBeNull();
      dragOver(root, 'a11', ROW / 2);
      expect(overlayOf(root, 'a11')).toBeNull();
      expect(overlayOf(root, 'b')).not.toBeNull();
      endDrag(root, 'a1');
      expect(moves.pop()!.newPosition).toEqual({ parentId: 'b', index: 0 });
    },
  );

  claim(
    'The move is applied when the drag ends (`dragend`), wherever the pointer is: releasing over a descendant or outside the tree',
    () => {
      const { root, moves } = renderTree();
      startDrag(root, 'c');
      dragOver(root, 'b', 1);
      expect(moves).toEqual([]);
      // No drop event on any row: dragend alone applies what the overlay showed.
      endDrag(root, 'c');
      expect(moves).toHaveLength(1);
      expect(order(root)).toEqual(['a', 'a1', 'a11', 'a2', 'c', 'b']);
    },
  );
});

describe('the keyboard and touch', () => {
  claim('It has no keyboard equivalent in this version', () => {
    const { root, moves } = renderTree();
    act(() => item(root, 'c').focus());
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'End']) {
      for (const modifiers of [{ altKey: true }, { ctrlKey: true }, { shiftKey: true }, { metaKey: true }]) {
        fireEvent.keyDown(document.activeElement!, { key, ...modifiers });
      }
    }
    expect(moves).toEqual([]);
    expect(order(root)).toEqual(['a', 'a1', 'a11', 'a2', 'b', 'c']);
  });
});

describe('isItemReorderable', () => {
  claim(
    "`isItemReorderable(itemId)` returns `false` for the items that can't be dragged. They can still receive other items.",
    () => {
      const { root, moves } = renderTree({ isItemReorderable: (itemId) => itemId !== 'b' });
      expect(item(root, 'b').hasAttribute('draggable')).toBe(false);
      startDrag(root, 'b');
      dragOver(root, 'c', ROW / 2);
      endDrag(root, 'b');
      expect(moves).toEqual([]);
      startDrag(root, 'c');
      dragOver(root, 'b', ROW / 2);
      endDrag(root, 'c');
      expect(moves.pop()!.newPosition).toEqual({ parentId: 'b', index: 0 });
    },
  );

  claim('In the demo, the product families stay put and only the packages can be dragged.', () => {
    const { container } = render(<ReorderableItemsRichTreeViewPro />);
    expect(item(container, 'grid').hasAttribute('draggable')).toBe(false);
    expect(item(container, 'grid-pro').getAttribute('draggable')).toBe('true');
  });
});

describe('canMoveItemToNewPosition', () => {
  claim(
    '`canMoveItemToNewPosition({ itemId, oldPosition, newPosition })` is called for each candidate drop while dragging. A position is `{ parentId, index }`, with `parentId` set to `null` at the root.',
    () => {
      const canMove = vi.fn((_params: Move) => true);
      const { root } = renderTree({ canMoveItemToNewPosition: canMove });
      startDrag(root, 'c');
      dragOver(root, 'a2', ROW / 2);
      endDrag(root, 'c');
      // Over A2 (no children, depth 1): above, below, as a child, and to the end of A.
      expect(canMove.mock.calls.map(([call]) => call)).toEqual([
        { itemId: 'c', oldPosition: { parentId: null, index: 2 }, newPosition: { parentId: 'a2', index: 0 } },
        { itemId: 'c', oldPosition: { parentId: null, index: 2 }, newPosition: { parentId: 'a', index: 1 } },
        { itemId: 'c', oldPosition: { parentId: null, index: 2 }, newPosition: { parentId: 'a', index: 2 } },
        { itemId: 'c', oldPosition: { parentId: null, index: 2 }, newPosition: { parentId: 'a', index: 2 } },
      ]);
    },
  );

  claim('Return `false` to refuse a drop; the overlay then does not offer it.', () => {
    const { root, moves } = renderTree({ canMoveItemToNewPosition: () => false });
    startDrag(root, 'c');
    dragOver(root, 'b', ROW / 2);
    expect(overlayOf(root, 'b')).toBeNull();
    endDrag(root, 'c');
    expect(moves).toEqual([]);
  });

  claim('The demo only allows drops inside folders: nothing can be dropped at the root level or inside a file.', () => {
    const { container } = render(<RestrictedMovesRichTreeViewPro />);
    startDrag(container, 'avatar');
    dragOver(container, 'videos', 2);
    expect(overlayOf(container, 'videos')).not.toBeNull();
    dragOver(container, 'contract', ROW / 2);
    // Inside a file is refused: the middle of the row falls back to above/below in Documents.
    expect(overlayOf(container, 'contract')).not.toBeNull();
    endDrag(container, 'avatar');
    expect(item(container, 'documents').querySelector('[role="group"]')!.contains(item(container, 'avatar'))).toBe(
      true,
    );
    const rootIds = () =>
      [...container.querySelectorAll('[role="tree"] > [role="treeitem"]')].map((element) =>
        element.id.replace(/^.*tree-view-\d+-/, ''),
      );
    startDrag(container, 'roadmap');
    dragOver(container, 'videos', 1);
    endDrag(container, 'roadmap');
    // Above Videos would be at the root: refused, so the top of the row makes Roadmap a child of Videos instead.
    expect(rootIds()).toEqual(['documents', 'pictures', 'videos', 'project']);
    expect(item(container, 'documents').querySelector('[role="group"]')!.contains(item(container, 'roadmap'))).toBe(
      false,
    );
  });

  claim(
    'Returning `newPosition.parentId === oldPosition.parentId` lets items change places among their siblings but never change parent',
    () => {
      const { container } = render(<SameParentRichTreeViewPro />);
      startDrag(container, 'grid-premium');
      dragOver(container, 'grid-community', 1);
      endDrag(container, 'grid-premium');
      startDrag(container, 'grid-pro');
      dragOver(container, 'charts-pro', 1);
      endDrag(container, 'grid-pro');
      const children = (id: string) =>
        [...item(container, id).querySelectorAll(':scope > [role="group"] [role="treeitem"]')].map((element) =>
          element.id.replace(/^.*tree-view-\d+-/, ''),
        );
      expect(children('grid')).toEqual(['grid-premium', 'grid-community', 'grid-pro']);
      expect(children('charts')).toEqual(['charts-community', 'charts-pro']);
    },
  );
});

describe('after a move', () => {
  claim(
    '`onItemPositionChange({ itemId, oldPosition, newPosition })` is called once when an item is dropped at a new position.',
    () => {
      const { root, moves } = renderTree();
      startDrag(root, 'b');
      dragOver(root, 'a', 1);
      endDrag(root, 'b');
      expect(moves).toEqual([
        { itemId: 'b', oldPosition: { parentId: null, index: 1 }, newPosition: { parentId: null, index: 0 } },
      ]);
      // A drag that ends where it started calls nothing.
      startDrag(root, 'c');
      endDrag(root, 'c');
      expect(moves).toHaveLength(1);
    },
  );

  claim('The tree applies the move to its internal state; the `items` prop is not modified.', () => {
    const items = structuredClone(ITEMS);
    const { root } = renderTree({ items });
    startDrag(root, 'c');
    dragOver(root, 'a', 1);
    endDrag(root, 'c');
    expect(order(root)[0]).toBe('c');
    expect(items).toEqual(ITEMS);
  });

  claim(
    'Call it after the tree has re-rendered, not inside `onItemPositionChange`, which runs while the move is being applied.',
    () => {
      let api: TreeApi | undefined;
      const seen: string[][] = [];
      function WithApi() {
        api = useTreeViewApiRef();
        return (
          <RichTreeViewPro
            apiRef={api}
            items={ITEMS}
            itemsReordering
            experimentalFeatures={FLAGS}
            onItemPositionChange={() => seen.push(api!.current!.getItemTree().map((entry) => entry.id))}
          />
        );
      }
      const { container } = render(<WithApi />);
      startDrag(container, 'c');
      dragOver(container, 'a', 1);
      endDrag(container, 'c');
      expect(seen).toEqual([['a', 'b', 'c']]);
      expect(api!.current!.getItemTree().map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
    },
  );

  claim('it returns the items in the shape of `items`, with `children` in display order', () => {
    const { container } = render(<ItemTreeRichTreeViewPro />);
    startDrag(container, 'charts');
    dragOver(container, 'grid', 1);
    endDrag(container, 'charts');
    expect(container.textContent).toContain(
      'Root order: Charts (2) · Data Grid (3) · Date and Time Pickers (2) · Tree View (2)',
    );
  });

  claim("the tree rebuilds from it and the user's moves are lost unless you stored them", () => {
    const { root, view } = renderTree();
    startDrag(root, 'c');
    dragOver(root, 'a', 1);
    endDrag(root, 'c');
    expect(order(root)[0]).toBe('c');
    view.rerender(
      <RichTreeViewPro items={[...ITEMS]} itemsReordering experimentalFeatures={FLAGS} defaultExpandedItems={['a']} />,
    );
    expect(order(root)[0]).toBe('a');
  });
});

describe('DragHandleRichTreeViewPro', () => {
  let root: Element;
  const handle = (id: string) => content(root, id).querySelector('span[draggable="true"]') as HTMLElement | null;
  beforeAll(() => {
    root = render(<DragHandleRichTreeViewPro />).container;
  });

  claim(
    'To start moves from a handle only, build the item with `useTreeItem2` (every part imported from `@mui/x-tree-view-pro`) and pass it as the `item` slot.',
    () => {
      const source = readFileSync(path.join(__dirname, 'demos/DragHandleRichTreeViewPro.tsx'), 'utf8');
      expect(source).not.toMatch(/from '@mui\/x-tree-view[/']/);
      expect(source).toContain('useTreeItem2,');
      expect(source).toContain('slots={{ item: HandleTreeItem }}');
      expect(root.querySelectorAll('li[draggable]')).toHaveLength(0);
    },
  );

  claim('By default the whole row is the drag source.', () => {
    const { root: stock } = renderTree();
    expect(item(stock, 'b').getAttribute('draggable')).toBe('true');
    expect(item(root, 'grid-pro').hasAttribute('draggable')).toBe(false);
  });

  claim(
    'For each item that can move, `getRootProps()` returns `draggable`, `onDragStart`, `onDragOver` and `onDragEnd` from the reordering plugin',
    () => {
      expect(handle('grid-pro')).not.toBeNull();
      expect(handle('grid')).not.toBeNull();
    },
  );

  claim(
    "The plugin accepts a drag start from any element inside the item's own row, and still uses the whole row as the drag image",
    () => {
      const transfer = startDrag(root, 'charts', handle('charts')!);
      expect(transfer.setDragImage).toHaveBeenCalledWith(content(root, 'charts'), 0, 0);
      dragOver(root, 'grid', 1);
      endDrag(root, 'charts', handle('charts')!);
      expect(order(root)[0]).toBe('charts');
    },
  );

  claim('leave `onDragOver` on the row: it marks the row as a place where the item can be dropped', () => {
    const event = createEvent.dragOver(item(root, 'pickers'));
    fireEvent(item(root, 'pickers'), event);
    expect(event.defaultPrevented).toBe(true);
  });

  claim(
    'render `TreeItem2DragAndDropOverlay` with `getDragAndDropOverlayProps()` inside the content, or no drop indicator appears',
    () => {
      startDrag(root, 'pickers', handle('pickers')!);
      dragOver(root, 'charts', 1);
      expect(overlayOf(root, 'charts')).not.toBeNull();
      endDrag(root, 'pickers', handle('pickers')!);
    },
  );

  claim(
    '(With the stock `TreeItem2`, this overlay is the `dragAndDropOverlay` slot, styled through `treeItemClasses.dragAndDropOverlay`.)',
    () => {
      const { root: stock } = renderTree({ slots: { item: TreeItem2 } });
      startDrag(stock, 'c');
      dragOver(stock, 'b', ROW / 2);
      const overlay = stock.querySelector(`.${treeViewPro.treeItemClasses.dragAndDropOverlay}`);
      expect(overlay).not.toBeNull();
      expect(content(stock, 'b').contains(overlay)).toBe(true);
      endDrag(stock, 'c');
    },
  );

  claim(
    "Items that can't move (refused by `isItemReorderable`, or with reordering off) get none of these props, so the demo shows the handle only when `draggable` is set.",
    () => {
      const { root: off } = renderTree({ itemsReordering: false, slots: { item: TreeItem2 } });
      const { root: refused } = renderTree({ isItemReorderable: () => false, slots: { item: TreeItem2 } });
      expect(off.querySelectorAll('[draggable]')).toHaveLength(0);
      expect(refused.querySelectorAll('[draggable]')).toHaveLength(0);
      // The demo: every item can move, and each row has its handle.
      expect(root.querySelectorAll('span[draggable="true"]')).toHaveLength(
        root.querySelectorAll('[role="treeitem"]').length,
      );
    },
  );

  claim('Pressing and dragging anywhere else on the row no longer moves the item.', () => {
    const before = order(root);
    startDrag(root, 'tree-view', content(root, 'tree-view').querySelector('[class*="MuiTreeItem2-label"]')!);
    dragOver(root, 'grid', 1);
    endDrag(root, 'tree-view', item(root, 'tree-view'));
    expect(order(root)).toEqual(before);
  });

  claim(
    'The handle changes nothing for the keyboard: it is not focusable, the arrow keys move the focus between items as before',
    () => {
      expect(handle('grid')!.tabIndex).toBe(-1);
      act(() => item(root, 'charts').focus());
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(item(root, 'grid'));
    },
  );

  claim(
    "On touch screens, 7.21.0 listens only to the browser's drag and drop events (no touch or pointer handlers).",
    () => {
      const before = order(root);
      const target = handle('pickers')!;
      fireEvent.pointerDown(target);
      fireEvent.touchStart(target);
      fireEvent.touchMove(item(root, 'charts'));
      fireEvent.touchEnd(item(root, 'charts'));
      fireEvent.pointerUp(item(root, 'charts'));
      expect(order(root)).toEqual(before);
    },
  );

  claim('in the others it selects the item like a tap anywhere on the row', () => {
    fireEvent.click(handle('pickers')!);
    expect(item(root, 'pickers').getAttribute('aria-selected')).toBe('true');
    expect(within(root as HTMLElement).queryByText('MUI X Missing license key')).not.toBeNull();
  });
});
