import { expect, LICENSE_NOTICE, openDemo, test } from './fixtures';

test.use({ allowedConsoleErrors: [LICENSE_NOTICE] });

test('a RichTreeView expands and selects with the keyboard only', async ({ page }) => {
  const demo = await openDemo(page, '/x/react-tree-view/rich-tree-view/selection/', 'SingleSelectionRichTreeView');
  const tree = demo.getByRole('tree');
  await tree.getByRole('treeitem', { name: '@mui/x-data-grid-pro' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const pickers = tree.getByRole('treeitem', { name: /^Date and Time Pickers/ });
  await expect(pickers).toBeFocused();
  await expect(pickers).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(pickers).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const community = tree.getByRole('treeitem', { name: '@mui/x-date-pickers', exact: true });
  await expect(community).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(community).toHaveAttribute('aria-selected', 'true');
  await expect(tree.getByRole('treeitem', { name: '@mui/x-data-grid-pro' })).toHaveAttribute('aria-selected', 'false');
});

test('an item label is edited in place', async ({ page }) => {
  const demo = await openDemo(page, '/x/react-tree-view/rich-tree-view/editing/', 'LabelEditingRichTreeView');
  const tree = demo.getByRole('tree');
  await tree.getByRole('treeitem', { name: '@mui/x-data-grid', exact: true }).focus();
  await page.keyboard.press('Enter');
  const input = tree.getByRole('textbox');
  await expect(input).toBeFocused();
  await input.fill('Community grid');
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('treeitem', { name: 'Community grid', exact: true })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: '@mui/x-data-grid', exact: true })).toHaveCount(0);
});

test('an item is reordered by drag and drop in the Pro demo', async ({ page }) => {
  const demo = await openDemo(page, '/x/react-tree-view/rich-tree-view/ordering/', 'ReorderingRichTreeViewPro');
  const tree = demo.getByRole('tree');
  const dataGrid = tree.getByRole('treeitem', { name: /^Data Grid/ });
  const childLabels = () => dataGrid.getByRole('group').getByRole('treeitem').allTextContents();
  expect(await childLabels()).toEqual(['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']);
  const premium = tree.getByRole('treeitem', { name: '@mui/x-data-grid-premium' });
  const community = tree.getByRole('treeitem', { name: '@mui/x-data-grid', exact: true });
  // Dropped on the top edge of the first child: the dragged item goes above it.
  await premium
    .locator('.MuiTreeItem-content')
    .first()
    .dragTo(community.locator('.MuiTreeItem-content').first(), { targetPosition: { x: 40, y: 2 } });
  await expect.poll(childLabels).toEqual(['@mui/x-data-grid-premium', '@mui/x-data-grid', '@mui/x-data-grid-pro']);
});
