import { fireEvent, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import type {} from '@mui/x-tree-view/themeAugmentation';
import * as React from 'react';
import { describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import CustomIconsSimpleTreeView from './demos/CustomIconsSimpleTreeView';
import GroupTransitionSimpleTreeView from './demos/GroupTransitionSimpleTreeView';
import ItemIconSimpleTreeView from './demos/ItemIconSimpleTreeView';
import ItemLevelIndentationSimpleTreeView from './demos/ItemLevelIndentationSimpleTreeView';
import LabelIconSimpleTreeView from './demos/LabelIconSimpleTreeView';
import StyledTreeItemSimpleTreeView from './demos/StyledTreeItemSimpleTreeView';

const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;
const content = (root: Element, id: string) => item(root, id).querySelector(':scope > div')!;
const iconOf = (root: Element, id: string) =>
  content(root, id).querySelector(`.${treeItemClasses.iconContainer} svg`)?.getAttribute('data-testid') ?? null;
/** The CSS rules of the document, to read a rule where jsdom's cascade (which ignores specificity) cannot. */
const cssRules = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];

describe('icons', () => {
  claim('The tree has three icon slots, applied to every item', () => {
    const { container } = render(<CustomIconsSimpleTreeView />);
    expect([iconOf(container, 'guides'), iconOf(container, 'components'), iconOf(container, 'faq')]).toEqual([
      'IndeterminateCheckBoxOutlinedIcon',
      'AddBoxOutlinedIcon',
      'ArticleOutlinedIcon',
    ]);
    expect(iconOf(container, 'install')).toBe('ArticleOutlinedIcon');
  });

  claim('On an item without children (no icon by default)', () => {
    const { container } = render(
      <SimpleTreeView>
        <TreeItem itemId="leaf" label="Leaf" />
      </SimpleTreeView>,
    );
    expect(iconOf(container, 'leaf')).toBeNull();
  });

  claim('use `slotProps` to give them props such as `fontSize` or `color`', () => {
    const { container } = render(
      <SimpleTreeView
        slots={{ endIcon: () => <svg /> }}
        slotProps={{ collapseIcon: { color: 'error' } as object }}
        defaultExpandedItems={['p']}
      >
        <TreeItem itemId="p" label="P">
          <TreeItem itemId="c" label="C" />
        </TreeItem>
      </SimpleTreeView>,
    );
    expect(content(container, 'p').querySelector('svg')!.classList).toContain('MuiSvgIcon-colorError');
  });

  claim('`TreeItem` accepts the same three slots, plus `icon`, to override them for one item.', () => {
    const { container } = render(<ItemIconSimpleTreeView />);
    expect([iconOf(container, 'beach'), iconOf(container, 'invoice')]).toEqual([
      'ImageOutlinedIcon',
      'PictureAsPdfOutlinedIcon',
    ]);
    expect(content(container, 'invoice').querySelector('svg')!.classList).toContain('MuiSvgIcon-colorError');
    const { container: own } = render(
      <SimpleTreeView slots={{ endIcon: () => <svg data-testid="tree-end" /> }}>
        <TreeItem itemId="x" label="X" slots={{ endIcon: () => <svg data-testid="item-end" /> }} />
        <TreeItem itemId="y" label="Y" />
      </SimpleTreeView>,
    );
    expect([iconOf(own, 'x'), iconOf(own, 'y')]).toEqual(['item-end', 'tree-end']);
  });

  claim(
    'The `icon` slot replaces whatever icon the item would show, including the expand and collapse arrows, so use it on items without children (or accept that the arrow disappears).',
    () => {
      const { container } = render(
        <SimpleTreeView>
          <TreeItem itemId="p" label="P" slots={{ icon: () => <svg data-testid="own-icon" /> }}>
            <TreeItem itemId="c" label="C" />
          </TreeItem>
        </SimpleTreeView>,
      );
      expect(iconOf(container, 'p')).toBe('own-icon');
      expect(content(container, 'p').querySelectorAll('svg')).toHaveLength(1);
    },
  );
});

describe('groupTransition', () => {
  claim(
    "The children of an item are rendered inside a transition component, Material UI's `Collapse` by default",
    () => {
      const { container } = render(
        <SimpleTreeView defaultExpandedItems={['p']}>
          <TreeItem itemId="p" label="P">
            <TreeItem itemId="c" label="C" />
          </TreeItem>
        </SimpleTreeView>,
      );
      const group = item(container, 'p').querySelector(`.${treeItemClasses.groupTransition}`)!;
      expect(group.classList).toContain('MuiCollapse-root');
    },
  );

  claim("`unmountOnExit`, `component` (`'ul'`) and `role` (`'group'`)", () => {
    const received: Record<string, unknown>[] = [];
    const Probe = (props: Record<string, unknown>) => {
      received.push(props);
      return null;
    };
    render(
      <SimpleTreeView>
        <TreeItem itemId="p" label="P" slots={{ groupTransition: Probe }}>
          <TreeItem itemId="c" label="C" />
        </TreeItem>
      </SimpleTreeView>,
    );
    expect(received.at(-1)).toMatchObject({ in: false, unmountOnExit: true, component: 'ul', role: 'group' });
    expect(Object.keys(received.at(-1)!)).toEqual(expect.arrayContaining(['className', 'children']));
  });

  claim('`in`: `true` when the item is expanded', () => {
    const { container } = render(<GroupTransitionSimpleTreeView />);
    // The demo's group renders only while `in` is true.
    expect(item(container, 'europe').querySelector('[role="group"]')).not.toBeNull();
    expect(item(container, 'asia').querySelector('[role="group"]')).toBeNull();
    fireEvent.click(content(container, 'asia'));
    expect(item(container, 'asia').querySelector('ul[role="group"]')).not.toBeNull();
  });

  claim("honours the reader's reduced-motion setting", () => {
    render(<GroupTransitionSimpleTreeView />);
    const reduced = cssRules()
      .filter((rule) => (rule as unknown as CSSMediaRule).media?.mediaText === '(prefers-reduced-motion: reduce)')
      .flatMap((rule) => [...(rule as unknown as CSSMediaRule).cssRules] as CSSStyleRule[]);
    expect(reduced.some((rule) => rule.style.getPropertyValue('animation') === 'none')).toBe(true);
  });

  claim(
    '`slotProps.groupTransition` passes extra props to the default `Collapse`, for example a different `timeout`.',
    () => {
      const { container } = render(
        <SimpleTreeView>
          <TreeItem itemId="p" label="P" slotProps={{ groupTransition: { timeout: 900 } }}>
            <TreeItem itemId="c" label="C" />
          </TreeItem>
        </SimpleTreeView>,
      );
      fireEvent.click(content(container, 'p'));
      const group = item(container, 'p').querySelector(`.${treeItemClasses.groupTransition}`) as HTMLElement;
      expect(group.style.transitionDuration).toBe('900ms');
    },
  );
});

describe('styling', () => {
  claim('the state classes `expanded`, `selected`, `focused` and `disabled` are set on the content', () => {
    const { container } = render(
      <SimpleTreeView defaultExpandedItems={['p']} defaultSelectedItems="c">
        <TreeItem itemId="p" label="P">
          <TreeItem itemId="c" label="C" />
        </TreeItem>
        <TreeItem itemId="d" label="D" disabled />
      </SimpleTreeView>,
    );
    expect(content(container, 'p').classList).toContain(treeItemClasses.expanded);
    expect(content(container, 'c').classList).toContain(treeItemClasses.selected);
    expect(content(container, 'd').classList).toContain(treeItemClasses.disabled);
    expect(item(container, 'p').classList).not.toContain(treeItemClasses.expanded);
    fireEvent.focus(item(container, 'c'));
    expect(content(container, 'c').classList).toContain(treeItemClasses.focused);
  });

  claim('The main keys are `root`, `content`, `iconContainer`, `label`, `checkbox` and `groupTransition`', () => {
    const { container } = render(
      <SimpleTreeView checkboxSelection defaultExpandedItems={['p']}>
        <TreeItem itemId="p" label="P">
          <TreeItem itemId="c" label="C" />
        </TreeItem>
      </SimpleTreeView>,
    );
    for (const key of ['root', 'content', 'iconContainer', 'label', 'checkbox', 'groupTransition'] as const) {
      expect(container.querySelector(`.${treeItemClasses[key]}`)).not.toBeNull();
    }
  });

  claim(
    'The `& .…` selectors are descendant selectors: the rules set on an item also reach the items nested inside it.',
    () => {
      const { container } = render(<StyledTreeItemSimpleTreeView />);
      // Paris is nested three levels deep: the rules of all three StyledTreeItems above it match its content.
      const rules = cssRules();
      const matching = (element: Element) =>
        rules.filter(
          (rule) => rule.selectorText?.endsWith(` .${treeItemClasses.label}`) && element.matches(rule.selectorText),
        );
      expect(matching(content(container, 'paris').querySelector(`.${treeItemClasses.label}`)!).length).toBeGreaterThan(
        0,
      );
      const styledClass = [...item(container, 'europe').classList].find((name) => name.startsWith('css-'))!;
      const ancestorsWithTheRules = [];
      for (let element: Element | null = content(container, 'paris'); element; element = element.parentElement) {
        if (element.classList.contains(styledClass)) ancestorsWithTheRules.push(element);
      }
      expect(ancestorsWithTheRules).toEqual([
        item(container, 'paris'),
        item(container, 'france'),
        item(container, 'europe'),
      ]);
    },
  );

  claim("use the theme's `components.MuiTreeItem.styleOverrides` (or `MuiTreeItem2`)", () => {
    const theme = createTheme({
      components: {
        MuiTreeItem: { styleOverrides: { label: { letterSpacing: '3px' } } },
        MuiTreeItem2: { styleOverrides: { label: { letterSpacing: '5px' } } },
      },
    });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <SimpleTreeView>
          <TreeItem itemId="x" label="X" />
          <TreeItem2 itemId="y" label="Y" />
        </SimpleTreeView>
      </ThemeProvider>,
    );
    const spacing = (id: string) =>
      getComputedStyle(content(container, id).querySelector(`.${treeItemClasses.label}`)!).letterSpacing;
    expect([spacing('x'), spacing('y')]).toEqual(['3px', '5px']);
  });
});

