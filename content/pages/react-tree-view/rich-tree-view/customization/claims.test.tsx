import { act, fireEvent, render, within } from '@testing-library/react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import CustomIconsRichTreeView from './demos/CustomIconsRichTreeView';
import FileExplorer from './demos/FileExplorer';
import GroupTransitionRichTreeView from './demos/GroupTransitionRichTreeView';
import ItemSlotPropsRichTreeView from './demos/ItemSlotPropsRichTreeView';
import StyledItemRichTreeView from './demos/StyledItemRichTreeView';

const ITEMS = [
  { id: 'a', label: 'Alpha', children: [{ id: 'a1', label: 'Apple' }] },
  { id: 'b', label: 'Beta' },
];
const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > div')!;
const iconOf = (root: Element, id: string) =>
  content(root, id).querySelector(`.${treeItemClasses.iconContainer} svg`)?.getAttribute('data-testid') ?? null;

describe('icons', () => {
  claim(
    'The `expandIcon`, `collapseIcon` and `endIcon` slots set the icons of every item (an item without children shows no icon unless `endIcon` is set).',
    () => {
      const { container } = render(<CustomIconsRichTreeView />);
      expect([iconOf(container, 'grid'), iconOf(container, 'charts'), iconOf(container, 'grid-pro')]).toEqual([
        'ExpandMoreRoundedIcon',
        'ChevronRightRoundedIcon',
        'RemoveRoundedIcon',
      ]);
      const { container: plain } = render(<RichTreeView items={ITEMS} />);
      expect(iconOf(plain, 'b')).toBeNull();
    },
  );

  claim('Their props go in `slotProps` under the same names.', () => {
    const { container } = render(<CustomIconsRichTreeView />);
    expect(content(container, 'grid-pro').querySelector('svg')!.classList).toContain('MuiSvgIcon-colorDisabled');
    expect(content(container, 'grid').querySelector('svg')!.classList).not.toContain('MuiSvgIcon-colorDisabled');
  });
});

describe('slotProps.item', () => {
  claim(
    'It is either an object, applied to every item, or a function that receives `{ itemId, label }` and returns the props for that item.',
    () => {
      const { container } = render(
        <RichTreeView items={ITEMS} slotProps={{ item: { title: 'every item' } as object }} />,
      );
      expect([item(container, 'a').title, item(container, 'b').title]).toEqual(['every item', 'every item']);
      const received: object[] = [];
      render(
        <RichTreeView
          items={ITEMS}
          slotProps={{
            item: (ownerState) => {
              received.push(ownerState);
              return {};
            },
          }}
        />,
      );
      expect(received).toContainEqual({ itemId: 'b', label: 'Beta' });
    },
  );

  claim('Use it for per-item attributes or `sx` styles without writing a new component.', () => {
    const { container } = render(<ItemSlotPropsRichTreeView />);
    expect(item(container, 'grid-premium').getAttribute('data-plan')).toBe('premium');
    expect(item(container, 'grid-pro').hasAttribute('data-plan')).toBe(false);
    expect(getComputedStyle(item(container, 'grid-pro')).fontStyle).toBe('italic');
    expect(getComputedStyle(item(container, 'grid-community')).fontStyle).not.toBe('italic');
  });

  claim(
    'The function runs for every item each time the tree renders (the items re-render with the tree whether or not the function is stable), so keep it cheap.',
    () => {
      const itemProps = vi.fn((_ownerState: { itemId: string; label: string }) => ({}));
      function Owner({ tick }: { tick: number }) {
        return (
          <div data-tick={tick}>
            <RichTreeView items={ITEMS} defaultExpandedItems={['a']} slotProps={{ item: itemProps }} />
          </div>
        );
      }
      const { rerender } = render(<Owner tick={0} />);
      itemProps.mockClear();
      rerender(<Owner tick={1} />);
      // The same function, the same items: still called again for each of the three items.
      expect(new Set(itemProps.mock.calls.map(([ownerState]) => ownerState.itemId))).toEqual(new Set(['a', 'a1', 'b']));
    },
  );
});

describe('the item slot', () => {
  claim('`RichTreeView` renders every item with the same component', () => {
    const rendered: string[] = [];
    const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => {
      rendered.push(props.itemId);
      return <TreeItem2 {...props} ref={ref} />;
    });
    render(<RichTreeView items={ITEMS} defaultExpandedItems={['a']} slots={{ item: Item }} />);
    expect(new Set(rendered)).toEqual(new Set(['a', 'a1', 'b']));
  });

  claim('The `item` slot replaces the component that renders each item (`TreeItem` by default).', () => {
    const { container } = render(
      <>
        <RichTreeView items={ITEMS} />
        <RichTreeView items={ITEMS} slots={{ item: TreeItem }} />
      </>,
    );
    const [byDefault, explicit] = [...container.querySelectorAll('[role="tree"]')];
    expect(byDefault!.innerHTML.replace(/tree-view-\d+/g, '')).toBe(explicit!.innerHTML.replace(/tree-view-\d+/g, ''));
  });

  claim('it receives `itemId`, `label`, `id` and `children` and must pass them on', () => {
    const Forgetful = React.forwardRef<HTMLLIElement, TreeItem2Props>(({ children: _children, ...props }, ref) => (
      <TreeItem2 {...props} ref={ref} />
    ));
    const { container } = render(
      <RichTreeView items={ITEMS} defaultExpandedItems={['a']} slots={{ item: Forgetful }} />,
    );
    // Without `children`, Alpha loses its child and its expand state.
    expect(item(container, 'a1')).toBeNull();
    expect(item(container, 'a').hasAttribute('aria-expanded')).toBe(false);
  });
});

