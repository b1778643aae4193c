import { fireEvent, render } from '@testing-library/react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import FirstTreeView from './demos/FirstTreeView';

const at = <T,>(list: ArrayLike<T>, index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
};
type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [...R, T]>;
const take = <T, N extends number>(list: ArrayLike<T>, count: N): Tuple<T, N> => {
  if (list.length < count) throw new Error(`expected at least ${count} items, got ${list.length}`);
  return Array.from(list).slice(0, count) as Tuple<T, N>;
};

claim('The `RichTreeView` below needs only an `items` array', () => {
  const { container, unmount } = render(<FirstTreeView />);
  const expanded = [...container.querySelectorAll('[role="treeitem"]')].map((item) =>
    item.getAttribute('aria-expanded'),
  );
  expect(expanded).toEqual(['false', 'false']);
  fireEvent.click(container.querySelector('.MuiTreeItem-content')!);
  expect(container.textContent).toContain('Apple');
  unmount();
});

claim('Ids are strings and must be unique across the whole tree, not only among siblings.', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() =>
    render(
      <RichTreeView
        items={[
          { id: 'a', label: 'A', children: [{ id: 'same', label: 'Child' }] },
          { id: 'b', label: 'B', children: [{ id: 'same', label: 'Other child' }] },
        ]}
      />,
    ),
  ).toThrow(/same/);
  error.mockRestore();
});

claim(
  'Expansion and selection each have a default prop (`defaultExpandedItems`, `defaultSelectedItems`), a controlled prop (`expandedItems`, `selectedItems`) and change callbacks.',
  () => {
    const onExpandedItemsChange = vi.fn();
    const onSelectedItemsChange = vi.fn();
    const items = [{ id: 'a', label: 'A', children: [{ id: 'a1', label: 'A1' }] }];
    const { container, unmount } = render(
      <>
        <RichTreeView items={items} defaultExpandedItems={['a']} defaultSelectedItems="a1" />
        <RichTreeView
          items={items}
          expandedItems={[]}
          selectedItems={null}
          onExpandedItemsChange={onExpandedItemsChange}
          onSelectedItemsChange={onSelectedItemsChange}
        />
      </>,
    );
    const [first, , second] = take(container.querySelectorAll('[role="treeitem"]'), 3);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('[aria-selected="true"]')?.textContent).toBe('A1');
    fireEvent.click(second.querySelector('.MuiTreeItem-content')!);
    expect(at(onExpandedItemsChange.mock.calls, 0)[1]).toEqual(['a']);
    expect(at(onSelectedItemsChange.mock.calls, 0)[1]).toBe('a');
    // Controlled: nothing changes until the props do.
    expect(second.getAttribute('aria-expanded')).toBe('false');
    unmount();
  },
);

claim('the callbacks (`getItemLabel`, `isItemDisabled`…) receive it', () => {
  type Product = { code: string; name: string; soldOut: boolean };
  const products: Product[] = [
    { code: 'p1', name: 'Pen', soldOut: false },
    { code: 'p2', name: 'Ink', soldOut: true },
  ];
  const { container, unmount } = render(
    <RichTreeView<Product, false>
      items={products}
      getItemId={(product) => product.code}
      getItemLabel={(product) => product.name}
      isItemDisabled={(product) => product.soldOut}
    />,
  );
  const items = [...container.querySelectorAll('[role="treeitem"]')];
  expect(items.map((item) => [item.textContent, item.getAttribute('aria-disabled')])).toEqual([
    ['Pen', null],
    ['Ink', 'true'],
  ]);
  unmount();
});