describe('labels', () => {
  claim('`label` accepts any React node.', () => {
    const { container } = render(<LabelIconSimpleTreeView />);
    const label = content(container, 'inbox').querySelector(`.${treeItemClasses.label}`)!;
    expect(label.querySelector('[data-testid="InboxIcon"]')).not.toBeNull();
    expect(label.textContent).toBe('Inbox14');
  });

  claim(
    'To reuse a label layout, wrap `TreeItem2` (or `TreeItem`) in your own component that builds the label from a few props, and use that component for every item.',
    () => {
      const { container } = render(<LabelIconSimpleTreeView />);
      const labels = [...container.querySelectorAll(`.${treeItemClasses.label}`)];
      expect(labels).toHaveLength(5);
      expect(labels.every((label) => label.querySelector('svg') && label.querySelector('.MuiTypography-body2'))).toBe(
        true,
      );
      expect(labels.map((label) => label.textContent)).toEqual(['Inbox14', 'Work9', 'Family5', 'Sent', 'Trash2']);
    },
  );

  claim(
    'The wrapper must forward its `ref` and pass the remaining props, including `itemId` and `children`, to the item.',
    () => {
      const { container } = render(<LabelIconSimpleTreeView />);
      expect(item(container, 'inbox').getAttribute('aria-expanded')).toBe('true');
      expect(item(container, 'inbox').querySelector('[role="group"]')!.contains(item(container, 'work'))).toBe(true);
      // Without the forwarded ref, the tree cannot focus the item from the keyboard.
      item(container, 'inbox').focus();
      fireEvent.keyDown(item(container, 'inbox'), { key: 'ArrowDown' });
      expect(document.activeElement).toBe(item(container, 'work'));
    },
  );
});

