import { act, fireEvent, render } from '@testing-library/react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

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
