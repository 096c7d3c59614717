import { expect, test } from '@playwright/test';
import { addFirstLineSelection } from '../support/coupon';

const baseUrl = () => process.env.BETFRONT_URL ?? '';

test('when the coupon texts cannot be loaded the quick coupon says so with a refresh button, and the pick survives the refresh', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.route('**/bff-api/dictionaries/**', (route) => route.abort('failed'));
    await addFirstLineSelection(page, baseUrl());
    const failure = page.getByRole('alert').filter({ hasText: 'Тексты купона не загрузились' });
    await expect(failure).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('coupon-texts-failure-ru-390.png') });

    await page.unroute('**/bff-api/dictionaries/**');
    await failure.getByRole('button', { name: 'Обновить' }).click();
    await expect(page.getByRole('button', { name: /^Открыть купон/ })).toBeVisible();
    await expect(failure).toHaveCount(0);
  } finally {
    await context.close();
  }
});
