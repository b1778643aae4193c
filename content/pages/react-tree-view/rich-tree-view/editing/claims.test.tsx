import { act, fireEvent, render, within } from '@testing-library/react';
import type { RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import * as treeViewRoot from '@mui/x-tree-view';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { TreeItem2LabelInput } from '@mui/x-tree-view/TreeItem2LabelInput';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import CancelOnBlurRichTreeView from './demos/CancelOnBlurRichTreeView';
import CustomLabelInputRichTreeView from './demos/CustomLabelInputRichTreeView';
import EditButtonRichTreeView from './demos/EditButtonRichTreeView';
import EditLeavesRichTreeView from './demos/EditLeavesRichTreeView';
import EditableFilesRichTreeView from './demos/EditableFilesRichTreeView';
import TrackLabelChangesRichTreeView from './demos/TrackLabelChangesRichTreeView';
import UpdateLabelApiRichTreeView from './demos/UpdateLabelApiRichTreeView';
import ValidationRichTreeView from './demos/ValidationRichTreeView';

/** The API object of the tree, as `useTreeViewApiRef()` creates it. */
type TreeApi = NonNullable<RichTreeViewProps<object, boolean>['apiRef']>;

const ITEMS = [
  { id: 'a', label: 'Alpha', children: [{ id: 'a1', label: 'Apple' }] },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
];
const EDITING = { labelEditing: true };

const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > .MuiTreeItem-content')!;
const label = (root: Element, id: string) => content(root, id).querySelector('.MuiTreeItem-label')!;
const input = (root: Element, id: string) => content(root, id).querySelector('input') as HTMLInputElement | null;
const startEditing = (root: Element, id: string) => fireEvent.doubleClick(label(root, id));
const type = (root: Element, id: string, value: string) => fireEvent.change(input(root, id)!, { target: { value } });
const press = (key: string) =>
  act(() => {
    fireEvent.keyDown(document.activeElement!, { key });
  });

describe('switching label editing on', () => {
  claim('Without it, `isItemEditable` is ignored and a warning is logged in development.', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<RichTreeView items={ITEMS} isItemEditable />);
    startEditing(container, 'b');
    expect(input(container, 'b')).toBeNull();
    expect(warn.mock.calls.flat().join(' ')).toMatch(/requires the `labelEditing` experimental feature/);
    warn.mockRestore();
  });

  claim('By default no item is editable.', () => {
    const { container } = render(<RichTreeView items={ITEMS} experimentalFeatures={EDITING} />);
    startEditing(container, 'b');
    act(() => item(container, 'c').focus());
    press('Enter');
    expect(container.querySelectorAll('input')).toHaveLength(0);
  });

  claim('It is not available in the Simple Tree View, whose labels are JSX you own.', () => {
    const props = Object.keys(treeViewRoot.SimpleTreeView.propTypes ?? {});
    expect(props).not.toContain('isItemEditable');
    expect(Object.keys(treeViewRoot.RichTreeView.propTypes ?? {})).toContain('isItemEditable');
  });
});

