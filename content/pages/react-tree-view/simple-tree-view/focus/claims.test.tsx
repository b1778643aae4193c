import { fireEvent, render } from '@testing-library/react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector('.MuiTreeItem-content') as HTMLElement;
const tabStop = (root: Element) =>
  [...root.querySelectorAll('[role="treeitem"][tabindex="0"]')].map((element) => element.id.replace(/^.*-/, ''));

describe('a multi-select tree', () => {
  const onItemFocus = vi.fn();
  const onSelectedItemsChange = vi.fn();
  let view: Element;
  let api: NonNullable<React.ComponentProps<typeof SimpleTreeView>['apiRef']>;
  function Tree() {
    const apiRef = useTreeViewApiRef();
    api = apiRef;
    return (
      <SimpleTreeView
        apiRef={apiRef}
        multiSelect
        onItemFocus={onItemFocus}
        onSelectedItemsChange={onSelectedItemsChange}
      >
        <TreeItem itemId="a" label="A" />
        <TreeItem itemId="b" label="B" />
        <TreeItem itemId="c" label="C" />
        <TreeItem itemId="d" label="D" />
      </SimpleTreeView>
    );
  }
  beforeAll(() => {
    view = render(<Tree />).container;
  });

  claim(
    'With `multiSelect`, a click or :kbd[Space] adds the item at the start of that array, so the tab stop is usually the item selected last.',
    () => {
      fireEvent.click(content(view, 'b'));
      fireEvent.click(content(view, 'd'), { ctrlKey: true });
      expect(onSelectedItemsChange.mock.calls.at(-1)![1]).toEqual(['d', 'b']);
      item(view, 'd').blur();
      expect(tabStop(view)).toEqual(['d']);
      item(view, 'c').focus();
      fireEvent.keyDown(item(view, 'c'), { key: ' ' });
      expect(onSelectedItemsChange.mock.calls.at(-1)![1]).toEqual(['c', 'd', 'b']);
    },
  );

  claim(
    '`onItemFocus(event, itemId)` is called whenever an item receives the focus, whether from the keyboard, a click or `focusItem`.',
    () => {
      onItemFocus.mockClear();
      fireEvent.keyDown(item(view, 'c'), { key: 'ArrowUp' });
      fireEvent.click(content(view, 'd'));
      React.act(() => api.current!.focusItem({} as React.SyntheticEvent, 'a'));
      // Each move is reported, but not once: see the next claim.
      expect([...new Set(onItemFocus.mock.calls.map(([, itemId]) => itemId))]).toEqual(['b', 'd', 'a']);
    },
  );

  claim(
    'It is often called more than once for one move (twice for an arrow key or `focusItem`, three times for a click)',
    () => {
      onItemFocus.mockClear();
      fireEvent.keyDown(item(view, 'a'), { key: 'ArrowDown' });
      expect(onItemFocus.mock.calls.map(([, itemId]) => itemId)).toEqual(['b', 'b']);
      fireEvent.click(content(view, 'd'));
      expect(onItemFocus.mock.calls.map(([, itemId]) => itemId)).toEqual(['b', 'b', 'd', 'd', 'd']);
      onItemFocus.mockClear();
      React.act(() => api.current!.focusItem({} as React.SyntheticEvent, 'c'));
      expect(onItemFocus.mock.calls.map(([, itemId]) => itemId)).toEqual(['c', 'c']);
    },
  );
});