describe('StyledItemRichTreeView', () => {
  let root: Element;
  beforeAll(() => {
    root = render(<StyledItemRichTreeView />).container;
  });

  claim('A `styled(TreeItem2)` component restyles every item.', () => {
    // jsdom's cascade ignores selector specificity, so read the rule itself: one class on every item's root, with a
    // rule for the content inside it.
    const rootClasses = ['grid', 'grid-pro', 'charts'].map(
      (id) => [...item(root, id).classList].find((name) => name.includes('MuiTreeItem2-root'))!,
    );
    expect(new Set(rootClasses).size).toBe(1);
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
    const contentRule = rules.find((rule) => rule.selectorText === `.${rootClasses[0]} .${treeItemClasses.content}`);
    expect(contentRule!.style.getPropertyValue('border-radius')).toBe('999px');
  });

  claim('its states with `expanded`, `selected`, `focused` and `disabled` on the content', () => {
    expect(content(root, 'grid-pro').classList).toContain(treeItemClasses.selected);
    expect(getComputedStyle(content(root, 'grid-pro')).backgroundColor).not.toBe(
      getComputedStyle(content(root, 'grid-community')).backgroundColor,
    );
    expect(content(root, 'grid').classList).toContain(treeItemClasses.expanded);
    expect(getComputedStyle(content(root, 'grid')).fontWeight).toBe('500');
    expect(getComputedStyle(content(root, 'charts')).fontWeight).not.toBe('500');
  });

  claim('`TreeItem2` uses the same utility classes as `TreeItem`, so target its parts with `treeItemClasses`', () => {
    expect(getComputedStyle(content(root, 'grid').querySelector(`.${treeItemClasses.label}`)!).fontSize).toBe(
      '0.875rem',
    );
    expect(
      getComputedStyle(item(root, 'grid').querySelector(`.${treeItemClasses.groupTransition}`)!).borderLeftWidth,
    ).toBe('2px');
  });
});

describe('GroupTransitionRichTreeView', () => {
  claim(
    "`TreeItem2` renders the children of an item inside its `groupTransition` slot, Material UI's `Collapse` by default.",
    () => {
      const { container } = render(
        <RichTreeView items={ITEMS} defaultExpandedItems={['a']} slots={{ item: TreeItem2 }} />,
      );
      const group = item(container, 'a').querySelector(`.${treeItemClasses.groupTransition}`)!;
      expect(group.classList).toContain('MuiCollapse-root');
      expect(group.contains(item(container, 'a1'))).toBe(true);
    },
  );

  claim(
    'Replacing the slot in a small wrapper changes the animation of the whole tree; the demo slows it down.',
    () => {
      const { container } = render(<GroupTransitionRichTreeView />);
      const { container: plain } = render(<RichTreeView items={ITEMS} slots={{ item: TreeItem2 }} />);
      fireEvent.click(content(container, 'charts'));
      fireEvent.click(content(plain, 'a'));
      const duration = (root: Element, id: string) =>
        (item(root, id).querySelector(`.${treeItemClasses.groupTransition}`) as HTMLElement).style.transitionDuration;
      expect(duration(container, 'charts')).toBe('600ms');
      expect(duration(plain, 'a')).not.toBe('600ms');
    },
  );
});

describe('FileExplorer', () => {
  let root: HTMLElement;
  const filter = (value: string) =>
    fireEvent.change(within(root).getByLabelText('Filter files'), { target: { value } });
  beforeAll(() => {
    root = render(<FileExplorer />).container;
  });

  claim(
    'a custom item built on `TreeItem2` reads the full file object with `publicAPI.getItem()` from the `useTreeItem2Utils` hook, and shows an icon for the file type (an open or closed folder depending on `status.expanded`) and the file size',
    () => {
      const typeIcon = (id: string) =>
        content(root, id).querySelector(`.${treeItemClasses.label} svg`)!.getAttribute('data-testid');
      expect([typeIcon('documents'), typeIcon('pictures'), typeIcon('invoice-2024-09')]).toEqual([
        'FolderOpenIcon',
        'FolderIcon',
        'PictureAsPdfOutlinedIcon',
      ]);
      expect(content(root, 'invoice-2024-09').textContent).toBe('invoice-2024-09.pdf182 KB');
    },
  );

  claim(
    'The label passed to `TreeItem2` can be any node, but the string returned by `getItemLabel` (here the `label` field) is still what type-ahead uses',
    () => {
      act(() => item(root, 'documents').focus());
      fireEvent.keyDown(item(root, 'documents'), { key: 'm' });
      expect(document.activeElement).toBe(item(root, 'project'));
    },
  );

  claim('`expansionTrigger="iconContainer"` lets users select a folder without opening it.', () => {
    fireEvent.click(content(root, 'pictures').querySelector(`.${treeItemClasses.label}`)!);
    expect(item(root, 'pictures').getAttribute('aria-selected')).toBe('true');
    expect(item(root, 'pictures').getAttribute('aria-expanded')).toBe('false');
  });

  claim('the tree is filtered by a text field, which gives it a new `items` array on every keystroke', () => {
    filter('inv');
    expect(
      [...root.querySelectorAll('[role="treeitem"]')].map((element) => element.id.replace(/^.*tree-view-\d+-/, '')),
    ).toEqual(['documents', 'invoices', 'invoice-2024-09', 'invoice-2024-10', 'expenses']);
  });

  claim(
    'the expansion is controlled with `expandedItems`, so the open folders stay open while the items change, and when the filter is cleared',
    () => {
      filter('zzz');
      expect(within(root).getByText('No file matches “zzz”.')).toBeTruthy();
      filter('');
      expect(item(root, 'documents').getAttribute('aria-expanded')).toBe('true');
      expect(item(root, 'invoices').getAttribute('aria-expanded')).toBe('true');
    },
  );
});