describe('editing a label', () => {
  const onItemLabelChange = vi.fn();
  let tree: Element;
  beforeAll(() => {
    tree = render(
      <RichTreeView
        items={ITEMS}
        experimentalFeatures={EDITING}
        isItemEditable
        onItemLabelChange={onItemLabelChange}
      />,
    ).container;
  });

  claim('`true` for all of them', () => {
    startEditing(tree, 'a');
    expect(input(tree, 'a')).not.toBeNull();
    press('Escape');
  });

  claim('Opens the input, focused, with the current label', () => {
    startEditing(tree, 'b');
    expect(document.activeElement).toBe(input(tree, 'b'));
    expect(input(tree, 'b')!.value).toBe('Beta');
    press('Escape');
    act(() => item(tree, 'c').focus());
    press('Enter');
    expect(document.activeElement).toBe(input(tree, 'c'));
    expect(input(tree, 'c')!.value).toBe('Gamma');
  });

  claim('Double-click the label, or press Enter on the focused item', () => {
    press('Escape');
    // The double-click belongs to the label: on the rest of the row (the arrow's container) it opens nothing.
    fireEvent.doubleClick(content(tree, 'a').querySelector('.MuiTreeItem-iconContainer')!);
    expect(input(tree, 'a')).toBeNull();
    startEditing(tree, 'a');
    expect(input(tree, 'a')).not.toBeNull();
    press('Escape');
    act(() => item(tree, 'c').focus());
    press('Enter');
    expect(input(tree, 'c')).not.toBeNull();
  });

  claim('While the input is open, key presses are not interpreted as tree navigation.', () => {
    press('ArrowUp');
    press('Home');
    press('a');
    expect(document.activeElement).toBe(input(tree, 'c'));
    expect(input(tree, 'c')!.value).toBe('Gamma');
  });

  claim('Saves the new label (an empty value is not saved)', () => {
    type(tree, 'c', '');
    press('Enter');
    expect(input(tree, 'c')).not.toBeNull();
    type(tree, 'c', 'Delta');
    press('Enter');
    expect(input(tree, 'c')).toBeNull();
    expect(content(tree, 'c').textContent).toBe('Delta');
    expect(onItemLabelChange).toHaveBeenLastCalledWith('c', 'Delta');
  });

  claim('Cancels and restores the previous label', () => {
    startEditing(tree, 'c');
    type(tree, 'c', 'Epsilon');
    press('Escape');
    expect(content(tree, 'c').textContent).toBe('Delta');
    expect(onItemLabelChange).toHaveBeenCalledTimes(1);
  });

  claim('Saves the new label, if not empty; an emptied input stays open', () => {
    startEditing(tree, 'b');
    type(tree, 'b', 'Bravo');
    act(() => input(tree, 'b')!.blur());
    expect(content(tree, 'b').textContent).toBe('Bravo');
    startEditing(tree, 'b');
    type(tree, 'b', '');
    act(() => input(tree, 'b')!.blur());
    expect(input(tree, 'b')).not.toBeNull();
    type(tree, 'b', 'Bravo');
    fireEvent.keyDown(input(tree, 'b')!, { key: 'Enter' });
  });

  claim('It is called each time an edit is saved, even when the label did not actually change', () => {
    onItemLabelChange.mockClear();
    startEditing(tree, 'b');
    press('Enter');
    expect(onItemLabelChange).toHaveBeenCalledWith('b', 'Bravo');
  });

  claim('Editing updates the label shown by the tree, but it does not change your `items` array.', () => {
    expect(ITEMS.map((entry) => entry.label)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  claim(
    'Once editing is enabled, Enter on an editable item starts editing instead of expanding or selecting it',
    () => {
      act(() => item(tree, 'a').focus());
      press('Enter');
      expect(input(tree, 'a')).not.toBeNull();
      expect(item(tree, 'a').getAttribute('aria-expanded')).toBe('false');
      press('Escape');
      // On an item without children, Enter would select it in a tree without editing.
      act(() => item(tree, 'c').focus());
      press('Enter');
      expect(input(tree, 'c')).not.toBeNull();
      expect(item(tree, 'c').getAttribute('aria-selected')).toBe('false');
      press('Escape');
      act(() => item(tree, 'a').focus());
    },
  );

  claim('use → / ← to expand and collapse', () => {
    press('ArrowRight');
    expect(item(tree, 'a').getAttribute('aria-expanded')).toBe('true');
    press('ArrowLeft');
    expect(item(tree, 'a').getAttribute('aria-expanded')).toBe('false');
  });

  claim(
    "When `isItemEditable` is set and you don't set `expansionTrigger`, the tree switches it to `'iconContainer'` for every item",
    () => {
      fireEvent.click(label(tree, 'a'));
      expect(item(tree, 'a').getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(content(tree, 'a').querySelector('.MuiTreeItem-iconContainer svg')!);
      expect(item(tree, 'a').getAttribute('aria-expanded')).toBe('true');
    },
  );

  claim('Set `expansionTrigger="content"` to get the former behaviour back.', () => {
    const { container } = render(
      <RichTreeView items={ITEMS} experimentalFeatures={EDITING} isItemEditable expansionTrigger="content" />,
    );
    fireEvent.click(label(container, 'a'));
    expect(item(container, 'a').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('isItemEditable as a function', () => {
  claim('including those your function refuses: a click on the label no longer expands the item', () => {
    const { container } = render(
      <RichTreeView
        items={ITEMS}
        experimentalFeatures={EDITING}
        isItemEditable={(entry: { id: string }) => entry.id !== 'a'}
      />,
    );
    // A is not editable, yet its label no longer expands it.
    fireEvent.click(label(container, 'a'));
    expect(item(container, 'a').getAttribute('aria-expanded')).toBe('false');
    act(() => item(container, 'a').focus());
    press('Enter');
    expect(input(container, 'a')).toBeNull();
    expect(item(container, 'a').getAttribute('aria-expanded')).toBe('true');
  });

  claim(
    'Disabled items are not left out: a double-click opens the input on a disabled item the function accepts',
    () => {
      const { container } = render(
        <RichTreeView
          items={ITEMS}
          experimentalFeatures={EDITING}
          isItemEditable
          isItemDisabled={(entry: { id: string }) => entry.id === 'c'}
        />,
      );
      expect(item(container, 'c').getAttribute('aria-disabled')).toBe('true');
      startEditing(container, 'c');
      expect(input(container, 'c')!.value).toBe('Gamma');
      type(container, 'c', 'Renamed');
      press('Enter');
      expect(content(container, 'c').textContent).toBe('Renamed');
    },
  );

  claim('Pass a function to `isItemEditable`. It receives the item object from `items` and returns a boolean.', () => {
    const isItemEditable = vi.fn((entry: (typeof ITEMS)[number]) => entry.id === 'b');
    const { container } = render(
      <RichTreeView items={ITEMS} experimentalFeatures={EDITING} isItemEditable={isItemEditable} />,
    );
    startEditing(container, 'c');
    expect(input(container, 'c')).toBeNull();
    startEditing(container, 'b');
    expect(input(container, 'b')).not.toBeNull();
    expect(isItemEditable).toHaveBeenCalledWith(ITEMS[1]);
  });

  claim('Keep the function stable (defined outside the component or memoized).', () => {
    const { container } = render(<EditableFilesRichTreeView />);
    startEditing(container, 'invoices');
    expect(input(container, 'invoices')).toBeNull();
    startEditing(container, 'contract');
    expect(input(container, 'contract')!.value).toBe('contract.docx');
  });

  claim('This tree only lets users rename its leaves, the packages', () => {
    const { container } = render(<EditLeavesRichTreeView />);
    startEditing(container, 'grid');
    expect(input(container, 'grid')).toBeNull();
    startEditing(container, 'grid-pro');
    expect(input(container, 'grid-pro')).not.toBeNull();
  });
});

describe('saving and rebuilding', () => {
  claim('use `onItemLabelChange(itemId, newLabel)`', () => {
    const { container } = render(<TrackLabelChangesRichTreeView />);
    startEditing(container, 'grid-pro');
    type(container, 'grid-pro', 'Pro grid');
    press('Enter');
    expect(within(container).getByText('grid-pro renamed to “Pro grid”')).toBeTruthy();
    expect(content(container, 'grid-pro').textContent).toBe('Pro grid');
  });

  claim(
    'The tree rebuilds its items whenever `items`, `getItemId`, `getItemLabel` or `isItemDisabled` changes identity, and the labels then come from your data again.',
    () => {
      const tree = (extra: Partial<React.ComponentProps<typeof RichTreeView>>) => (
        <RichTreeView items={ITEMS} experimentalFeatures={EDITING} isItemEditable {...extra} />
      );
      const { container, rerender } = render(tree({}));
      const rename = () => {
        startEditing(container, 'b');
        type(container, 'b', 'Renamed');
        press('Enter');
        expect(content(container, 'b').textContent).toBe('Renamed');
      };
      rename();
      rerender(tree({ isItemDisabled: () => false }));
      expect(content(container, 'b').textContent).toBe('Beta');
      rename();
      rerender(tree({ isItemDisabled: () => false, getItemId: (entry) => (entry as { id: string }).id }));
      expect(content(container, 'b').textContent).toBe('Beta');
    },
  );

  claim('an inline `getItemLabel={(item) => item.name}` triggers one on every render', () => {
    function Inline({ tick }: { tick: number }) {
      return (
        <div data-tick={tick}>
          <RichTreeView
            items={ITEMS}
            experimentalFeatures={EDITING}
            isItemEditable
            getItemLabel={(entry) => entry.label}
          />
        </div>
      );
    }
    const { container, rerender } = render(<Inline tick={0} />);
    startEditing(container, 'c');
    type(container, 'c', 'Renamed');
    press('Enter');
    rerender(<Inline tick={1} />);
    expect(content(container, 'c').textContent).toBe('Gamma');
  });
});

describe('updateItemLabel', () => {
  const onItemLabelChange = vi.fn();
  let api: TreeApi;
  let tree: Element;
  function WithApi() {
    api = useTreeViewApiRef();
    return (
      <RichTreeView
        apiRef={api}
        items={ITEMS}
        experimentalFeatures={EDITING}
        isItemEditable={(entry: { id: string }) => entry.id !== 'c'}
        onItemLabelChange={onItemLabelChange}
      />
    );
  }
  beforeAll(() => {
    tree = render(<WithApi />).container;
  });

  claim('`updateItemLabel(itemId, newLabel)` on the API object sets a label without opening the input.', () => {
    act(() => api.current!.updateItemLabel('b', 'Bee'));
    expect(content(tree, 'b').textContent).toBe('Bee');
    expect(input(tree, 'b')).toBeNull();
  });

  claim('It also calls `onItemLabelChange`.', () => {
    expect(onItemLabelChange).toHaveBeenCalledWith('b', 'Bee');
  });

  claim('It does not check `isItemEditable`, and it throws an error when the new label is empty.', () => {
    act(() => api.current!.updateItemLabel('c', 'Sea'));
    expect(content(tree, 'c').textContent).toBe('Sea');
    expect(() => api.current!.updateItemLabel('c', '')).toThrow(/cannot be empty/);
  });

  claim('sets a label without opening the input', () => {
    const { container } = render(<UpdateLabelApiRichTreeView />);
    fireEvent.click(within(container).getByText('Uppercase the selected label'));
    expect(content(container, 'grid').textContent).toBe('DATA GRID');
  });
});

describe('customising the editing interface', () => {
  claim(
    'The editing interface is made of two slots of `TreeItem2`: `label`, shown normally, and `labelInput`, shown while the item is being edited.',
    () => {
      const Label = (props: object) => <div {...props} data-testid="custom-label" />;
      const Input = React.forwardRef<HTMLInputElement, object>((props, ref) => (
        <input ref={ref} {...props} data-testid="custom-input" />
      ));
      const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
        <TreeItem2 {...props} ref={ref} slots={{ label: Label, labelInput: Input }} />
      ));
      const { container } = render(
        <RichTreeView items={ITEMS} experimentalFeatures={EDITING} isItemEditable slots={{ item: Item }} />,
      );
      expect(within(container).getAllByTestId('custom-label')).toHaveLength(3);
      fireEvent.doubleClick(within(container).getAllByTestId('custom-label')[1]!);
      expect(within(container).getByTestId('custom-input')).toBeTruthy();
    },
  );

  claim('The default `TreeItem` supports editing too, but its parts are not replaceable.', () => {
    const Input = () => <input data-testid="ignored-input" />;
    const { container } = render(
      <RichTreeView
        items={ITEMS}
        experimentalFeatures={EDITING}
        isItemEditable
        slotProps={{ item: { slots: { labelInput: Input } } as object }}
      />,
    );
    startEditing(container, 'b');
    expect(input(container, 'b')).not.toBeNull();
    expect(within(container).queryByTestId('ignored-input')).toBeNull();
  });

  claim(
    "The `useTreeItem2Utils` hook gives the item's `status` (`editable`, `editing`…) and `interactions.toggleItemEditing()`, which opens or closes the input for that item.",
    () => {
      const { container } = render(<EditButtonRichTreeView />);
      // Only editable items get the button: "grid" is not editable in this demo.
      expect(within(container).queryByRole('button', { name: 'Rename Data Grid' })).toBeNull();
      fireEvent.click(within(container).getByRole('button', { name: 'Rename @mui/x-data-grid-pro' }));
      expect(input(container, 'grid-pro')).not.toBeNull();
      expect(item(container, 'grid-pro').getAttribute('aria-selected')).toBe('false');
    },
  );

  claim("Keep the item's `label` prop a string: it seeds the input.", () => {
    const { container } = render(<EditButtonRichTreeView />);
    fireEvent.click(within(container).getByRole('button', { name: 'Rename @mui/x-charts' }));
    expect(input(container, 'charts-community')!.value).toBe('@mui/x-charts');
  });

  claim(
    'The `labelInput` slot receives the props that make editing work (`value`, `onChange`, `onKeyDown`, `onBlur`, `autoFocus`, `type` and a `data-element` marker).',
    () => {
      const received: string[] = [];
      const Input = React.forwardRef<HTMLInputElement, Record<string, unknown>>((props, ref) => {
        received.push(...Object.keys(props));
        return <TreeItem2LabelInput ref={ref} {...props} />;
      });
      const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
        <TreeItem2 {...props} ref={ref} slots={{ labelInput: Input }} />
      ));
      const { container } = render(
        <RichTreeView items={ITEMS} experimentalFeatures={EDITING} isItemEditable slots={{ item: Item }} />,
      );
      startEditing(container, 'b');
      expect(received).toEqual(
        expect.arrayContaining(['value', 'onChange', 'onKeyDown', 'onBlur', 'autoFocus', 'type', 'data-element']),
      );
    },
  );

  claim('Spread all of them on your input, and give it an accessible name.', () => {
    const { container } = render(<CustomLabelInputRichTreeView />);
    startEditing(container, 'grid-pro');
    const field = within(container).getByRole('textbox', { name: 'New name' });
    fireEvent.change(field, { target: { value: 'Renamed' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(content(container, 'grid-pro').textContent).toBe('Renamed');
  });

  claim(
    'in 7.21.0 that subpath is the only entry point for it (`TreeItem2LabelInput` is not exported by the package root in this version)',
    () => {
      expect('TreeItem2LabelInput' in treeViewRoot).toBe(false);
      expect(TreeItem2LabelInput).toBeTruthy();
    },
  );
});

describe('validation and cancelling', () => {
  claim("Handlers passed in `slotProps.labelInput` of `TreeItem2` run **before** the tree's own.", () => {
    const order: string[] = [];
    const onItemLabelChange = vi.fn(() => order.push('tree saved'));
    const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
      <TreeItem2 {...props} ref={ref} slotProps={{ labelInput: { onKeyDown: () => order.push('mine') } }} />
    ));
    const { container } = render(
      <RichTreeView
        items={ITEMS}
        experimentalFeatures={EDITING}
        isItemEditable
        onItemLabelChange={onItemLabelChange}
        slots={{ item: Item }}
      />,
    );
    startEditing(container, 'b');
    press('Enter');
    expect(order).toEqual(['mine', 'tree saved']);
  });

  claim(
    'In `onKeyDown` and `onBlur`, setting `event.defaultMuiPrevented = true` skips what the tree would do next: saving on Enter or on blur, cancelling on Escape.',
    () => {
      const onItemLabelChange = vi.fn();
      const prevent = (event: React.SyntheticEvent) => {
        (event as React.SyntheticEvent & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
      };
      const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => (
        <TreeItem2
          {...props}
          ref={ref}
          slotProps={{ labelInput: { onKeyDown: prevent, onBlur: prevent, onChange: prevent } }}
        />
      ));
      const { container } = render(
        <RichTreeView
          items={ITEMS}
          experimentalFeatures={EDITING}
          isItemEditable
          onItemLabelChange={onItemLabelChange}
          slots={{ item: Item }}
        />,
      );
      startEditing(container, 'b');
      type(container, 'b', 'Other');
      press('Enter');
      press('Escape');
      act(() => input(container, 'b')!.blur());
      expect(input(container, 'b')).not.toBeNull();
      expect(onItemLabelChange).not.toHaveBeenCalled();
      // onChange ignores the flag: the typed value is in the input.
      expect(input(container, 'b')!.value).toBe('Other');
    },
  );

  claim('`onChange` ignores the flag: the input always shows what the user types.', () => {
    const { container } = render(<ValidationRichTreeView />);
    startEditing(container, 'app-tsx');
    type(container, 'app-tsx', 'a:b');
    expect(input(container, 'app-tsx')!.value).toBe('a:b');
  });

  claim(
    'The demo uses it to refuse invalid file names: Enter keeps the input open while the name is invalid, and leaving the input cancels the edit through `interactions.handleCancelItemLabelEditing()`.',
    () => {
      const { container } = render(<ValidationRichTreeView />);
      startEditing(container, 'readme');
      type(container, 'readme', 'bad/name');
      expect(within(container).getByRole('status').textContent).toMatch(/not allowed/);
      press('Enter');
      expect(input(container, 'readme')).not.toBeNull();
      act(() => input(container, 'readme')!.blur());
      expect(input(container, 'readme')).toBeNull();
      expect(content(container, 'readme').textContent).toBe('README.md');
    },
  );

  claim('By default, leaving the input saves a non-empty value.', () => {
    const { container } = render(<RichTreeView items={ITEMS} experimentalFeatures={EDITING} isItemEditable />);
    startEditing(container, 'c');
    type(container, 'c', 'Kept');
    act(() => input(container, 'c')!.blur());
    expect(content(container, 'c').textContent).toBe('Kept');
  });

  claim(
    'call `interactions.handleCancelItemLabelEditing(event)` in your `onBlur`: it closes the input and moves the focus back to the item',
    () => {
      const { container } = render(<CancelOnBlurRichTreeView />);
      startEditing(container, 'grid-pro');
      type(container, 'grid-pro', 'Thrown away');
      act(() => input(container, 'grid-pro')!.blur());
      expect(input(container, 'grid-pro')).toBeNull();
      expect(content(container, 'grid-pro').textContent).toBe('@mui/x-data-grid-pro');
      expect(document.activeElement).toBe(item(container, 'grid-pro'));
    },
  );

  claim('Enter still saves and Escape still cancels.', () => {
    const { container } = render(<CancelOnBlurRichTreeView />);
    startEditing(container, 'grid-pro');
    type(container, 'grid-pro', 'Saved');
    press('Enter');
    expect(content(container, 'grid-pro').textContent).toBe('Saved');
    startEditing(container, 'grid-pro');
    type(container, 'grid-pro', 'Not saved');
    press('Escape');
    expect(content(container, 'grid-pro').textContent).toBe('Saved');
  });

  claim(
    '`interactions.handleSaveItemLabel(event, label)` is the matching method to save a label from your own UI',
    () => {
      let save: ((label: string) => void) | undefined;
      const Item = React.forwardRef<HTMLLIElement, TreeItem2Props>((props, ref) => {
        const { interactions } = treeViewRoot.useTreeItem2Utils({ itemId: props.itemId, children: props.children });
        if (props.itemId === 'b') {
          save = (value) => interactions.handleSaveItemLabel({} as React.SyntheticEvent, value);
        }
        return <TreeItem2 {...props} ref={ref} />;
      });
      const { container } = render(
        <RichTreeView items={ITEMS} experimentalFeatures={EDITING} isItemEditable slots={{ item: Item }} />,
      );
      startEditing(container, 'b');
      act(() => save!('From a button'));
      expect(input(container, 'b')).toBeNull();
      expect(content(container, 'b').textContent).toBe('From a button');
    },
  );
});
