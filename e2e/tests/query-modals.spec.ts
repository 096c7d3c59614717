import { expect, test } from '@playwright/test';

const baseUrl = () => process.env.BETFRONT_URL ?? '';

test('a link with ?modal=coupon-settings opens the coupon settings over the page, and the choice is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl()}/ru/live?modal=coupon-settings`);
  const dialog = page.getByRole('dialog', { name: 'Настройки купона' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ставки в лайве' })).toBeAttached();
  const anyChange = dialog.getByRole('radio', { name: 'Принимать любые изменения' });
  await anyChange.check();
  await expect(anyChange).toBeChecked();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`${baseUrl()}/en?modal=coupon-settings`);
  const again = page.getByRole('dialog', { name: 'Coupon settings' });
  await expect(again.getByRole('radio', { name: 'Accept any change' })).toBeChecked();
});

test('a modal the shell does not draw, or none at all, leaves the page as it is', async ({ page }) => {
  for (const query of ['?modal=transfer-user', '?modal=unknown']) {
    await page.goto(`${baseUrl()}/en${query}`);
    await expect(page.getByRole('heading', { name: 'Sports betting', exact: true })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
