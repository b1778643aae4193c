import { fireEvent, render } from '@testing-library/react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

const items = (label: string) => [{ id: 'a', label: `${label} A`, children: [{ id: 'a1', label: `${label} A1` }] }];

describe('an uncontrolled tree whose items change', () => {
  let view: ReturnType<typeof render>;
  const expanded = () => view.container.querySelector('li[role="treeitem"]')!.getAttribute('aria-expanded');
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
