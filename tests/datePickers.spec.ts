import { expect, LICENSE_NOTICE, openDemo, test } from './fixtures';

test.use({ allowedConsoleErrors: [LICENSE_NOTICE] });

test('a DatePicker opens and picks a date with the keyboard only', async ({ page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/date-picker/', 'BasicDatePicker');
  const field = demo.getByRole('textbox', { name: 'Check-in' });
  await field.focus();
  // From the field, Tab reaches the calendar button; Enter opens the calendar on the demo's fixed month.
  await page.keyboard.press('Tab');
  await expect(demo.getByRole('button', { name: /Choose date/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByText('October 2024')).toBeVisible();
  await expect(calendar.getByRole('gridcell', { name: '17' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(calendar.getByRole('gridcell', { name: '25' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(field).toHaveValue('10/25/2024');
});

test('typing a date out of range into the field shows a validation error, and a valid date clears it', async ({
  page,
}) => {
  const demo = await openDemo(page, '/x/react-date-pickers/date-picker/', 'DatePickerValidation');
  const field = demo.getByRole('textbox', { name: 'Within the next 30 days' });
  await field.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('12312024');
  await expect(field).toHaveValue('12/31/2024');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Back within 30 days of the demo's fixed today (2024-10-17): from the year section back to the month, retyped.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('10202024');
  await expect(field).toHaveValue('10/20/2024');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
});

test('a date range is picked in the DateRangePicker calendar', async ({ page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/date-range-picker/', 'ControlledDateRangePicker');
  await expect(demo.getByText('State: [2024-10-17, 2024-10-19], 2 night(s)')).toBeVisible();
  await demo.getByRole('textbox', { name: 'Start' }).click();
  const calendar = page.getByRole('tooltip').or(page.getByRole('dialog')).first();
  const october = calendar.getByRole('grid', { name: 'October 2024' });
  await october.getByRole('gridcell', { name: '21', exact: true }).click();
  await october.getByRole('gridcell', { name: '25', exact: true }).click();
  await expect(demo.getByText('State: [2024-10-21, 2024-10-25], 4 night(s)')).toBeVisible();
});

test('switching the timezone changes the displayed time of the same instant', async ({ page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/timezone/', 'TimezoneSwitcher');
  const rendered = demo.getByRole('textbox', { name: 'Rendered time' });
  // 09:30 UTC is 05:30 in New York (EDT) and 18:30 in Tokyo on 17 October 2024.
  await expect(rendered).toHaveValue('10/17/2024 05:30');
  await demo.getByRole('combobox', { name: 'Timezone' }).click();
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  await expect(rendered).toHaveValue('10/17/2024 18:30');
  await expect(demo.getByText('2024-10-17T09:30:00.000Z')).toBeVisible();
});