describe('indentation at the item level', () => {
  claim(
    'By default, children are indented by a padding on their group, so the background of a selected or hovered item starts at its own indentation.',
    () => {
      const { container } = render(
        <SimpleTreeView defaultExpandedItems={['p']}>
          <TreeItem2 itemId="p" label="P">
            <TreeItem2 itemId="c" label="C" />
          </TreeItem2>
        </SimpleTreeView>,
      );
      const group = item(container, 'p').querySelector(`.${treeItemClasses.groupTransition}`)!;
      expect(getComputedStyle(group).paddingLeft).toBe('var(--TreeView-itemChildrenIndentation)');
      expect(item(container, 'c').style.getPropertyValue('--TreeView-itemDepth')).toBe('');
    },
  );

  claim(
    "With the experimental `indentationAtItemLevel` feature, the indentation moves inside each item's content, and every row's background spans the full width of the tree",
    () => {
      const { container } = render(<ItemLevelIndentationSimpleTreeView />);
      const group = item(container, 'france').querySelector(`.${treeItemClasses.groupTransition}`)!;
      expect(getComputedStyle(group).paddingLeft).not.toBe('var(--TreeView-itemChildrenIndentation)');
      expect(item(container, 'paris').style.getPropertyValue('--TreeView-itemDepth')).toBe('2');
      expect(getComputedStyle(content(container, 'paris')).paddingLeft).toContain('var(--TreeView-itemDepth)');
    },
  );

  claim('`itemChildrenIndentation` still sets the size of each step', () => {
    const { container } = render(
      <SimpleTreeView experimentalFeatures={{ indentationAtItemLevel: true }} itemChildrenIndentation={30}>
        <TreeItem2 itemId="x" label="X" />
      </SimpleTreeView>,
    );
    expect(
      (container.querySelector('[role="tree"]') as HTMLElement).style.getPropertyValue(
        '--TreeView-itemChildrenIndentation',
      ),
    ).toBe('30px');
    expect(getComputedStyle(content(container, 'x')).paddingLeft).toContain('var(--TreeView-itemChildrenIndentation)');
  });
});
