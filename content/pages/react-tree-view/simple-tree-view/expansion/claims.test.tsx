import { act, fireEvent, render, within } from '@testing-library/react';
import type { RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import ApiExpansionSimpleTreeView from './demos/ApiExpansionSimpleTreeView';
import ControlledExpansionSimpleTreeView from './demos/ControlledExpansionSimpleTreeView';
import ExpansionToggleSimpleTreeView from './demos/ExpansionToggleSimpleTreeView';
import IconExpansionSimpleTreeView from './demos/IconExpansionSimpleTreeView';

/** The API object of the tree, as `useTreeViewApiRef()` creates it. */
type TreeApi = NonNullable<RichTreeViewProps<object, boolean>['apiRef']>;

type TreeProps = Partial<React.ComponentProps<typeof SimpleTreeView>>;

/** Three folders (P, Q, R) and a leaf S; P's child P1 has a child of its own. */
function Places(props: TreeProps) {
  return (
    <SimpleTreeView {...props}>
      <TreeItem itemId="p" label="P">
        <TreeItem itemId="p1" label="P1">
          <TreeItem itemId="p11" label="P11" />
        </TreeItem>
      </TreeItem>
      <TreeItem itemId="q" label="Q">
        <TreeItem itemId="q1" label="Q1" />
      </TreeItem>
      <TreeItem itemId="r" label="R">
        <TreeItem itemId="r1" label="R1" />
      </TreeItem>
      <TreeItem itemId="s" label="S" />
    </SimpleTreeView>
  );
}

const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > .MuiTreeItem-content')!;
const expanded = (root: Element) =>
  [...root.querySelectorAll('[role="treeitem"][aria-expanded="true"]')].map((element) =>
    element.id.replace(/^.*tree-view-\d+-/, ''),
  );
const press = (key: string) =>
  act(() => {
    fireEvent.keyDown(document.activeElement!, { key });
  });

describe('uncontrolled and controlled expansion', () => {
  claim('An item with children can be expanded to show them and collapsed to hide them.', () => {
    const { container } = render(<Places />);
    expect(within(container).queryByText('Q1')).toBeNull();
    fireEvent.click(content(container, 'q'));
    expect(within(container).getByText('Q1')).toBeTruthy();
    fireEvent.click(content(container, 'q'));
    // The group closes with a transition; the item reports its state at once.
    expect(item(container, 'q').getAttribute('aria-expanded')).toBe('false');
  });

  claim('By default the tree keeps track of this itself', () => {
    const { container } = render(<Places />);
    fireEvent.click(content(container, 'r'));
    fireEvent.click(content(container, 'p'));
    expect(expanded(container)).toEqual(['p', 'r']);
  });

  claim('`defaultExpandedItems` sets the initial list and lets the tree own it (uncontrolled).', () => {
    const { container } = render(<Places defaultExpandedItems={['q']} />);
    expect(expanded(container)).toEqual(['q']);
    fireEvent.click(content(container, 'r'));
    expect(expanded(container)).toEqual(['q', 'r']);
  });

  claim('Keep the value in state and update it in the callback, otherwise user clicks have no effect.', () => {
    const onExpandedItemsChange = vi.fn();
    const { container } = render(<Places expandedItems={['q']} onExpandedItemsChange={onExpandedItemsChange} />);
    fireEvent.click(content(container, 'r'));
    fireEvent.click(content(container, 'q'));
    expect(onExpandedItemsChange.mock.calls.map(([, ids]) => ids)).toEqual([['r', 'q'], []]);
    expect(expanded(container)).toEqual(['q']);
  });

  claim('or keep the state when the tree unmounts and mounts again', () => {
    function Remounting({ shown }: { shown: boolean }) {
      const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
      return shown ? (
        <Places expandedItems={expandedItems} onExpandedItemsChange={(_event, ids) => setExpandedItems(ids)} />
      ) : null;
    }
    const { container, rerender } = render(<Remounting shown />);
    fireEvent.click(content(container, 'r'));
    rerender(<Remounting shown={false} />);
    rerender(<Remounting shown />);
    expect(expanded(container)).toEqual(['r']);
  });

  claim(
    'The Simple Tree View only knows the items that are rendered, and the children of a collapsed item are not rendered.',
    () => {
      let api: TreeApi | undefined;
      function WithApi() {
        api = useTreeViewApiRef();
        return <Places apiRef={api} defaultExpandedItems={['p']} />;
      }
      const { container } = render(<WithApi />);
      expect(item(container, 'q1')).toBeNull();
      expect(api!.current!.getItemOrderedChildrenIds('q')).toEqual([]);
      expect(api!.current!.getItemOrderedChildrenIds('p')).toEqual(['p1']);
    },
  );

  claim('An "Expand all" button therefore needs the list of expandable ids from your own data, as in the demo.', () => {
    const { container } = render(<ControlledExpansionSimpleTreeView />);
    fireEvent.click(within(container).getByText('Expand all'));
    expect(expanded(container)).toEqual(['europe', 'france', 'asia']);
    expect(within(container).getByText('Paris')).toBeTruthy();
    fireEvent.click(within(container).getByText('Collapse all'));
    expect(expanded(container)).toEqual([]);
  });

  claim(
    'Listing an id that has no children, or that does not exist, does nothing visible: only items with children show an expanded state.',
    () => {
      const { container } = render(<Places defaultExpandedItems={['s', 'ghost']} />);
      expect(expanded(container)).toEqual([]);
      expect(item(container, 's').hasAttribute('aria-expanded')).toBe(false);
    },
  );
});

describe('onItemExpansionToggle', () => {
  const calls: string[] = [];
  let tree: Element;
  beforeAll(() => {
    tree = render(
      <Places
        defaultExpandedItems={['q']}
        onItemExpansionToggle={(_event, id, isExpanded) => calls.push(`toggle ${id} ${isExpanded}`)}
        onExpandedItemsChange={(_event, ids) => calls.push(`change ${ids.join(',')}`)}
      />,
    ).container;
  });

  claim(
    '`onItemExpansionToggle(event, itemId, isExpanded)` is called for every item that changes state, with the new state, before `onExpandedItemsChange`.',
    () => {
      fireEvent.click(content(tree, 'q'));
      expect(calls).toEqual(['toggle q false', 'change ']);
    },
  );

  claim('Pressing * on an item expands all its siblings at once and calls it once per newly expanded sibling.', () => {
    fireEvent.click(content(tree, 'r'));
    calls.length = 0;
    act(() => item(tree, 'p').focus());
    press('*');
    // R was already expanded and S has no children.
    expect(calls).toEqual(['toggle p true', 'toggle q true', 'change r,p,q']);
    expect(expanded(tree)).toEqual(['p', 'q', 'r']);
  });

  claim('is called for every item that changes state, with the new state', () => {
    const { container } = render(<ExpansionToggleSimpleTreeView />);
    fireEvent.click(content(container, 'asia'));
    expect(within(container).getByText('asia was expanded')).toBeTruthy();
  });
});

describe('expansionTrigger', () => {
  let tree: Element;
  let iconOnly: Element;
  beforeAll(() => {
    tree = render(<Places />).container;
    iconOnly = render(<IconExpansionSimpleTreeView />).container;
  });

  claim(
    "`'content'` (the default): a click anywhere on the item's row expands or collapses it, and also selects it.",
    () => {
      fireEvent.click(content(tree, 'q').querySelector('.MuiTreeItem-label')!);
      expect(expanded(tree)).toEqual(['q']);
      expect(item(tree, 'q').getAttribute('aria-selected')).toBe('true');
      fireEvent.click(content(tree, 'q').querySelector('.MuiTreeItem-iconContainer')!);
      expect(expanded(tree)).toEqual([]);
    },
  );

  claim(
    "`'iconContainer'`: only a click on the arrow icon expands or collapses it; a click on the label only selects.",
    () => {
      fireEvent.click(content(iconOnly, 'europe').querySelector('.MuiTreeItem-label')!);
      expect(expanded(iconOnly)).toEqual([]);
      expect(item(iconOnly, 'europe').getAttribute('aria-selected')).toBe('true');
      fireEvent.click(content(iconOnly, 'europe').querySelector('.MuiTreeItem-iconContainer svg')!);
      expect(expanded(iconOnly)).toEqual(['europe']);
    },
  );

  claim('`expansionTrigger` decides which part of the item toggles the expansion on click', () => {
    // The same click on the label: it toggles with the default trigger, not with 'iconContainer'.
    const { container } = render(
      <>
        <Places expansionTrigger="content" />
        <Places expansionTrigger="iconContainer" />
      </>,
    );
    const [byContent, byIcon] = [...container.querySelectorAll('[role="tree"]')];
    fireEvent.click(content(byContent!, 'r').querySelector('.MuiTreeItem-label')!);
    fireEvent.click(content(byIcon!, 'r').querySelector('.MuiTreeItem-label')!);
    expect([expanded(byContent!), expanded(byIcon!)]).toEqual([['r'], []]);
  });

  claim('Keyboard expansion (Enter, →, ←, *) works the same with both values.', () => {
    for (const root of [tree, iconOnly]) {
      const first = root.querySelector('[role="treeitem"]') as HTMLElement;
      act(() => first.focus());
      press('ArrowLeft');
      expect(first.getAttribute('aria-expanded')).toBe('false');
      press('Enter');
      expect(first.getAttribute('aria-expanded')).toBe('true');
      press('Enter');
      press('ArrowRight');
      expect(first.getAttribute('aria-expanded')).toBe('true');
      press('*');
      expect(root.querySelectorAll(':scope [role="tree"] > [aria-expanded="false"]')).toHaveLength(0);
    }
  });
});

describe('setItemExpansion', () => {
  const calls: string[] = [];
  let api: TreeApi;
  let tree: Element;
  let expandTwo: () => void;
  function WithApi() {
    api = useTreeViewApiRef();
    expandTwo = () => {
      api.current!.setItemExpansion({} as React.SyntheticEvent, 'q', true);
      api.current!.setItemExpansion({} as React.SyntheticEvent, 'r', true);
    };
    return (
      <Places
        apiRef={api}
        onItemExpansionToggle={(_event, id, isExpanded) => calls.push(`toggle ${id} ${isExpanded}`)}
        onExpandedItemsChange={(_event, ids) => calls.push(`change ${ids.join(',')}`)}
      />
    );
  }
  beforeAll(() => {
    tree = render(<WithApi />).container;
  });

  claim(
    'The `setItemExpansion(event, itemId, isExpanded)` method of the API object sets the state of one item.',
    () => {
      act(() => api.current!.setItemExpansion({} as React.SyntheticEvent, 'p', true));
      expect(expanded(tree)).toEqual(['p']);
    },
  );

  claim('The method calls `onItemExpansionToggle` and `onExpandedItemsChange` like a user action', () => {
    expect(calls).toEqual(['toggle p true', 'change p']);
  });

  claim('and does nothing if the item already has the requested state', () => {
    act(() => api.current!.setItemExpansion({} as React.SyntheticEvent, 'p', true));
    act(() => api.current!.setItemExpansion({} as React.SyntheticEvent, 's', false));
    expect(calls).toHaveLength(2);
  });

  claim(
    'Several calls in the same event handler therefore overwrite each other, and only the last one takes effect.',
    () => {
      act(() => expandTwo());
      expect(expanded(tree)).toEqual(['p', 'r']);
    },
  );

  claim('Each call starts from the expansion of the last render.', () => {
    expect(calls.at(-1)).toBe('change r,p');
  });

  claim('Create the object with `useTreeViewApiRef` and pass it to the `apiRef` prop.', () => {
    const { container } = render(<ApiExpansionSimpleTreeView />);
    fireEvent.click(within(container).getByText('Expand Europe'));
    expect(expanded(container)).toEqual(['europe']);
    fireEvent.click(within(container).getByText('Collapse Europe'));
    expect(expanded(container)).toEqual([]);
  });
});

describe('what the toggle callback does not see, and * on disabled items', () => {
  claim('It is not called when you change `expandedItems` yourself.', () => {
    const onItemExpansionToggle = vi.fn();
    const onExpandedItemsChange = vi.fn();
    const props = { onItemExpansionToggle, onExpandedItemsChange };
    const { container, rerender } = render(<Places {...props} expandedItems={[]} />);
    rerender(<Places {...props} expandedItems={['p', 'q']} />);
    expect(expanded(container)).toEqual(['p', 'q']);
    expect(onItemExpansionToggle).not.toHaveBeenCalled();
    expect(onExpandedItemsChange).not.toHaveBeenCalled();
  });

  // Settled by rendering and reading `expandAllSiblings` in
  // node_modules/@mui/x-tree-view/internals/plugins/useTreeViewExpansion/useTreeViewExpansion.js:
  // it filters the siblings on `isItemExpandable` only, never on `isItemDisabled`.
  claim('Disabled siblings are expanded too, although a click on them does nothing.', () => {
    const { container } = render(
      <SimpleTreeView>
        <TreeItem itemId="p" label="P">
          <TreeItem itemId="p1" label="P1" />
        </TreeItem>
        <TreeItem itemId="q" label="Q" disabled>
          <TreeItem itemId="q1" label="Q1" />
        </TreeItem>
      </SimpleTreeView>,
    );
    fireEvent.click(content(container, 'q'));
    expect(expanded(container)).toEqual([]);
    act(() => item(container, 'p').focus());
    press('*');
    expect(expanded(container)).toEqual(['p', 'q']);
  });
});
